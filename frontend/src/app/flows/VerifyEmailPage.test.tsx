import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES, REDIRECT_DELAYS_MS } from '@vineyard/domain';
import { routes } from '../router';
import { testSession } from '../../test-utils/fixtures';
import { errorBody, mockApi, type MockHandler } from '../../test-utils/mockFetch';
import { renderRoutes } from '../../test-utils/render';
import { afterVerificationPath } from '../../features/auth/onboarding';
import { forgetVerifications } from '../../features/auth/verifyOnce';

const SLOW = { timeout: 10_000 };

let api: ReturnType<typeof mockApi>;
afterEach(() => api?.restore());
beforeEach(() => {
  localStorage.clear();
  forgetVerifications();
});

function serve(verify: MockHandler, resend: MockHandler = () => ({ status: 200, body: { data: {} } })) {
  api = mockApi((call) => {
    if (call.path.startsWith('/api/auth/verify-email/')) return verify(call);
    if (call.path === '/api/auth/resend-verification') return resend(call);
    if (call.path === '/api/auth/me') return { status: 200, body: { data: { user: testSession().user } } };
    return { status: 200, body: { data: {} } };
  });
}

const where = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('VerifyEmailPage', () => {
  it('calls the single-use endpoint once under StrictMode, signs in and moves on after 2 s', async () => {
    serve(() => ({ status: 200, body: { data: testSession(), message: MESSAGES.auth.emailVerified } }));
    const timers = jest.spyOn(globalThis, 'setTimeout');
    const { router, store } = renderRoutes(routes, { initialEntries: ['/auth/verify-email/tok-ok'], strict: true });

    expect(await screen.findByText(MESSAGES.auth.emailVerified, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Email Verified' })).toBeInTheDocument();
    expect(store.getState().auth).toMatchObject({ accessToken: 'access-new', refreshToken: 'refresh-new' });
    expect(where(router)).toBe('/auth/verify-email/tok-ok');

    // the move is scheduled with the spec's 2 s delay (checked on the timer, not on a loaded clock)
    expect(timers.mock.calls.some(([, ms]) => ms === REDIRECT_DELAYS_MS.afterVerification)).toBe(true);
    timers.mockRestore();
    await waitFor(() => expect(where(router)).toBe('/auth/verify-success'), {
      timeout: REDIRECT_DELAYS_MS.afterVerification + 3000,
    });
    expect(await screen.findByRole('heading', { level: 1, name: "You're Verified!" }, SLOW)).toBeInTheDocument();
    expect(api.callsTo('/api/auth/verify-email/tok-ok')).toHaveLength(1);
  }, 15_000);

  it('keeps the decision about where to go in one place (the game once estates are known)', () => {
    expect(afterVerificationPath(null)).toBe('/auth/verify-success');
    expect(afterVerificationPath(0)).toBe('/auth/verify-success');
    expect(afterVerificationPath(2)).toBe('/game');
  });

  it.each([MESSAGES.auth.verifyTokenExpired, MESSAGES.auth.verifyTokenInvalid])(
    'offers a new link for "%s" and resends it',
    async (message) => {
      serve(
        () => ({ status: 400, body: errorBody(400, message) }),
        () => ({ status: 200, body: { data: {}, message: MESSAGES.auth.verificationSent } }),
      );
      renderRoutes(routes, { initialEntries: ['/auth/verify-email/tok-old'], strict: true });
      expect(
        await screen.findByRole('heading', { level: 1, name: MESSAGES.auth.verificationFailedHeading }, SLOW),
      ).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(screen.getByText(MESSAGES.auth.verificationExpired)).toBeInTheDocument();

      const resend = screen.getByRole('button', { name: 'Resend Verification Email' });
      fireEvent.click(resend);
      expect(await screen.findByText(MESSAGES.auth.emailRequired)).toBeInTheDocument();
      fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), { target: { value: 'Late@Example.test' } });
      fireEvent.click(resend);
      expect(await screen.findByText(MESSAGES.auth.verificationResent)).toBeInTheDocument();
      expect(api.callsTo('POST /api/auth/resend-verification')[0].body).toEqual({ email: 'late@example.test' });
      expect(api.callsTo('/api/auth/verify-email/tok-old')).toHaveLength(1);
    },
  );

  it('says when the resend failed', async () => {
    serve(
      () => ({ status: 400, body: errorBody(400, MESSAGES.auth.verifyTokenExpired) }),
      () => ({ status: 429, body: errorBody(429, MESSAGES.auth.tooManyAttempts) }),
    );
    renderRoutes(routes, { initialEntries: ['/auth/verify-email/tok-late'] });
    const email = await screen.findByRole('textbox', { name: /Email/ }, SLOW);
    fireEvent.change(email, { target: { value: 'late@example.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText(MESSAGES.auth.resendFailedLater)).toBeInTheDocument();
  });

  it('does not offer a resend for other failures, and uses the fallback text without a message', async () => {
    serve(() => ({ status: 500, body: 'oops' }));
    renderRoutes(routes, { initialEntries: ['/auth/verify-email/tok-500'] });
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(MESSAGES.auth.verifyFailed);
    expect(screen.queryByText(MESSAGES.auth.verificationExpired)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend Verification Email' })).not.toBeInTheDocument();
  });

  it('sends a link without its token to sign-in', async () => {
    serve(() => ({ status: 500 }));
    const { router } = renderRoutes(routes, { initialEntries: ['/auth/verify-email'] });
    await screen.findByRole('heading', { level: 1, name: 'Sign In' }, SLOW);
    expect(where(router)).toBe('/auth/login');
    expect(api.calls.filter((call) => call.path.startsWith('/api/auth/verify-email'))).toHaveLength(0);
  });
});

describe('VerifySuccessPage', () => {
  it('needs sign-in', async () => {
    serve(() => ({ status: 500 }));
    const { router } = renderRoutes(routes, { initialEntries: ['/auth/verify-success'] });
    await screen.findByRole('heading', { level: 1, name: 'Sign In' }, SLOW);
    expect(where(router)).toBe('/auth/login?redirect=%2Fauth%2Fverify-success');
  });

  it('shows the four steps with Verify done and leads on to the onboarding estate form', async () => {
    serve(() => ({ status: 500 }));
    localStorage.setItem('access_token', 'access-1');
    localStorage.setItem('refresh_token', 'refresh-1');
    const { router } = renderRoutes(routes, { initialEntries: ['/auth/verify-success'] });
    // The stored token loads the user first (guard rule 1).
    expect(await screen.findByText(/Welcome to the valley, vintner\./, {}, SLOW)).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Your progress' });
    // What assistive technology reads: the decorative indicators are hidden.
    const spoken = (item: Element) => {
      const copy = item.cloneNode(true) as Element;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return copy.textContent;
    };
    const items = Array.from(steps.querySelectorAll('li')).map(spoken);
    expect(items).toEqual(['Register (done)', 'Verify (done)', 'Estate (current)', 'Game (to do)']);
    expect(steps.querySelector('[aria-current="step"]')).toHaveTextContent('Estate');
    expect(screen.getByRole('link', { name: "I'll do this later" })).toHaveAttribute('href', '/');
    expect(screen.queryByText(MESSAGES.auth.alreadyHasEstate)).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: /Create Your Estate/ }));
    await waitFor(() => expect(where(router)).toBe('/create-estate?onboarding=true'), SLOW);
  });
});
