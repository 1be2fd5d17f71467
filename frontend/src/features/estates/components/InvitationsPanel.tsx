import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDate, MESSAGES, regionLabel } from '@vineyard/domain';
import {
  useAcceptInvitationMutation,
  useDeclineInvitationMutation,
  useListInvitationsQuery,
  type InvitationDto,
} from '../../../api';
import { useAlerts } from '../../../lib/alerts/useAlerts';
import { toast } from '../../../lib/toast';

const e = MESSAGES.estate;

/**
 * The player's pending co-ownership invitations with Accept and Decline (nobody becomes a
 * co-owner without accepting). Shows nothing while there are none.
 */
export function InvitationsPanel() {
  const query = useListInvitationsQuery();
  const [accept, accepting] = useAcceptInvitationMutation();
  const [decline, declining] = useDeclineInvitationMutation();
  const alerts = useAlerts();
  const invitations = query.currentData?.data.invitations ?? [];
  if (query.isError && invitations.length === 0) {
    return (
      <Text color="fg.error" fontSize="sm">
        {e.invitationsLoadFailed}
      </Text>
    );
  }
  if (invitations.length === 0) return null;

  async function onAccept(invitation: InvitationDto) {
    try {
      const result = await accept({ id: invitation.id }).unwrap();
      toast.success(result.message ?? e.invitationAccepted(invitation.estateName));
    } catch (error) {
      alerts.showApiError(error, e.acceptFailed);
    }
  }

  async function onDecline(invitation: InvitationDto) {
    try {
      const result = await decline({ id: invitation.id }).unwrap();
      toast.success(result.message ?? e.invitationDeclined);
    } catch (error) {
      alerts.showApiError(error, e.declineFailed);
    }
  }

  return (
    <Stack as="section" aria-label={e.invitationsTitle} gap="3">
      <Heading as="h2" size="lg">
        {e.invitationsTitle}
      </Heading>
      <Stack as="ul" gap="2" listStyle="none">
        {invitations.map((invitation) => (
          <Card.Root as="li" key={invitation.id} variant="outline" size="sm" aria-label={invitation.estateName}>
            <Card.Body>
              <HStack justify="space-between" gap="3" flexWrap="wrap">
                <Stack gap="0.5" minW="0">
                  <Text fontWeight="semibold">{invitation.estateName}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {regionLabel(invitation.location)} · {e.invitedBy(invitation.invitedBy)} ·{' '}
                    {formatDate(invitation.createdAt)}
                  </Text>
                </Stack>
                <HStack gap="2">
                  <Button
                    size="sm"
                    colorPalette="wine"
                    loading={accepting.isLoading && accepting.originalArgs?.id === invitation.id}
                    onClick={() => void onAccept(invitation)}
                    aria-label={`Accept the invitation to ${invitation.estateName}`}
                  >
                    Accept
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    loading={declining.isLoading && declining.originalArgs?.id === invitation.id}
                    onClick={() => void onDecline(invitation)}
                    aria-label={`Decline the invitation to ${invitation.estateName}`}
                  >
                    Decline
                  </Button>
                </HStack>
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </Stack>
  );
}
