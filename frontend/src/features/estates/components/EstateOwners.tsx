import { Badge, Button, Field, HStack, Input, List, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@vineyard/domain';
import { useState, type FormEvent } from 'react';
import {
  useAddEstateOwnerMutation,
  useRemoveEstateOwnerMutation,
  useWithdrawEstateInvitationMutation,
  type EstateDto,
} from '../../../api';
import { Panel } from '../../../components/Panel';
import { useAlerts } from '../../../lib/alerts/useAlerts';
import { toast } from '../../../lib/toast';
import { ownerPayload } from '../estates';

/** Ownership: owners, pending invitations and the invite form. */
export function EstateOwners({ estate }: { estate: EstateDto }) {
  const [entry, setEntry] = useState('');
  const [addOwner, adding] = useAddEstateOwnerMutation();
  const [removeOwner, removing] = useRemoveEstateOwnerMutation();
  const [withdraw, withdrawing] = useWithdrawEstateInvitationMutation();
  const alerts = useAlerts();

  async function onAdd(event: FormEvent) {
    event.preventDefault();
    if (!entry.trim()) return alerts.error(MESSAGES.estate.ownerRequired);
    try {
      const result = await addOwner({ id: estate.id, addOwnerDto: ownerPayload(entry) }).unwrap();
      toast.success(result.message ?? MESSAGES.estate.invitationSent);
      setEntry('');
    } catch (error) {
      alerts.showApiError(error, MESSAGES.estate.addOwnerFailed);
    }
  }

  async function onRemove(userId: string) {
    try {
      const result = await removeOwner({ id: estate.id, userId }).unwrap();
      toast.success(result.message ?? MESSAGES.estate.ownerRemoved);
    } catch (error) {
      alerts.showApiError(error, MESSAGES.estate.removeOwnerFailed);
    }
  }

  async function onWithdraw(invitationId: string) {
    try {
      const result = await withdraw({ id: estate.id, invitationId }).unwrap();
      toast.success(result.message ?? MESSAGES.estate.invitationWithdrawn);
    } catch (error) {
      alerts.showApiError(error, MESSAGES.estate.withdrawFailed);
    }
  }

  return (
    <Panel title="Ownership">
      <Stack gap="4">
        <List.Root as="ul" listStyle="none" gap="2">
          {estate.owners.map((owner) => (
            <List.Item key={owner.userId} display="flex" alignItems="center" justifyContent="space-between" gap="2">
              <HStack gap="2" minW="0">
                <Text fontWeight="medium" truncate>
                  {owner.username}
                </Text>
                {owner.isPrimary && <Badge colorPalette="wine">Primary owner</Badge>}
              </HStack>
              {estate.isPrimaryOwner && !owner.isPrimary && (
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  loading={removing.isLoading && removing.originalArgs?.userId === owner.userId}
                  onClick={() => void onRemove(owner.userId)}
                  aria-label={`Remove ${owner.username}`}
                >
                  Remove
                </Button>
              )}
            </List.Item>
          ))}
          {estate.pendingInvitations.map((invitation) => (
            <List.Item key={invitation.id} display="flex" alignItems="center" justifyContent="space-between" gap="2">
              <HStack gap="2" minW="0">
                <Text truncate color="fg.muted">
                  {invitation.invitee}
                </Text>
                <Badge variant="outline">Invitation pending</Badge>
              </HStack>
              <Button
                size="xs"
                variant="ghost"
                loading={withdrawing.isLoading && withdrawing.originalArgs?.invitationId === invitation.id}
                onClick={() => void onWithdraw(invitation.id)}
                aria-label={`Withdraw the invitation to ${invitation.invitee}`}
              >
                Withdraw
              </Button>
            </List.Item>
          ))}
        </List.Root>
        <form onSubmit={(event) => void onAdd(event)} aria-label="Invite a co-owner">
          <Field.Root>
            <Field.Label fontSize="sm">Invite a co-owner</Field.Label>
            <HStack gap="2" width="full">
              <Input
                size="sm"
                value={entry}
                placeholder="User id or e-mail address"
                onChange={(event) => setEntry(event.target.value)}
                bg="bg.panel"
              />
              <Button size="sm" type="submit" variant="outline" loading={adding.isLoading}>
                Invite
              </Button>
            </HStack>
            <Field.HelperText>They become a co-owner once they accept the invitation.</Field.HelperText>
          </Field.Root>
        </form>
      </Stack>
    </Panel>
  );
}
