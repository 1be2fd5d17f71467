import {
  Alert,
  Badge,
  Box,
  Breadcrumb,
  Button,
  Card,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  List,
  SimpleGrid,
  Spinner,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import {
  cooperativePrice,
  ESTATE_TEMPLATE_INFO,
  forecast,
  formatDate,
  formatMoney,
  formatNumber,
  grapeBuyerPrice,
  MESSAGES,
  regionLabel,
  type RegionKey,
} from '@vineyard/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { LuLogOut, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import {
  useAddEstateOwnerMutation,
  useDeleteEstateMutation,
  useGetEstateQuery,
  useLeaveEstateMutation,
  useRemoveEstateOwnerMutation,
  useRenameEstateMutation,
  useWithdrawEstateInvitationMutation,
  type EstateDto,
} from '../../api';
import { paths } from '../../config/paths';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { apiErrorStatus } from '../../lib/alerts/apiError';
import { useAlerts } from '../../lib/alerts/useAlerts';
import { toast } from '../../lib/toast';
import { useGameTime } from '../../hooks/useGameTime';
import { NotificationsPanel } from '../../components/NotificationsPanel';
import { ConfirmDeleteDialog } from './components/ConfirmDeleteDialog';
import { InlineRename } from './components/InlineRename';
import { ReputationPanel } from './components/ReputationPanel';
import { StatCard } from '../../components/StatCard';
import { ownerPayload } from './estates';
import { useEstates, useEstateSelection } from '../../hooks/useEstates';

/** The qualities the grape price table shows (the buyers pay by quality). */
const PRICE_QUALITIES = [50, 70, 90] as const;

const perKg = (price: number) => `€${price.toFixed(2)} / kg`;

function Panel({ title, children, note }: { title: string; children: ReactNode; note?: ReactNode }) {
  return (
    <Card.Root as="section" variant="outline" size="sm" aria-label={title}>
      <Card.Header pb="0">
        <HStack justify="space-between" gap="2" flexWrap="wrap">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {note}
        </HStack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Text fontSize="sm" color="fg.subtle" fontStyle="italic">
      {children}
    </Text>
  );
}

function Owners({ estate }: { estate: EstateDto }) {
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

function NotFound({ message }: { message: string }) {
  return (
    <Stack gap="4" maxW="2xl">
      <Alert.Root status="error" variant="surface" rounded="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>{message}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Box>
        <Button asChild variant="outline">
          <RouterLink to={paths.estates}>Back to My Estates</RouterLink>
        </Button>
      </Box>
    </Stack>
  );
}

/** /game/estate/:id (spec §2, "Estate detail"). */
export function EstateDetailPage() {
  const { id } = useParams();
  const query = useGetEstateQuery(id ? { id } : skipToken);
  const { currentEstateId } = useEstates();
  const { select, deleted } = useEstateSelection();
  const [rename, renameState] = useRenameEstateMutation();
  const [deleteEstate, deleteState] = useDeleteEstateMutation();
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [leaveEstate, leaveState] = useLeaveEstateMutation();
  const gameTime = useGameTime();
  const alerts = useAlerts();
  const navigate = useNavigate();

  if (!id) return <NotFound message={MESSAGES.estate.noId} />;
  const estate = query.currentData?.data.estate;
  if (!estate) {
    if (query.isError) {
      const status = apiErrorStatus(query.error);
      return (
        <NotFound
          message={
            status === 404 || status === 403 || status === 400
              ? MESSAGES.estate.notFound
              : MESSAGES.estate.detailsFailed
          }
        />
      );
    }
    return (
      <HStack gap="2" color="fg.muted">
        <Spinner size="sm" /> <Text>Loading estate…</Text>
      </HStack>
    );
  }

  const current = estate.id === currentEstateId;

  async function onRename(name: string): Promise<boolean> {
    try {
      await rename({ id: estate!.id, renameEstateDto: { name } }).unwrap();
      toast.success(MESSAGES.estate.renamed);
      return true;
    } catch (error) {
      alerts.showApiError(error, MESSAGES.estate.renameFailed);
      return false;
    }
  }

  async function onDelete() {
    try {
      const result = await deleteEstate({ id: estate!.id }).unwrap();
      deleted(estate!.id);
      toast.success(result.message ?? MESSAGES.estate.deleted);
      void navigate(paths.estates, { replace: true });
    } catch (error) {
      setConfirming(false);
      alerts.showApiError(error, MESSAGES.estate.deleteFailedRetry);
    }
  }

  async function onLeave() {
    try {
      const result = await leaveEstate({ id: estate!.id }).unwrap();
      deleted(estate!.id);
      toast.success(result.message ?? MESSAGES.estate.left);
      void navigate(paths.estates, { replace: true });
    } catch (error) {
      setLeaving(false);
      alerts.showApiError(error, MESSAGES.estate.leaveFailed);
    }
  }

  const days = gameTime ? forecast(estate.location, gameTime.dayIndex) : [];

  return (
    <Stack gap="6">
      <Breadcrumb.Root size="sm">
        <Breadcrumb.List>
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <RouterLink to={paths.game.home}>Game</RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <RouterLink to={paths.estates}>My Estates</RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink>{estate.name}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>

      <Flex
        gap="4"
        justify="space-between"
        align={{ base: 'stretch', md: 'flex-start' }}
        direction={{ base: 'column', md: 'row' }}
      >
        <Stack gap="1" minW="0">
          <InlineRename key={estate.name} name={estate.name} saving={renameState.isLoading} onSave={onRename} />
          <HStack gap="2" flexWrap="wrap" fontSize="sm" color="fg.muted">
            <Text>
              {regionLabel(estate.location)} · {ESTATE_TEMPLATE_INFO[estate.template].label} estate · founded{' '}
              {formatDate(estate.createdAt)}
            </Text>
            {current && <Badge colorPalette="green">Current</Badge>}
          </HStack>
        </Stack>
        <HStack gap="2" flexShrink={0} flexWrap="wrap">
          <Button variant="outline" disabled={current} onClick={() => select(estate)}>
            {current ? 'Current Estate' : 'Set as Current'}
          </Button>
          {estate.isPrimaryOwner ? (
            <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
              <LuTrash2 aria-hidden /> Delete
            </Button>
          ) : (
            <Button variant="outline" colorPalette="red" onClick={() => setLeaving(true)}>
              <LuLogOut aria-hidden /> Leave estate
            </Button>
          )}
        </HStack>
      </Flex>

      <SimpleGrid columns={{ base: 2, md: 5 }} gap="3" as="section" aria-label="Key figures">
        <StatCard label="Money" value={formatMoney(estate.money)} />
        <StatCard label="Reputation" value={formatNumber(estate.reputation)} />
        <StatCard label="Plots" value={formatNumber(estate.counts.plots)} />
        <StatCard label="Vines" value={formatNumber(estate.counts.vines)} />
        <StatCard label="Wines" value={formatNumber(estate.counts.wines)} />
      </SimpleGrid>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Owners estate={estate} />

        <Panel title="Inventory">
          <Stack gap="3" fontSize="sm">
            <Box>
              <Text fontWeight="semibold">Grapes</Text>
              {estate.inventory.grapes.length === 0 ? (
                <Empty>No grapes yet</Empty>
              ) : (
                estate.inventory.grapes.map((grape) => (
                  <Text key={grape.variety}>
                    {grape.variety}: {formatNumber(grape.amount)} kg (quality {grape.quality})
                  </Text>
                ))
              )}
            </Box>
            <Box>
              <Text fontWeight="semibold">Wine</Text>
              {estate.wines.length === 0 ? (
                <Empty>No wine yet</Empty>
              ) : (
                estate.wines.map((wine) => (
                  <Text key={wine.id}>
                    {wine.name} — {wine.status} (quality {wine.quality})
                  </Text>
                ))
              )}
            </Box>
            <Box>
              <Text fontWeight="semibold">Supplies</Text>
              {estate.inventory.supplies.length === 0 ? (
                <Empty>No supplies yet</Empty>
              ) : (
                estate.inventory.supplies.map((supply) => (
                  <Text key={supply.item}>
                    {supply.item}: {formatNumber(supply.amount)}
                  </Text>
                ))
              )}
            </Box>
          </Stack>
        </Panel>

        <Panel title="Weather" note={<Badge variant="subtle">Regional forecast</Badge>}>
          {days.length === 0 ? (
            <Empty>Forecast loads with the game time…</Empty>
          ) : (
            <SimpleGrid columns={3} gap="2">
              {days.map((day, index) => (
                <Stack key={day.dayIndex} gap="0.5" textAlign="center" bg="bg.subtle" rounded="md" p="2">
                  <Text fontSize="xs" color="fg.muted">
                    {index === 0 ? 'Today' : index === 1 ? 'Tomorrow' : `In ${index} days`}
                  </Text>
                  <Text fontWeight="semibold" fontSize="sm">
                    {day.condition}
                  </Text>
                  <Text fontSize="xs">
                    {day.highC}° / {day.lowC}°C
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
          )}
          <Text fontSize="xs" color="fg.muted" mt="2">
            Regional forecast for {regionLabel(estate.location)}.
          </Text>
        </Panel>

        <Panel title="Grape Prices" note={<Badge variant="subtle">{regionLabel(estate.location)}</Badge>}>
          <Table.Root size="sm">
            <Table.Body>
              {PRICE_QUALITIES.map((quality) => (
                <Table.Row key={quality}>
                  <Table.Cell>Grape buyers, quality {quality}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {perKg(grapeBuyerPrice(estate.location as RegionKey, quality))}
                  </Table.Cell>
                </Table.Row>
              ))}
              <Table.Row>
                <Table.Cell>Cooperative, any quality</Table.Cell>
                <Table.Cell textAlign="end">{perKg(cooperativePrice(estate.location as RegionKey))}</Table.Cell>
              </Table.Row>
            </Table.Body>
          </Table.Root>
          <Text fontSize="xs" color="fg.muted" mt="2">
            The regional grape buyers' list prices: they pay less as their season's pool fills, and the cooperative
            takes the rest. Sell grapes from the Market tab.
          </Text>
        </Panel>

        <ReputationPanel estateId={estate.id} />

        <NotificationsPanel estateId={estate.id} title="Recent Activity" />
      </SimpleGrid>

      <ConfirmDialog
        title={leaving ? MESSAGES.estate.leaveTitle(estate.name) : null}
        description={MESSAGES.estate.leaveConfirm}
        confirmLabel="Leave estate"
        loading={leaveState.isLoading}
        onConfirm={() => void onLeave()}
        onClose={() => setLeaving(false)}
      />
      <ConfirmDeleteDialog
        estateName={confirming ? estate.name : null}
        loading={deleteState.isLoading}
        onConfirm={() => void onDelete()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
