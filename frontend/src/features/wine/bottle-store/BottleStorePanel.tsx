import { Badge, Box, Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { BOTTLE_STORE, formatGameDayShortForm, formatMoney, formatNumber, MESSAGES } from '@vineyard/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useBuildBottleStoreMutation, useGetBottleStoreQuery } from '../../../api';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { newIdempotencyKey } from '../../../components/FormDialog';
import { EmptyText, Panel } from '../../../components/Panel';
import { apiErrorMessage } from '../../../lib/alerts/apiError';
import { toast } from '../../../lib/toast';

const b = MESSAGES.bottleStore;

function Figure({ label, value, tone }: { label: string; value: string; tone?: 'error' }) {
  return (
    <Box minW="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold" color={tone === 'error' ? 'fg.error' : undefined}>
        {value}
      </Text>
    </Box>
  );
}

/**
 * The Winery tab's bottle store (issue 35, item 1): the bottles the store holds without charge,
 * the bottles the estate's wines hold, what the next monthly storage charge would be and when, and
 * one more extension after a confirmation (its price through the ledger).
 */
export function BottleStorePanel({ estateId, money }: { estateId: string | null; money: number | null }) {
  const query = useGetBottleStoreQuery(estateId ? { estateId } : skipToken);
  const store = query.currentData?.data.store;
  const [asking, setAsking] = useState(false);
  const [key, setKey] = useState('');
  const [build, buildState] = useBuildBottleStoreMutation();

  const ask = () => {
    setKey(newIdempotencyKey('bottle-store'));
    setAsking(true);
  };
  const confirm = async () => {
    if (!estateId) return;
    try {
      const result = await build({ estateId, 'Idempotency-Key': key, buildBottleStoreDto: { count: 1 } }).unwrap();
      toast.success(result.message ?? 'Bottle store extended');
    } catch (failure) {
      toast.error(apiErrorMessage(failure));
    }
    setAsking(false);
  };

  const short = store !== undefined && money !== null && money < store.nextExtensionCost;
  const over = store !== undefined && store.overCapacity > 0;
  return (
    <Panel
      title="Bottle store"
      note={
        store ? (
          <Badge variant="subtle" colorPalette={over ? 'red' : 'green'}>
            {over ? `${formatNumber(store.overCapacity)} over` : 'Room'}
          </Badge>
        ) : undefined
      }
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          Bottled wine waits here. Bottles beyond the store pay {formatMoney(BOTTLE_STORE.chargePerHundred)} a month for
          every started hundred, on the first day of each game month.
        </Text>
        {!estateId ? (
          <EmptyText>Choose an estate to see its bottle store.</EmptyText>
        ) : query.isError ? (
          <Text color="fg.error" role="alert">
            {b.loadFailed}
          </Text>
        ) : !store ? (
          <EmptyText>Loading the bottle store…</EmptyText>
        ) : (
          <>
            <SimpleGrid columns={{ base: 2, sm: 4 }} gap="3" aria-label="Bottle store figures" role="group">
              <Figure label="Capacity" value={`${formatNumber(store.capacity)} bottles`} />
              <Figure label="Held" value={`${formatNumber(store.bottles)} bottles`} tone={over ? 'error' : undefined} />
              <Figure
                label="Monthly charge"
                value={formatMoney(store.monthlyCharge)}
                tone={over ? 'error' : undefined}
              />
              <Figure label="Next charge" value={formatGameDayShortForm(store.nextChargeDay)} />
            </SimpleGrid>
            {store.bottles === 0 && <EmptyText>No bottled wine yet: the store stands empty.</EmptyText>}
            <Stack
              direction={{ base: 'column', sm: 'row' }}
              justifyContent="space-between"
              alignItems={{ base: 'flex-start', sm: 'center' }}
              gap="2"
            >
              <Text fontSize="xs" color="fg.muted">
                {store.extensions === 0
                  ? 'No extension built yet.'
                  : `${store.extensions} extension${store.extensions === 1 ? '' : 's'} built.`}{' '}
                The next adds {formatNumber(store.extensionBottles)} bottles for {formatMoney(store.nextExtensionCost)}.
              </Text>
              <Button
                size="xs"
                colorPalette="wine"
                flexShrink={0}
                disabled={short}
                title={short ? b.notEnoughMoney(formatMoney(store.nextExtensionCost)) : undefined}
                onClick={ask}
                aria-label={`Extend the bottle store for ${formatMoney(store.nextExtensionCost)}`}
              >
                Extend
              </Button>
            </Stack>
          </>
        )}
      </Stack>
      <ConfirmDialog
        title={asking && store ? 'Extend the bottle store?' : null}
        description={
          store
            ? `It costs ${formatMoney(store.nextExtensionCost)}, paid now, and holds ${formatNumber(
                store.extensionBottles,
              )} bottles more: ${formatNumber(store.capacity + store.extensionBottles)} in all.`
            : undefined
        }
        confirmLabel="Extend"
        confirmPalette="wine"
        loading={buildState.isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </Panel>
  );
}
