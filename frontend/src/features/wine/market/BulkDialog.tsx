import { Text } from '@chakra-ui/react';
import { bulkWineRevenue, formatMoney, MESSAGES, wineBatchName } from '@vineyard/domain';
import { useState } from 'react';
import { useSellBulkWineMutation, type WineBatchDto } from '../../../api';
import { FormDialog, newIdempotencyKey, WholeNumberFormField } from '../../../components/FormDialog';
import { useForm } from '../../../hooks/useForm';
import { toast } from '../../../lib/toast';
import { wholeNumberIn } from '../winery';
import { formFailure } from '../../../lib/alerts/apiError';

/** Sell litres of a batch to the bulk buyers. */
export function BulkDialog({ batch, onClose }: { batch: WineBatchDto; onClose: () => void }) {
  const form = useForm({ litres: String(batch.litres) }, ({ litres }) => ({
    litres:
      wholeNumberIn(litres, 1, batch.litres) !== null
        ? null
        : Number(litres) > batch.litres
          ? MESSAGES.winery.litresTooMany(batch.litres)
          : MESSAGES.winery.litresInvalid,
  }));
  const [error, setError] = useState<string | null>(null);
  const [key] = useState(() => newIdempotencyKey(`bulk-${batch.id}`));
  const [sell, state] = useSellBulkWineMutation();
  const litres = wholeNumberIn(form.values.litres, 1, batch.litres);

  const submit = form.handleSubmit(async (values) => {
    const amount = Number(values.litres);
    try {
      const result = await sell({
        id: batch.id,
        'Idempotency-Key': `${key}-${amount}`,
        sellBulkDto: { litres: amount },
      }).unwrap();
      toast.success(result.message ?? MESSAGES.winery.bulkSold(amount, formatMoney(result.data.received)));
      onClose();
    } catch (failure) {
      setError(formFailure(form, failure));
    }
  });

  return (
    <FormDialog
      title={`Sell ${wineBatchName(batch.variety, batch.blend, batch.vintage)} as bulk`}
      submitLabel={
        litres !== null ? `Sell for ${formatMoney(bulkWineRevenue(batch.region, batch.quality, litres))}` : 'Sell'
      }
      loading={state.isLoading}
      error={error}
      formRef={form.formRef}
      onSubmit={submit}
      onClose={onClose}
    >
      <Text fontSize="sm" color="fg.muted">
        Bulk buyers take any amount at €{batch.bulkPricePerLitre.toFixed(2)} a litre for quality {batch.quality}: a
        floor, not a fortune. Bottled wine sells for far more.
      </Text>
      <WholeNumberFormField
        form={form}
        name="litres"
        label="Litres"
        min={1}
        max={batch.litres}
        onEdit={() => setError(null)}
      />
    </FormDialog>
  );
}
