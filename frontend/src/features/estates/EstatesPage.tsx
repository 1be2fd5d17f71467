import {
  Badge,
  Box,
  Button,
  Card,
  EmptyState,
  Flex,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { PageHeader } from '../../components/PageHeader';
import { LoadFailed, Loading } from '../../components/States';
import { ESTATE_TEMPLATE_INFO, formatMoney, formatNumber, MESSAGES, regionLabel } from '@vineyard/domain';
import { useState } from 'react';
import { LuPlus, LuTrash2, LuWine } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useDeleteEstateMutation, type EstateDto } from '../../api';
import { href, paths } from '../../config/paths';
import { useAlerts } from '../../lib/alerts/useAlerts';
import { toast } from '../../lib/toast';
import { ConfirmDeleteDialog } from './components/ConfirmDeleteDialog';
import { EstateForm } from './components/EstateForm';
import { InvitationsPanel } from './components/InvitationsPanel';
import { StatCard } from '../../components/StatCard';
import { estateTotals } from './estates';
import { useEstates, useEstateSelection } from '../../hooks/useEstates';

function EstateRow({
  estate,
  current,
  onSelect,
  onSetCurrent,
  onDelete,
}: {
  estate: EstateDto;
  current: boolean;
  onSelect: () => void;
  onSetCurrent: () => void;
  onDelete: () => void;
}) {
  return (
    <Card.Root
      as="li"
      variant="outline"
      size="sm"
      borderColor={current ? 'wine.400' : 'border.muted'}
      borderWidth={current ? '2px' : '1px'}
      aria-current={current ? 'true' : undefined}
      aria-label={estate.name}
    >
      <Card.Body>
        <Flex gap="4" direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'center' }}>
          <Stack gap="1" minW="0">
            <HStack gap="2" flexWrap="wrap">
              <Link asChild fontWeight="semibold" fontSize="lg" color="wine.800">
                <RouterLink to={href.estate(estate.id)}>{estate.name}</RouterLink>
              </Link>
              {current && <Badge colorPalette="green">Current</Badge>}
              {!estate.isPrimaryOwner && <Badge variant="outline">Co-owner</Badge>}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {regionLabel(estate.location)} · {ESTATE_TEMPLATE_INFO[estate.template].label} ·{' '}
              {formatNumber(estate.counts.plots)} {estate.counts.plots === 1 ? 'plot' : 'plots'}
            </Text>
            <Text fontSize="sm">
              <strong>{formatMoney(estate.money)}</strong> · Reputation {formatNumber(estate.reputation)}
            </Text>
          </Stack>
          <HStack gap="2" flexWrap="wrap" flexShrink={0}>
            <Button size="sm" colorPalette="wine" onClick={onSelect} aria-label={`Select ${estate.name}`}>
              Select
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={onSetCurrent}
              disabled={current}
              aria-label={current ? `${estate.name} is the current estate` : `Set ${estate.name} as current`}
            >
              {current ? 'Current Estate' : 'Set as Current'}
            </Button>
            {estate.isPrimaryOwner && (
              <Button
                size="sm"
                variant="ghost"
                colorPalette="red"
                onClick={onDelete}
                aria-label={`Delete ${estate.name}`}
              >
                <LuTrash2 aria-hidden /> Delete
              </Button>
            )}
          </HStack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

/** /estates (spec §2): summary cards, inline create form, the list. */
export function EstatesPage() {
  const { estates, loading, error, currentEstateId, refetch } = useEstates();
  const { select, created, deleted } = useEstateSelection();
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<EstateDto | null>(null);
  const [deleteEstate, deleteState] = useDeleteEstateMutation();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const totals = estateTotals(estates);

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      const result = await deleteEstate({ id: toDelete.id }).unwrap();
      deleted(toDelete.id);
      toast.success(result.message ?? MESSAGES.estate.deleted);
      setToDelete(null);
    } catch (failure) {
      alerts.showApiError(failure, MESSAGES.estate.deleteFailedRetry);
      setToDelete(null);
    }
  }

  return (
    <Stack gap="6">
      <PageHeader
        title="Manage Estates"
        actions={
          <>
            {!creating && (
              <Button colorPalette="wine" onClick={() => setCreating(true)}>
                <LuPlus aria-hidden /> New Estate
              </Button>
            )}
          </>
        }
      >
        Choose the estate to manage, found a new one or remove one you no longer need.
      </PageHeader>

      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4" as="section" aria-label="Summary">
        <StatCard label="Total Assets" value={formatMoney(totals.totalAssets)} />
        <StatCard label="Estates" value={formatNumber(totals.count)} />
        <StatCard label="Reputation" value={formatNumber(totals.highestReputation)} help="Highest among your estates" />
      </SimpleGrid>

      {creating && (
        <Box
          as="section"
          aria-label="New estate"
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border.muted"
          rounded="xl"
          p={{ base: '4', md: '6' }}
        >
          <Heading as="h2" size="lg" mb="4" color="wine.800">
            New Estate
          </Heading>
          <EstateForm
            onCancel={() => setCreating(false)}
            onCreated={(estate, message) => {
              created(estate);
              toast.success(message);
              setCreating(false);
            }}
          />
        </Box>
      )}

      <InvitationsPanel />

      <Stack as="section" aria-label="Your estates" gap="3">
        <Heading as="h2" size="lg">
          Your Estates
        </Heading>
        {loading ? (
          <Loading label="Loading your estates…" inline />
        ) : error && estates.length === 0 ? (
          <LoadFailed message={MESSAGES.estate.loadFailedRetry} onRetry={refetch} variant="inline" />
        ) : estates.length === 0 ? (
          <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="xl">
            <EmptyState.Content>
              <EmptyState.Indicator>
                <LuWine />
              </EmptyState.Indicator>
              <EmptyState.Title>No estates yet</EmptyState.Title>
              <EmptyState.Description>Found your first estate to start making wine.</EmptyState.Description>
              {!creating && (
                <Button colorPalette="wine" onClick={() => setCreating(true)}>
                  <LuPlus aria-hidden /> New Estate
                </Button>
              )}
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <Stack as="ul" gap="3" listStyle="none">
            {estates.map((estate) => (
              <EstateRow
                key={estate.id}
                estate={estate}
                current={estate.id === currentEstateId}
                onSelect={() => {
                  select(estate);
                  void navigate(paths.game.home);
                }}
                onSetCurrent={() => select(estate)}
                onDelete={() => setToDelete(estate)}
              />
            ))}
          </Stack>
        )}
      </Stack>

      <ConfirmDeleteDialog
        estateName={toDelete?.name ?? null}
        loading={deleteState.isLoading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
