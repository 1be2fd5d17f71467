import { DEMO_ACCOUNTS } from './constants';
import { validateEmail, validatePassword, validateUsername } from './validation';

describe('DEMO_ACCOUNTS', () => {
  it.each(Object.entries(DEMO_ACCOUNTS))('%s satisfies the registration rules', (_kind, account) => {
    expect(validateUsername(account.username)).toBeNull();
    expect(validateEmail(account.email)).toBeNull();
    expect(validatePassword(account.password)).toBeNull();
  });
});
