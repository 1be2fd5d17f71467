import { Field, Input, Stack, Text } from '@chakra-ui/react';
import { FormDialog } from '../../../components/FormDialog';
import {
  formatMoney,
  LAND_PURCHASE_LIMITS,
  MESSAGES,
  regionLabel,
  undevelopedLandPrice,
  type RegionKey,
} from '@vineyard/domain';
import { useState } from 'react';
import { useBuyLandMutation } from '../../../api';
import { apiErrorMessage } from '../../../lib/alerts/apiError';
import { toast } from '../../../lib/toast';

export interface BuyLandDialogProps {
  open: boolean;
  onClose: () => void;
  estateId: string;
  region: RegionKey;
  money: number;
}

/** The size as typed, or null when it is not a size that can be bought (0.5-10 ha). */
export function landSize(value: string): number | null {
  if (value.trim() === '') return null;
  const size = Number(value);
  if (!Number.isFinite(size) || size < LAND_PURCHASE_LIMITS.minHa || size > LAND_PURCHASE_LIMITS.maxHa) return null;
  return Math.round(size * 10) / 10;
}

/** Buy undeveloped land in the estate's region: the price shows while the size is typed. */
export function BuyLandDialog({ open, onClose, estateId, region, money }: BuyLandDialogProps) {
  const [size, setSize] = useState('1');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [buyLand, buying] = useBuyLandMutation();
  const hectares = landSize(size);
  const price = hectares === null ? null : undevelopedLandPrice(region, hectares);
  const tooExpensive = price !== null && price > money;

  async function submit() {
    if (hectares === null) {
      setError(MESSAGES.plot.sizeRange(LAND_PURCHASE_LIMITS.minHa, LAND_PURCHASE_LIMITS.maxHa));
      return;
    }
    try {
      const result = await buyLand({
        estateId,
        buyLandDto: { size: hectares, ...(name.trim() ? { name: name.trim() } : {}) },
      }).unwrap();
      toast.success(result.message ?? MESSAGES.plot.bought(result.data.plot.name, formatMoney(result.data.plot.price)));
      setName('');
      setError(null);
      onClose();
    } catch (failure) {
      setError(apiErrorMessage(failure, MESSAGES.plot.createFailed));
    }
  }

  return (
    <FormDialog
      open={open}
      title="Buy Land"
      submitLabel={price === null ? 'Buy Land' : `Buy for ${formatMoney(price)}`}
      loading={buying.isLoading}
      disabled={price === null}
      error={error}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Text fontSize="sm" color="fg.muted">
        Undeveloped land in {regionLabel(region)}. Its terroir is surveyed once you own it.
      </Text>
      <Field.Root invalid={hectares === null}>
        <Field.Label>Size (ha)</Field.Label>
        <Input
          type="number"
          inputMode="decimal"
          min={LAND_PURCHASE_LIMITS.minHa}
          max={LAND_PURCHASE_LIMITS.maxHa}
          step={LAND_PURCHASE_LIMITS.step}
          value={size}
          onChange={(event) => {
            setSize(event.target.value);
            setError(null);
          }}
        />
        <Field.ErrorText>
          {MESSAGES.plot.sizeRange(LAND_PURCHASE_LIMITS.minHa, LAND_PURCHASE_LIMITS.maxHa)}
        </Field.ErrorText>
      </Field.Root>
      <Field.Root>
        <Field.Label>Plot name (optional)</Field.Label>
        <Input value={name} onChange={(event) => setName(event.target.value)} />
      </Field.Root>
      <Stack gap="0.5" bg="bg.subtle" rounded="md" p="3" aria-live="polite">
        <Text fontSize="sm" color="fg.muted">
          Price
        </Text>
        <Text fontSize="xl" fontWeight="bold" color="wine.800" data-testid="land-price">
          {price === null ? '—' : formatMoney(price)}
        </Text>
        <Text fontSize="xs" color={tooExpensive ? 'fg.error' : 'fg.muted'}>
          Your funds: {formatMoney(money)}
        </Text>
      </Stack>
    </FormDialog>
  );
}
