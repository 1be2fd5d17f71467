import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@vineyard/domain';
import { routes } from '../router';
import { errorBody, mockApi, type MockHandler } from '../../test-utils/mockFetch';
import { renderRoutes } from '../../test-utils/render';

const SLOW = { timeout: 10_000 };

let api: ReturnType<typeof mockApi>;
afterEach(() => api?.restore());
beforeEach(() => localStorage.clear());

function serve(registerAnswer: MockHandler, resendAnswer: MockHandler = () => ({ status: 200, body: { data: {} } })) {
  api = mockApi((call) => {
    if (call.path === '/api/auth/register') return registerAnswer(call);
    if (call.path === '/api/auth/resend-verification') return resendAnswer(call);
    return { status: 200, body: { data: {} } };
  });
}

async function openRegister() {
  const result = renderRoutes(routes, { initialEntries: ['/auth/register'] });
  await screen.findByRole('heading', { level: 1, name: 'Create Your Account' }, SLOW);
  return result;
}

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

async function fillValid() {
  type('username', 'new.vintner');
  type('email', ' New.Vintner@Example.test ');
  type('firstName', ' Ada ');
  type('password', 'Secret!123');
  type('confirmPassword', 'Secret!123');
  await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ })));
}

describe('RegisterPage', () => {
  it('shows every required message on an empty submit, focuses the username and sends nothing', async () => {
    serve(() => ({ status: 500 }));
    await openRegister();
    submit();
    for (const message of [
      MESSAGES.auth.usernameRequired,
      MESSAGES.auth.emailRequired,
      MESSAGES.auth.passwordRequired,
      MESSAGES.auth.confirmPasswordRequired,
      MESSAGES.auth.termsRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await waitFor(() => expect(input('username')).toHaveFocus());
    expect(input('username')).toHaveAttribute('aria-invalid', 'true');
    // The message is announced with the field.
    const describedBy = input('username').getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(
      MESSAGES.auth.usernameRequired,
    );
    // Optional fields stay quiet.
    expect(input('firstName')).not.toHaveAttribute('aria-invalid');
    expect(api.callsTo('/api/auth/register')).toHaveLength(0);
  });

  it("uses the domain's rules and messages for bad values, and the first bad field gets focus", async () => {
    serve(() => ({ status: 500 }));
    await openRegister();
    type('username', 'ok_name');
    type('email', 'not-an-address');
    type('password', 'weakpassword');
    type('confirmPassword', 'other');
    submit();
    expect(await screen.findByText(MESSAGES.auth.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.auth.passwordWeak)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.auth.passwordsDoNotMatch)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.auth.usernameInvalid)).not.toBeInTheDocument();
    await waitFor(() => expect(input('email')).toHaveFocus());

    // Messages follow the typing once shown.
    type('username', 'a b');
    expect(await screen.findByText(MESSAGES.auth.usernameInvalid)).toBeInTheDocument();
    type('password', 'Secret!123');
    await waitFor(() => expect(screen.queryByText(MESSAGES.auth.passwordWeak)).not.toBeInTheDocument());
    expect(api.callsTo('/api/auth/register')).toHaveLength(0);
  });

  it("shows the server's field errors next to their fields", async () => {
    serve(() => ({
      status: 409,
      body: errorBody(409, MESSAGES.auth.usernameTaken, [{ field: 'username', message: MESSAGES.auth.usernameTaken }]),
    }));
    await openRegister();
    await fillValid();
    submit();
    expect(await screen.findByText(MESSAGES.auth.usernameTaken)).toBeInTheDocument();
    expect(input('username')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(input('username')).toHaveFocus());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Changing the field clears the server's verdict.
    type('username', 'another.name');
    await waitFor(() => expect(screen.queryByText(MESSAGES.auth.usernameTaken)).not.toBeInTheDocument());
  });

  it('falls back to the registration failure text in a red box', async () => {
    serve(() => ({ status: 500, body: 'oops' }));
    await openRegister();
    await fillValid();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.auth.registerFailed);
  });

  it('on success hides the form, shows the page text and offers a resend', async () => {
    serve(() => ({ status: 201, body: { data: {}, message: MESSAGES.auth.registered } }));
    await openRegister();
    await fillValid();
    submit();
    expect(await screen.findByText(MESSAGES.auth.accountCreated)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Create your account' })).not.toBeInTheDocument();
    expect(input('username')).toBeNull();
    expect(api.callsTo('POST /api/auth/register')[0].body).toEqual({
      username: 'new.vintner',
      email: 'new.vintner@example.test',
      firstName: 'Ada',
      password: 'Secret!123',
      confirmPassword: 'Secret!123',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText(MESSAGES.auth.verificationResent)).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/resend-verification')[0].body).toEqual({ email: 'new.vintner@example.test' });
  });
});
