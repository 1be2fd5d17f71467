import { Stack } from '@chakra-ui/react';
import { LuUsers } from 'react-icons/lu';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable } from '../../../components/DataTable';
import { Pager } from '../../../components/Pager';
import { FilterSelect, SearchField, SearchToolbar } from '../../../components/SearchToolbar';
import { Empty, LoadFailed, Loading } from '../../../components/States';
import { ROLE_OPTIONS, useUsersAdmin } from '../hooks/useUsersAdmin';
import { UserRow } from './users/UserSections';

const COLUMNS = ['Username', 'E-mail', 'Role', 'Verified', 'Status', 'Sessions', 'Estates', 'Created', 'Actions'];

/** Users: search, role filter, a paginated table and the row actions (see userActions.ts). Data: useUsersAdmin. */
export function UsersPanel() {
  const admin = useUsersAdmin();
  const { search, onSearch, role, query, users, pagination, filtered, busyId, pending, dialog } = admin;

  return (
    <Stack gap="4">
      <SearchToolbar>
        <SearchField label="Search users" value={search} placeholder="Username or e-mail" onChange={onSearch} />
        <FilterSelect
          label="Role"
          value={role}
          onChange={admin.setRole}
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
          {users.map((user) => (
            <UserRow key={user.id} user={user} admin={admin} />
          ))}
        </DataTable>
      )}

      {pagination && users.length > 0 && (
        <Pager pagination={pagination} noun={['user', 'users']} busy={query.isFetching} onPage={admin.setPage} />
      )}

      <ConfirmDialog
        title={dialog?.title ?? null}
        description={dialog?.description}
        confirmLabel={dialog?.confirmLabel ?? ''}
        confirmPalette={dialog?.palette}
        loading={pending !== null && busyId === pending.user.id}
        onConfirm={() => pending && void admin.run(pending.action, pending.user)}
        onClose={admin.cancel}
      />
    </Stack>
  );
}
