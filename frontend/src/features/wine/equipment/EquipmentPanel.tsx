import { Badge, Box, Button, Stack, Text } from '@chakra-ui/react';
import { formatGameDayShortForm, formatMoney, MESSAGES } from '@vineyard/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useBuyEquipmentMutation, useGetEquipmentQuery, type EquipmentItemDto } from '../../../api';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { newIdempotencyKey } from '../../../components/FormDialog';
import { EmptyText, Panel } from '../../../components/Panel';
import { apiErrorMessage } from '../../../lib/alerts/apiError';
import { toast } from '../../../lib/toast';

const m = MESSAGES.equipment;

/**
 * The Winery tab's equipment (issue 35, item 1): every piece with what it does, whether the estate
 * owns it, its price (paid, or today's at the estate's planted hectares) and its monthly upkeep;
 * buying one after a confirmation (its price through the ledger).
 */
export function EquipmentPanel({ estateId, money }: { estateId: string | null; money: number | null }) {
  const query = useGetEquipmentQuery(estateId ? { estateId } : skipToken);
  const equipment = query.currentData?.data.equipment;
  const [asking, setAsking] = useState<EquipmentItemDto | null>(null);
  const [key, setKey] = useState('');
  const [buy, buyState] = useBuyEquipmentMutation();

  const ask = (item: EquipmentItemDto) => {
    setKey(newIdempotencyKey('equipment'));
    setAsking(item);
  };
  const confirm = async () => {
    if (!estateId || !asking) return;
    try {
      const result = await buy({ estateId, 'Idempotency-Key': key, buyEquipmentDto: { kind: asking.kind } }).unwrap();
      toast.success(result.message ?? `${asking.label} bought`);
    } catch (failure) {
      toast.error(apiErrorMessage(failure));
    }
    setAsking(null);
  };

  const owned = equipment?.items.filter((i) => i.owned).length ?? 0;
  return (
    <Panel
      title="Winery equipment"
      note={
        equipment ? (
          <Badge variant="subtle" colorPalette={owned > 0 ? 'green' : 'gray'}>
            {owned} of {equipment.items.length} owned
          </Badge>
        ) : undefined
      }
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          Each piece is bought once and works on every crush and bottling you make afterwards (not on a harvest plan's
          crush on the clock). Its upkeep is charged on the first day of each game month.
        </Text>
        {!estateId ? (
          <EmptyText>Choose an estate to see its winery equipment.</EmptyText>
        ) : query.isError ? (
          <Text color="fg.error" role="alert">
            {m.loadFailed}
          </Text>
        ) : !equipment ? (
          <EmptyText>Loading the winery equipment…</EmptyText>
        ) : (
          <>
            <Stack as="ul" gap="3" listStyleType="none" aria-label="Winery equipment">
              {equipment.items.map((item) => {
                const short = !item.owned && money !== null && money < item.price;
                return (
                  <Stack
                    as="li"
                    key={item.kind}
                    direction={{ base: 'column', sm: 'row' }}
                    justifyContent="space-between"
                    alignItems={{ base: 'flex-start', sm: 'center' }}
                    gap="2"
                  >
                    <Box minW="0">
                      <Text fontWeight="semibold">
                        {item.label}{' '}
                        {item.owned && (
                          <Badge variant="subtle" colorPalette="green">
                            Owned
                          </Badge>
                        )}
                      </Text>
                      <Text fontSize="sm">{item.effect}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {item.owned ? 'Paid' : 'Price'} {formatMoney(item.price)} · upkeep{' '}
                        {formatMoney(item.monthlyUpkeep)} a month
                      </Text>
                    </Box>
                    {!item.owned && (
                      <Button
                        size="xs"
                        colorPalette="wine"
                        flexShrink={0}
                        disabled={short}
                        title={short ? m.notEnoughMoney(item.label, formatMoney(item.price)) : undefined}
                        onClick={() => ask(item)}
                        aria-label={`Buy the ${item.label.toLowerCase()} for ${formatMoney(item.price)}`}
                      >
                        Buy
                      </Button>
                    )}
                  </Stack>
                );
              })}
            </Stack>
            <Text fontSize="xs" color="fg.muted">
              {owned === 0
                ? 'No equipment yet.'
                : `Upkeep ${formatMoney(equipment.monthlyUpkeep)} a month, next charged ${formatGameDayShortForm(equipment.nextChargeDay)}.`}
            </Text>
          </>
        )}
      </Stack>
      <ConfirmDialog
        title={asking ? `Buy the ${asking.label.toLowerCase()}?` : null}
        description={
          asking
            ? `It costs ${formatMoney(asking.price)}, paid now, and ${formatMoney(asking.monthlyUpkeep)} a month in upkeep: ${asking.effect}.`
            : undefined
        }
        confirmLabel="Buy"
        confirmPalette="wine"
        loading={buyState.isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(null)}
      />
    </Panel>
  );
}
