import { Stack } from '@chakra-ui/react';
import { MESSAGES } from '@vineyard/domain';
import { PageHeader } from '../../components/PageHeader';
import { selectCurrentUser } from '../../lib/session/authSlice';
import { useAppSelector } from '../../lib/store/hooks';
import { ApiKeysSection } from './ApiKeysSection';

/** /settings: the account's settings (the game layout's Settings button). Today: personal API keys. */
export function SettingsPage() {
  const user = useAppSelector(selectCurrentUser);
  return (
    <Stack gap="6">
      <PageHeader title={MESSAGES.apiKeys.settingsTitle}>
        {user ? `Signed in as ${user.username} (${user.email}).` : null}
      </PageHeader>
      <ApiKeysSection isAdmin={user?.role === 'admin'} />
    </Stack>
  );
}
