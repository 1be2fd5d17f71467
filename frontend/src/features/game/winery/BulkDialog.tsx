import { Text } from '@chakra-ui/react';
import { bulkWineRevenue, formatMoney, MESSAGES, wineBatchName } from '@vineyard/domain';
import { useState } from 'react';
import { useSellBulkWineMutation, type WineBatchDto } from '../../../api';
import { FormDialog, newIdempotencyKey, WholeNumberField } from '../../../components/FormDialog';
import { apiErrorMessage } from '../../../lib/alerts/apiError';
import { toast } from '../../../lib/toast';

/** Sell litres of a batch to the bulk buyers. */
export function BulkDialog({ batch, onClose }: { batch: WineBatchDto; onClose: () => void }) {
  const [value, setValue] = useState(String(batch.litres));
  const [error, setError] = useState<string | null>(null);
  const [key] = useState(() => newIdempotencyKey(`bulk-${batch.id}`));
  const [sell, state] = useSellBulkWineMutation();
  const litres = Number(value);
  const valid = value.trim() !== '' && Number.isInteger(litres) && litres >= 1 && litres <= batch.litres;

  async function submit() {
    try {
      const result = await sell({
        id: batch.id,
        'Idempotency-Key': `${key}-${litres}`,
        sellBulkDto: { litres },
      }).unwrap();
      toast.success(result.message ?? MESSAGES.winery.bulkSold(litres, formatMoney(result.data.received)));
      onClose();
    } catch (failure) {
      setError(apiErrorMessage(failure));
    }
  }

  return (
    <FormDialog
      title={`Sell ${wineBatchName(batch.variety, batch.blend, batch.vintage)} as bulk`}
      submitLabel={valid ? `Sell for ${formatMoney(bulkWineRevenue(batch.region, batch.quality, litres))}` : 'Sell'}
      loading={state.isLoading}
      disabled={!valid}
      error={error}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Text fontSize="sm" color="fg.muted">
        Bulk buyers take any amount at €{batch.bulkPricePerLitre.toFixed(2)} a litre for quality {batch.quality}: a
        floor, not a fortune. Bottled wine sells for far more.
      </Text>
      <WholeNumberField
        label="Litres"
        value={value}
        min={1}
        max={batch.litres}
        invalid={!valid}
        error={litres > batch.litres ? MESSAGES.winery.litresTooMany(batch.litres) : MESSAGES.winery.litresInvalid}
        onChange={(next) => {
          setValue(next);
          setError(null);
        }}
      />
    </FormDialog>
  );
}
