import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEMO_ACCOUNTS, MESSAGES } from '@vineyard/domain';
import { routes } from '../router';
import { testSession } from '../../test-utils/fixtures';
import { errorBody, mockApi, type MockHandler } from '../../test-utils/mockFetch';
import { renderRoutes } from '../../test-utils/render';

const SLOW = { timeout: 10_000 };

let api: ReturnType<typeof mockApi>;
afterEach(() => api?.restore());
beforeEach(() => localStorage.clear());

function serve(login: MockHandler, demoAccounts = false) {
  api = mockApi((call) => {
    if (call.path === '/api/config') return { status: 200, body: { data: { demoAccounts } } };
    if (call.path === '/api/auth/login') return login(call);
    if (call.path === '/api/auth/resend-verification') {
      return { status: 200, body: { data: {}, message: MESSAGES.auth.verificationSent } };
    }
    return { status: 404, body: errorBody(404, 'Not found') };
  });
  return api;
}

async function openLogin(path = '/auth/login') {
  const result = renderRoutes(routes, { initialEntries: [path] });
  await screen.findByRole('heading', { level: 1, name: 'Sign In' }, SLOW);
  return result;
}

const identifier = () => screen.getByRole('textbox', { name: /Email or username/ });
const password = () => screen.getByLabelText(/^Password/, { selector: 'input' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
const where = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

function fill(id: string, pass: string) {
  fireEvent.change(identifier(), { target: { value: id } });
  fireEvent.change(password(), { target: { value: pass } });
}

describe('LoginPage', () => {
  it('checks both fields before sending anything and focuses the first invalid one', async () => {
    serve(() => ({ status: 500 }));
    await openLogin();
    submit();
    expect(await screen.findByText(MESSAGES.auth.identifierRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.auth.passwordRequired)).toBeInTheDocument();
    expect(identifier()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(identifier()).toHaveFocus());

    // A blank identifier is still missing; the password message goes once one is typed.
    fill('   ', 'secret');
    submit();
    expect(await screen.findByText(MESSAGES.auth.identifierRequired)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.auth.passwordRequired)).not.toBeInTheDocument();
    expect(api.callsTo('/api/auth/login')).toHaveLength(0);
  });

  it('signs in, stores the session, sends remember-me and goes to a safe redirect target', async () => {
    serve(() => ({ status: 200, body: { data: testSession() } }));
    const { router, store } = await openLogin('/auth/login?redirect=%2Fgame%2Fplots%3Fsort%3Dsize');
    fill(' vintner ', 'Secret!123');
    // Ark's checkbox reports the change a microtask later.
    await act(async () => fireEvent.click(screen.getByText('Remember me')));
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    submit();
    await waitFor(() => expect(where(router)).toBe('/game/plots?sort=size'), SLOW);
    expect(api.callsTo('POST /api/auth/login')[0].body).toEqual({
      identifier: 'vintner',
      password: 'Secret!123',
      rememberMe: true,
    });
    expect(store.getState().auth).toMatchObject({ accessToken: 'access-new', refreshToken: 'refresh-new' });
    expect(store.getState().auth.user?.username).toBe('vintner');
    expect(localStorage.getItem('access_token')).toBe('access-new');
  });

  it.each(['//evil.example/game', 'https://evil.example/', '/\\evil.example', '/auth/register'])(
    'ignores the redirect target %s and goes to the game',
    async (target) => {
      serve(() => ({ status: 200, body: { data: testSession() } }));
      const { router } = await openLogin(`/auth/login?redirect=${encodeURIComponent(target)}`);
      fill('vintner', 'Secret!123');
      submit();
      await waitFor(() => expect(where(router)).toBe('/game'), SLOW);
    },
  );

  it("shows the server's message in a red box, and the fallback or offline text without one", async () => {
    let answer: ReturnType<MockHandler> = { status: 401, body: errorBody(401, MESSAGES.auth.invalidCredentials) };
    serve(() => answer);
    const { store } = await openLogin();
    fill('vintner', 'wrong');
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.auth.invalidCredentials);
    expect(store.getState().auth.accessToken).toBeNull();

    answer = { status: 500, body: 'not json' };
    submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.auth.loginFailed));

    answer = 'network';
    submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.common.offline));

    answer = { status: 200, body: { data: {} } };
    submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.auth.noToken));
  });

  it('offers a new verification link for an unverified e-mail address', async () => {
    serve(() => ({ status: 403, body: errorBody(403, MESSAGES.auth.emailNotVerified) }));
    await openLogin();
    fill('new_player', 'Secret!123');
    submit();
    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent(MESSAGES.auth.emailNotVerified);
    // A username cannot receive mail: the box says what to do instead.
    expect(within(box).queryByRole('button', { name: 'Send a new verification link' })).not.toBeInTheDocument();
    expect(box).toHaveTextContent('enter your e-mail address above');

    fireEvent.change(identifier(), { target: { value: 'New@Example.test' } });
    fireEvent.click(await within(box).findByRole('button', { name: 'Send a new verification link' }));
    expect(await within(box).findByText(MESSAGES.auth.verificationSent)).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/resend-verification')[0].body).toEqual({ email: 'new@example.test' });
  });

  it('shows the demo buttons only when the server has demo accounts, and they fill in the form', async () => {
    serve(() => ({ status: 500 }), false);
    const first = await openLogin();
    await waitFor(() => expect(api.callsTo('/api/config')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Demo Player' })).not.toBeInTheDocument();
    first.unmount();
    api.restore();

    serve(() => ({ status: 200, body: { data: testSession() } }), true);
    const { router } = await openLogin();
    fireEvent.click(await screen.findByRole('button', { name: 'Demo Admin' }));
    expect(identifier()).toHaveValue(DEMO_ACCOUNTS.admin.email);
    expect(password()).toHaveValue(DEMO_ACCOUNTS.admin.password);
    fireEvent.click(screen.getByRole('button', { name: 'Demo Player' }));
    expect(identifier()).toHaveValue(DEMO_ACCOUNTS.player.email);
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveFocus();
    expect(api.callsTo('/api/auth/login')).toHaveLength(0);
    await act(async () => submit());
    await waitFor(() => expect(where(router)).toBe('/game'), SLOW);
  });

  it('toggles the password between hidden and shown', async () => {
    serve(() => ({ status: 500 }));
    await openLogin();
    expect(password()).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password()).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });
});
