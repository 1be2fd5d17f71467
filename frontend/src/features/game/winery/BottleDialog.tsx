import { Field, Input, Text } from '@chakra-ui/react';
import {
  blendPercentages,
  bottlesFromLitres,
  bottlingCost,
  formatMoney,
  formatNumber,
  MESSAGES,
  varietyLabel,
  WINE_PRESET_INFO,
  wineBatchName,
} from '@vineyard/domain';
import { useState } from 'react';
import { useBottleWineBatchMutation, type WineBatchDto } from '../../../api';
import { FormDialog, newIdempotencyKey } from '../../../components/FormDialog';
import { apiErrorMessage } from '../../../lib/alerts/apiError';
import { toast } from '../../../lib/toast';
import { Summary } from './Summary';

/** Bottle a ready batch under a label name. */
export function BottleDialog({ batch, onClose }: { batch: WineBatchDto; onClose: () => void }) {
  const [name, setName] = useState(() =>
    batch.blend
      ? `${blendPercentages(batch.blend)
          .map((p) => varietyLabel(p.variety))
          .join('-')} ${batch.vintage}`.slice(0, 80)
      : `${varietyLabel(batch.variety)} ${batch.preset ? WINE_PRESET_INFO[batch.preset].label : ''} ${batch.vintage}`.replace(
          /\s+/g,
          ' ',
        ),
  );
  const [error, setError] = useState<string | null>(null);
  const [key] = useState(() => newIdempotencyKey(`bottle-${batch.id}`));
  const [bottle, state] = useBottleWineBatchMutation();
  const bottles = bottlesFromLitres(batch.litres);
  const trimmed = name.trim();
  const invalid =
    trimmed.length === 0 ? MESSAGES.winery.nameRequired : trimmed.length > 80 ? MESSAGES.winery.nameTooLong : null;

  async function submit() {
    try {
      const result = await bottle({ id: batch.id, 'Idempotency-Key': key, bottleWineDto: { name: trimmed } }).unwrap();
      toast.success(result.message ?? MESSAGES.winery.bottled(result.data.wine.bottles));
      onClose();
    } catch (failure) {
      setError(apiErrorMessage(failure));
    }
  }

  return (
    <FormDialog
      title={`Bottle ${wineBatchName(batch.variety, batch.blend, batch.vintage)}`}
      submitLabel={`Bottle for ${formatMoney(bottlingCost(bottles))}`}
      loading={state.isLoading}
      disabled={invalid !== null}
      error={error}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Field.Root invalid={invalid !== null}>
        <Field.Label>Wine name</Field.Label>
        <Input value={name} maxLength={80} onChange={(event) => setName(event.target.value)} />
        <Field.ErrorText>{invalid}</Field.ErrorText>
      </Field.Root>
      <Summary>
        <Text>
          {formatNumber(batch.litres)} L → {formatNumber(bottles)} bottles of quality {batch.quality}
        </Text>
        <Text color="fg.muted">€1.50 a bottle for glass, cork and label.</Text>
      </Summary>
    </FormDialog>
  );
}
