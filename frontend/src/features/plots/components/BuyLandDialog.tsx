import { Stack, Text } from '@chakra-ui/react';
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
import { TextField } from '../../../components/FormFields';
import { useForm } from '../../../hooks/useForm';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/alerts/apiError';
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

const SIZE_RANGE = MESSAGES.plot.sizeRange(LAND_PURCHASE_LIMITS.minHa, LAND_PURCHASE_LIMITS.maxHa);
const INITIAL = { size: '1', name: '' };
const validate = (values: typeof INITIAL) => ({ size: landSize(values.size) === null ? SIZE_RANGE : null });

/** Buy undeveloped land in the estate's region: the price shows while the size is typed. */
export function BuyLandDialog({ open, onClose, estateId, region, money }: BuyLandDialogProps) {
  const form = useForm(INITIAL, validate);
  const [error, setError] = useState<string | null>(null);
  const [buyLand, buying] = useBuyLandMutation();
  const hectares = landSize(form.values.size);
  const price = hectares === null ? null : undevelopedLandPrice(region, hectares);
  const tooExpensive = price !== null && price > money;

  const submit = form.handleSubmit(async ({ size, name }) => {
    try {
      const result = await buyLand({
        estateId,
        buyLandDto: { size: landSize(size) ?? 0, ...(name.trim() ? { name: name.trim() } : {}) },
      }).unwrap();
      toast.success(result.message ?? MESSAGES.plot.bought(result.data.plot.name, formatMoney(result.data.plot.price)));
      form.setValues({ name: '' });
      setError(null);
      onClose();
    } catch (failure) {
      const errors = apiFieldErrors(failure);
      const unplaced = form.applyServerErrors(errors);
      // a refusal of this form's fields shows at them; anything else on the dialog's error line
      setError(
        errors.length > 0 && unplaced.length === 0 ? null : apiErrorMessage(failure, MESSAGES.plot.createFailed),
      );
    }
  });

  const change = (name: keyof typeof INITIAL) => (value: string) => {
    form.setValue(name, value);
    setError(null);
  };

  return (
    <FormDialog
      open={open}
      title="Buy Land"
      submitLabel={price === null ? 'Buy Land' : `Buy for ${formatMoney(price)}`}
      loading={buying.isLoading}
      disabled={price === null}
      error={error}
      formRef={form.formRef}
      onSubmit={submit}
      onClose={onClose}
    >
      <Text fontSize="sm" color="fg.muted">
        Undeveloped land in {regionLabel(region)}. Its terroir is surveyed once you own it.
      </Text>
      <TextField
        size="md"
        name="size"
        label="Size (ha)"
        type="number"
        inputMode="decimal"
        min={LAND_PURCHASE_LIMITS.minHa}
        max={LAND_PURCHASE_LIMITS.maxHa}
        step={LAND_PURCHASE_LIMITS.step}
        value={form.values.size}
        onChange={change('size')}
        onBlur={() => form.touch('size')}
        // the price follows every keystroke, and so does the reason there is none
        error={form.errorOf('size') ?? (hectares === null ? SIZE_RANGE : undefined)}
      />
      <TextField
        size="md"
        prose
        name="name"
        label="Plot name (optional)"
        value={form.values.name}
        onChange={change('name')}
        onBlur={() => form.touch('name')}
        error={form.errorOf('name')}
      />
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
