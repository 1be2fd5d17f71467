/** The mails the game sends: plain-text and HTML bodies built from one source. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  link?: string;
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

function layout(title: string, paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#7b1e3a;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
       <p style="margin:0 0 16px;font-size:13px;color:#555">Or open this address: ${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:Georgia,serif;background:#faf6f0;padding:24px;color:#2b1b17">
<div style="max-width:560px;margin:auto;background:#fff;border-radius:8px;padding:32px">
<h1 style="color:#7b1e3a;font-size:22px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}${button}
<p style="margin:24px 0 0;font-size:12px;color:#888">Vineyard Valley</p></div></body></html>`;
}

export function verificationMail(username: string, link: string): MailContent {
  const lines = [
    `Welcome to Vineyard Valley, ${username}!`,
    'Please confirm your email address to activate your account. The link is valid for 24 hours.',
  ];
  return {
    subject: 'Verify your Vineyard Valley account',
    text: `${lines.join('\n\n')}\n\n${link}\n\nIf you did not sign up, you can ignore this message.`,
    html: layout('Verify your email', [...lines, 'If you did not sign up, you can ignore this message.'], {
      label: 'Verify my email',
      url: link,
    }),
    link,
  };
}

export function registrationAttemptMail(loginUrl: string, resetUrl: string): MailContent {
  const lines = [
    'Someone tried to create a Vineyard Valley account with this email address, which already has an account.',
    'If it was you, sign in instead, or reset your password if you forgot it. If it was not you, you can ignore this message: nothing has changed.',
  ];
  return {
    subject: 'Someone tried to register with your email address',
    text: `${lines.join('\n\n')}\n\nSign in: ${loginUrl}\nReset your password: ${resetUrl}`,
    html: layout('An attempt to register with your address', lines, { label: 'Sign in', url: loginUrl }),
  };
}

export function resetMail(username: string, link: string): MailContent {
  const lines = [
    `Hello ${username},`,
    'We received a request to reset your Vineyard Valley password. The link is valid for 60 minutes and works once.',
  ];
  return {
    subject: 'Reset your Vineyard Valley password',
    text: `${lines.join('\n\n')}\n\n${link}\n\nIf you did not ask for this, you can ignore this message.`,
    html: layout('Reset your password', [...lines, 'If you did not ask for this, you can ignore this message.'], {
      label: 'Choose a new password',
      url: link,
    }),
    link,
  };
}
