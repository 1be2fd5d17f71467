import { Badge, Box, Button, Field, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatGameDayShortForm, formatMoney, formatNumber, MESSAGES } from '@vineyard/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState, type FormEvent } from 'react';
import {
  useBuildCellarDoorMutation,
  useGetCellarDoorQuery,
  useListEstateWinesQuery,
  useSellAtCellarDoorMutation,
} from '../../../api';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { newIdempotencyKey } from '../../../components/FormDialog';
import { EmptyText, Panel } from '../../../components/Panel';
import { apiErrorMessage } from '../../../lib/alerts/apiError';
import { toast } from '../../../lib/toast';

const c = MESSAGES.cellarDoor;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box minW="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold">{value}</Text>
    </Box>
  );
}

/**
 * The Winery tab's cellar door (issue 35, item 1): before it is built, its price and upkeep and a
 * Build with a confirmation; afterwards this month's visitors (the demand, what was sold, what is
 * left) and a sale of a wine's bottles to them.
 */
export function CellarDoorPanel({ estateId, money }: { estateId: string | null; money: number | null }) {
  const query = useGetCellarDoorQuery(estateId ? { estateId } : skipToken);
  const door = query.currentData?.data.door;
  const wines = useListEstateWinesQuery(estateId && door?.built ? { estateId } : skipToken);
  const lots = (wines.currentData?.data.wines ?? []).filter((w) => w.bottles > 0);
  const [asking, setAsking] = useState(false);
  const [key, setKey] = useState('');
  const [lotId, setLotId] = useState('');
  const [bottles, setBottles] = useState('');
  const [build, buildState] = useBuildCellarDoorMutation();
  const [sell, sellState] = useSellAtCellarDoorMutation();
  const chosen = lots.find((l) => l.id === lotId) ?? lots[0];

  const ask = () => {
    setKey(newIdempotencyKey('cellar-door'));
    setAsking(true);
  };
  const confirm = async () => {
    if (!estateId) return;
    try {
      const result = await build({ estateId, 'Idempotency-Key': key }).unwrap();
      toast.success(result.message ?? 'Cellar door built');
    } catch (failure) {
      toast.error(apiErrorMessage(failure));
    }
    setAsking(false);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!estateId || !chosen) return;
    try {
      const result = await sell({
        estateId,
        'Idempotency-Key': newIdempotencyKey('cellar-door-sale'),
        sellAtCellarDoorDto: { lotId: chosen.id, bottles: Number(bottles) },
      }).unwrap();
      toast.success(result.message ?? 'Sold at the cellar door');
      setBottles('');
    } catch (failure) {
      toast.error(apiErrorMessage(failure));
    }
  };

  const short = door !== undefined && !door.built && money !== null && money < door.price;
  return (
    <Panel
      title="Cellar door"
      note={
        door ? (
          <Badge variant="subtle" colorPalette={door.built ? 'green' : 'gray'}>
            {door.built ? 'Open' : 'Not built'}
          </Badge>
        ) : undefined
      }
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          Visitors to a tasting room buy bottles at {door ? `${door.premium}×` : 'a premium over'} the market&apos;s
          list price, as many as come in the month: more in summer and with a better reputation.
        </Text>
        {!estateId ? (
          <EmptyText>Choose an estate to see its cellar door.</EmptyText>
        ) : query.isError ? (
          <Text color="fg.error" role="alert">
            {c.loadFailed}
          </Text>
        ) : !door ? (
          <EmptyText>Loading the cellar door…</EmptyText>
        ) : (
          <>
            <SimpleGrid columns={{ base: 2, sm: 4 }} gap="3" aria-label="Cellar door figures" role="group">
              <Figure label="Visitors this month" value={`${formatNumber(door.demand)} bottles`} />
              <Figure label="Sold" value={`${formatNumber(door.sold)} bottles`} />
              <Figure label="Left" value={`${formatNumber(door.demandLeft)} bottles`} />
              <Figure label="New month" value={formatGameDayShortForm(door.nextMonthDay)} />
            </SimpleGrid>
            {!door.built ? (
              <Stack
                direction={{ base: 'column', sm: 'row' }}
                justifyContent="space-between"
                alignItems={{ base: 'flex-start', sm: 'center' }}
                gap="2"
              >
                <Text fontSize="xs" color="fg.muted">
                  Building it costs {formatMoney(door.price)} and {formatMoney(door.monthlyUpkeep)} a month in upkeep.
                </Text>
                <Button
                  size="xs"
                  colorPalette="wine"
                  flexShrink={0}
                  disabled={short}
                  title={short ? c.notEnoughMoney(formatMoney(door.price)) : undefined}
                  onClick={ask}
                  aria-label={`Build the cellar door for ${formatMoney(door.price)}`}
                >
                  Build
                </Button>
              </Stack>
            ) : lots.length === 0 ? (
              <EmptyText>No bottled wine to pour for the visitors yet.</EmptyText>
            ) : (
              <Stack
                as="form"
                aria-label="Sell at the cellar door"
                onSubmit={(e) => void submit(e)}
                direction={{ base: 'column', sm: 'row' }}
                gap="2"
                alignItems={{ base: 'stretch', sm: 'flex-end' }}
              >
                <Field.Root flex="2" minW="0">
                  <Field.Label fontSize="xs">Wine</Field.Label>
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field value={chosen?.id ?? ''} onChange={(e) => setLotId(e.target.value)}>
                      {lots.map((lot) => (
                        <option key={lot.id} value={lot.id}>
                          {lot.name} ({formatNumber(lot.bottles)} bottles)
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Field.Root flex="1" minW="0">
                  <Field.Label fontSize="xs">Bottles</Field.Label>
                  <Input
                    size="sm"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={Math.min(door.demandLeft, chosen?.bottles ?? 0)}
                    value={bottles}
                    onChange={(e) => setBottles(e.target.value)}
                  />
                </Field.Root>
                <Button
                  type="submit"
                  size="sm"
                  colorPalette="wine"
                  loading={sellState.isLoading}
                  disabled={door.demandLeft === 0 || !(Number(bottles) >= 1)}
                >
                  Sell
                </Button>
              </Stack>
            )}
          </>
        )}
      </Stack>
      <ConfirmDialog
        title={asking && door ? 'Build the cellar door?' : null}
        description={
          door
            ? `It costs ${formatMoney(door.price)}, paid now, and ${formatMoney(door.monthlyUpkeep)} a month in upkeep.`
            : undefined
        }
        confirmLabel="Build"
        confirmPalette="wine"
        loading={buildState.isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </Panel>
  );
}
