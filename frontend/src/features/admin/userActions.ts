import type { AdminUserDto } from '../../api';

/** What an admin can do to an account from the users table. */
export type UserAction = 'verify' | 'disable' | 'enable' | 'promote' | 'demote';

export interface UserActionRules {
  /** The actions offered, in display order. */
  actions: UserAction[];
  /** The signed-in admin's own row: every action is shown but disabled (the API refuses them). */
  self: boolean;
}

export const USER_ACTION_LABELS: Record<UserAction, string> = {
  verify: 'Mark verified',
  disable: 'Disable',
  enable: 'Enable',
  promote: 'Promote to admin',
  demote: 'Demote to player',
};

/** Shown on the own row; the API's answer to any change of one's own account. */
export const SELF_NOTE = 'You cannot change your own account here';

/**
 * The row actions of one user: "Mark verified" only while unverified; Disable or Enable by the
 * account's state; Promote or Demote by its role. The admin's own row gets the same buttons,
 * disabled. The last-admin rule is the server's (409), shown as an error toast.
 */
export function userActionRules(
  user: Pick<AdminUserDto, 'id' | 'emailVerified' | 'disabledAt' | 'role'>,
  currentUserId: string | null | undefined,
): UserActionRules {
  const actions: UserAction[] = [];
  if (!user.emailVerified) actions.push('verify');
  actions.push(user.disabledAt ? 'enable' : 'disable');
  actions.push(user.role === 'admin' ? 'demote' : 'promote');
  return { actions, self: Boolean(currentUserId) && user.id === currentUserId };
}

/** Actions that ask first: disabling ends sessions, role changes grant or remove the console. */
export const CONFIRMED_ACTIONS: ReadonlySet<UserAction> = new Set(['disable', 'promote', 'demote']);

export function confirmation(action: UserAction, username: string) {
  switch (action) {
    case 'disable':
      return {
        title: `Disable ${username}?`,
        description: `Disabling ends every session of ${username} at once: they are signed out on their next request and cannot sign in again until an admin enables the account.`,
        confirmLabel: 'Disable account',
        palette: 'red' as const,
      };
    case 'promote':
      return {
        title: `Promote ${username} to admin?`,
        description: `${username} will be able to open this console, change other accounts and run the game clock.`,
        confirmLabel: 'Promote to admin',
        palette: 'wine' as const,
      };
    case 'demote':
      return {
        title: `Demote ${username} to player?`,
        description: `${username} loses access to the admin console. The last active admin cannot be demoted.`,
        confirmLabel: 'Demote to player',
        palette: 'red' as const,
      };
    default:
      return null;
  }
}
