import { useState } from 'react';
import { MESSAGES } from '@vineyard/domain';
import {
  useAdminDisableUserMutation,
  useAdminEnableUserMutation,
  useAdminListUsersQuery,
  useAdminSetUserRoleMutation,
  useAdminVerifyUserEmailMutation,
  type AdminUserDto,
} from '../../../api';
import { usePagedSearch } from '../../../hooks/usePagedSearch';
import { apiErrorMessage } from '../../../lib/alerts/apiError';
import { useAppSelector } from '../../../lib/store/hooks';
import { selectCurrentUser } from '../../../lib/session/authSlice';
import { toast } from '../../../lib/toast';
import { confirmation, CONFIRMED_ACTIONS, USER_ACTION_LABELS, type UserAction } from '../userActions';

export const USERS_PAGE_SIZE = 20;

type RoleFilter = '' | 'player' | 'admin';
export const ROLE_OPTIONS: readonly (readonly [RoleFilter, string])[] = [
  ['', 'All roles'],
  ['player', 'Players'],
  ['admin', 'Admins'],
];

const FALLBACK: Record<UserAction, string> = {
  verify: MESSAGES.admin.emailMarkedVerified,
  disable: MESSAGES.admin.userDisabled,
  enable: MESSAGES.admin.userEnabled,
  promote: MESSAGES.admin.roleUpdated,
  demote: MESSAGES.admin.roleUpdated,
};

/** A row action waiting for its confirmation. */
interface Pending {
  action: UserAction;
  user: AdminUserDto;
}

/**
 * Data and actions of the users panel: search, role filter and page, the users found, and the row
 * actions (verify, disable, enable, promote, demote), the risky ones after a confirmation.
 */
export function useUsersAdmin() {
  const { search, debounced, page, setPage, onSearch, firstPage } = usePagedSearch();
  const [role, setRole] = useState<RoleFilter>('');
  const currentUserId = useAppSelector(selectCurrentUser)?.id ?? null;

  const query = useAdminListUsersQuery({
    search: debounced || undefined,
    role: role || undefined,
    page,
    limit: USERS_PAGE_SIZE,
  });

  const [verify] = useAdminVerifyUserEmailMutation();
  const [disable] = useAdminDisableUserMutation();
  const [enable] = useAdminEnableUserMutation();
  const [setUserRole] = useAdminSetUserRoleMutation();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);

  async function run(action: UserAction, user: AdminUserDto) {
    setBusyId(user.id);
    try {
      const { id } = user;
      const result = await (
        action === 'verify'
          ? verify({ id })
          : action === 'disable'
            ? disable({ id })
            : action === 'enable'
              ? enable({ id })
              : setUserRole({ id, setRoleDto: { role: action === 'promote' ? 'admin' : 'player' } })
      ).unwrap();
      toast.success(result.message ?? FALLBACK[action], user.username);
    } catch (error) {
      toast.error(apiErrorMessage(error, `Could not ${USER_ACTION_LABELS[action].toLowerCase()} ${user.username}`));
    } finally {
      setBusyId(null);
      setPending(null);
    }
  }

  function choose(action: UserAction, user: AdminUserDto) {
    if (CONFIRMED_ACTIONS.has(action)) setPending({ action, user });
    else void run(action, user);
  }

  const users = query.currentData?.data.users ?? [];
  const pagination = query.currentData?.data.pagination;
  const filtered = debounced !== '' || role !== '';
  const dialog = pending ? confirmation(pending.action, pending.user.username) : null;

  return {
    search,
    onSearch,
    role,
    setRole: firstPage(setRole),
    setPage,
    query,
    users,
    pagination,
    filtered,
    currentUserId,
    busyId,
    pending,
    dialog,
    choose,
    run,
    cancel: () => busyId === null && setPending(null),
  };
}

export type UsersAdmin = ReturnType<typeof useUsersAdmin>;
