import { Badge, Button, Stack, Text, Wrap } from '@chakra-ui/react';
import { formatNumber } from '@vineyard/domain';
import { useState } from 'react';
import { LuUsers } from 'react-icons/lu';
import {
  useAdminDisableUserMutation,
  useAdminEnableUserMutation,
  useAdminListUsersQuery,
  useAdminSetUserRoleMutation,
  useAdminVerifyUserEmailMutation,
  type AdminUserDto,
} from '../../../api';
import { useAppSelector } from '../../../lib/store/hooks';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { usePagedSearch } from '../../../hooks/usePagedSearch';
import { FilterSelect, SearchField, SearchToolbar } from '../../../components/SearchToolbar';
import { apiErrorMessage } from '../../../lib/alerts/apiError';
import { toast } from '../../../lib/toast';
import { selectCurrentUser } from '../../../lib/session/authSlice';
import { formatDateTime } from '../format';
import {
  confirmation,
  CONFIRMED_ACTIONS,
  SELF_NOTE,
  USER_ACTION_LABELS,
  userActionRules,
  type UserAction,
} from '../userActions';
import { DataCell, DataRow, DataTable } from '../../../components/DataTable';
import { Pager } from '../../../components/Pager';
import { Empty, LoadFailed, Loading } from '../../../components/States';

export const USERS_PAGE_SIZE = 20;

type RoleFilter = '' | 'player' | 'admin';
const ROLE_OPTIONS: readonly (readonly [RoleFilter, string])[] = [
  ['', 'All roles'],
  ['player', 'Players'],
  ['admin', 'Admins'],
];

const COLUMNS = ['Username', 'E-mail', 'Role', 'Verified', 'Status', 'Sessions', 'Estates', 'Created', 'Actions'];

const FALLBACK: Record<UserAction, string> = {
  verify: 'E-mail marked as verified',
  disable: 'User disabled',
  enable: 'User enabled',
  promote: 'Role updated',
  demote: 'Role updated',
};

function RoleBadge({ role }: { role: AdminUserDto['role'] }) {
  return role === 'admin' ? (
    <Badge colorPalette="purple" variant="solid">
      Admin
    </Badge>
  ) : (
    <Badge colorPalette="gray" variant="subtle">
      Player
    </Badge>
  );
}

interface Pending {
  action: UserAction;
  user: AdminUserDto;
}

/** Users: search, role filter, a paginated table and the row actions (see userActions.ts). */
export function UsersPanel() {
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

  return (
    <Stack gap="4">
      <SearchToolbar>
        <SearchField label="Search users" value={search} placeholder="Username or e-mail" onChange={onSearch} />
        <FilterSelect
          label="Role"
          value={role}
          onChange={firstPage(setRole)}
          options={ROLE_OPTIONS}
          width={{ base: 'full', md: '48' }}
        />
      </SearchToolbar>

      {query.isError && !query.currentData ? (
        <LoadFailed error={query.error} fallback="Failed to load users." onRetry={() => void query.refetch()} />
      ) : !query.currentData ? (
        <Loading label="Loading users…" />
      ) : users.length === 0 ? (
        <Empty icon={<LuUsers />}>{filtered ? 'No users match these filters.' : 'No users yet.'}</Empty>
      ) : (
        <DataTable label="Users" columns={COLUMNS} busy={query.isFetching}>
          {users.map((user) => {
            const rules = userActionRules(user, currentUserId);
            const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
            return (
              <DataRow key={user.id} label={user.username}>
                <DataCell label="Username">
                  <Text fontWeight="semibold">{user.username}</Text>
                  {name && (
                    <Text fontSize="xs" color="fg.muted">
                      {name}
                    </Text>
                  )}
                </DataCell>
                <DataCell label="E-mail">
                  <Text fontSize="sm">{user.email}</Text>
                </DataCell>
                <DataCell label="Role">
                  <RoleBadge role={user.role} />
                </DataCell>
                <DataCell label="Verified">
                  {user.emailVerified ? (
                    <Badge colorPalette="green" variant="subtle">
                      Verified
                    </Badge>
                  ) : (
                    <Badge colorPalette="orange" variant="subtle">
                      Unverified
                    </Badge>
                  )}
                </DataCell>
                <DataCell label="Status">
                  {user.disabledAt ? (
                    <Badge colorPalette="red" variant="solid" title={`Disabled ${formatDateTime(user.disabledAt)}`}>
                      Disabled
                    </Badge>
                  ) : (
                    <Badge colorPalette="green" variant="outline">
                      Active
                    </Badge>
                  )}
                </DataCell>
                <DataCell label="Sessions">{formatNumber(user.liveSessions)}</DataCell>
                <DataCell label="Estates">{formatNumber(user.estates)}</DataCell>
                <DataCell label="Created">
                  <Text fontSize="sm" whiteSpace="nowrap">
                    {formatDateTime(user.createdAt)}
                  </Text>
                </DataCell>
                <DataCell label="Actions" wide>
                  <Stack gap="1" align={{ base: 'stretch', md: 'flex-start' }}>
                    <Wrap gap="1.5">
                      {rules.actions.map((action) => (
                        <Button
                          key={action}
                          size="xs"
                          variant="outline"
                          colorPalette={
                            action === 'disable' || action === 'demote' ? 'red' : action === 'enable' ? 'green' : 'wine'
                          }
                          disabled={rules.self || busyId === user.id}
                          loading={busyId === user.id && pending?.action === action}
                          aria-label={`${USER_ACTION_LABELS[action]}: ${user.username}`}
                          title={rules.self ? SELF_NOTE : undefined}
                          onClick={() => choose(action, user)}
                        >
                          {USER_ACTION_LABELS[action]}
                        </Button>
                      ))}
                    </Wrap>
                    {rules.self && (
                      <Text fontSize="xs" color="fg.muted">
                        This is you.
                      </Text>
                    )}
                  </Stack>
                </DataCell>
              </DataRow>
            );
          })}
        </DataTable>
      )}

      {pagination && users.length > 0 && (
        <Pager pagination={pagination} noun={['user', 'users']} busy={query.isFetching} onPage={setPage} />
      )}

      <ConfirmDialog
        title={dialog?.title ?? null}
        description={dialog?.description}
        confirmLabel={dialog?.confirmLabel ?? ''}
        confirmPalette={dialog?.palette}
        loading={pending !== null && busyId === pending.user.id}
        onConfirm={() => pending && void run(pending.action, pending.user)}
        onClose={() => busyId === null && setPending(null)}
      />
    </Stack>
  );
}
