import { Badge, Button, Stack, Text, Wrap } from '@chakra-ui/react';
import { formatNumber } from '@vineyard/domain';
import type { AdminUserDto } from '../../../../api';
import { DataCell, DataRow } from '../../../../components/DataTable';
import { formatDateTime } from '../../format';
import type { UsersAdmin } from '../../hooks/useUsersAdmin';
import { SELF_NOTE, USER_ACTION_LABELS, userActionRules } from '../../userActions';

/** The presentational parts of the users panel; data and actions come from useUsersAdmin. */

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

/** One user: name, e-mail, role, verification, status, counts and the actions allowed on them. */
export function UserRow({ user, admin }: { user: AdminUserDto; admin: UsersAdmin }) {
  const rules = userActionRules(user, admin.currentUserId);
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <DataRow label={user.username}>
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
                disabled={rules.self || admin.busyId === user.id}
                loading={admin.busyId === user.id && admin.pending?.action === action}
                aria-label={`${USER_ACTION_LABELS[action]}: ${user.username}`}
                title={rules.self ? SELF_NOTE : undefined}
                onClick={() => admin.choose(action, user)}
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
}
