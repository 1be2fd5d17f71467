import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES, REDIRECT_DELAYS_MS } from '@vineyard/domain';
import { routes } from '../router';
import { errorBody, mockApi, type MockHandler } from '../../test-utils/mockFetch';
import { renderRoutes } from '../../test-utils/render';

const SLOW = { timeout: 10_000 };

let api: ReturnType<typeof mockApi>;
afterEach(() => api?.restore());
beforeEach(() => localStorage.clear());

function serve(handler: MockHandler) {
  api = mockApi(handler);
}

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const where = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname;

describe('ForgotPasswordPage', () => {
  it('checks the e-mail address, then shows the server message instead of the form', async () => {
    serve(() => ({ status: 200, body: { data: {}, message: MESSAGES.auth.resetLinkSent } }));
    renderRoutes(routes, { initialEntries: ['/auth/forgot-password'] });
    await screen.findByRole('heading', { level: 1, name: 'Forgot Password' }, SLOW);

    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(MESSAGES.auth.emailRequired)).toBeInTheDocument();
    type('email', 'nope');
    expect(await screen.findByText(MESSAGES.auth.emailInvalid)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    type('email', 'Vintner@Example.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(MESSAGES.auth.resetLinkSent)).toBeInTheDocument();
    expect(input('email')).toBeNull();
    expect(api.callsTo('POST /api/auth/forgot-password')[0].body).toEqual({ email: 'vintner@example.test' });
  });

  it('says so when the server cannot be reached', async () => {
    serve(() => 'network');
    renderRoutes(routes, { initialEntries: ['/auth/forgot-password'] });
    await screen.findByRole('heading', { level: 1, name: 'Forgot Password' }, SLOW);
    type('email', 'vintner@example.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.common.offline);
  });
});

describe('ResetPasswordPage', () => {
  it('sends a link without its token to forgot-password', async () => {
    serve(() => ({ status: 500 }));
    const { router } = renderRoutes(routes, { initialEntries: ['/auth/reset-password'] });
    await screen.findByRole('heading', { level: 1, name: 'Forgot Password' }, SLOW);
    expect(where(router)).toBe('/auth/forgot-password');
  });

  it('applies the registration rules to the new password', async () => {
    serve(() => ({ status: 500 }));
    renderRoutes(routes, { initialEntries: ['/auth/reset-password/tok-1'] });
    await screen.findByRole('heading', { level: 1, name: 'Reset Password' }, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(MESSAGES.auth.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.auth.confirmPasswordRequired)).toBeInTheDocument();
    await waitFor(() => expect(input('password')).toHaveFocus());
    type('password', 'lowercase1!');
    type('confirmPassword', 'lowercase1?');
    expect(await screen.findByText(MESSAGES.auth.passwordWeak)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.auth.passwordsDoNotMatch)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's answer for a bad token with a way to ask for a new link", async () => {
    serve(() => ({ status: 400, body: errorBody(400, MESSAGES.auth.resetTokenExpired) }));
    renderRoutes(routes, { initialEntries: ['/auth/reset-password/tok-2'] });
    await screen.findByRole('heading', { level: 1, name: 'Reset Password' }, SLOW);
    type('password', 'Secret!123');
    type('confirmPassword', 'Secret!123');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent(MESSAGES.auth.resetTokenExpired);
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
  });

  it('resets, shows the message and goes to sign-in after 3 s', async () => {
    serve(() => ({ status: 200, body: { data: {}, message: MESSAGES.auth.passwordReset } }));
    const timers = jest.spyOn(globalThis, 'setTimeout');
    const { router } = renderRoutes(routes, { initialEntries: ['/auth/reset-password/tok-3'] });
    await screen.findByRole('heading', { level: 1, name: 'Reset Password' }, SLOW);
    type('password', 'Secret!123');
    type('confirmPassword', 'Secret!123');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(MESSAGES.auth.passwordReset)).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/reset-password')[0].body).toEqual({
      token: 'tok-3',
      password: 'Secret!123',
      confirmPassword: 'Secret!123',
    });
    // the move is scheduled with the spec's 3 s delay (checked on the timer, not on a loaded clock)
    expect(timers.mock.calls.some(([, ms]) => ms === REDIRECT_DELAYS_MS.afterPasswordReset)).toBe(true);
    timers.mockRestore();
    await waitFor(() => expect(where(router)).toBe('/auth/login'), {
      timeout: REDIRECT_DELAYS_MS.afterPasswordReset + 3000,
    });
  }, 15_000);
});
