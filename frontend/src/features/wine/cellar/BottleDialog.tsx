import { Text } from '@chakra-ui/react';
import {
  blendPercentages,
  bottlesFromLitres,
  bottlingCost,
  formatMoney,
  formatNumber,
  formatPrice,
  MESSAGES,
  varietyLabel,
  WINE_PRESET_INFO,
  wineBatchName,
  WINERY_COSTS,
} from '@vineyard/domain';
import { useState } from 'react';
import { useBottleWineBatchMutation, type WineBatchDto } from '../../../api';
import { FormDialog, newIdempotencyKey } from '../../../components/FormDialog';
import { TextField } from '../../../components/FormFields';
import { useForm } from '../../../hooks/useForm';
import { toast } from '../../../lib/toast';
import { Summary } from '../components/Summary';
import { formFailure } from '../../../lib/alerts/apiError';
import { TierHint } from '../../../components/TierHint';
import { useEstateStanding } from '../../../hooks/useEstateStanding';

/** Bottle a ready batch under a label name: what it makes, costs, and the buyers it will sell to. */
export function BottleDialog({
  estateId,
  batch,
  onClose,
}: {
  estateId: string;
  batch: WineBatchDto;
  onClose: () => void;
}) {
  const standing = useEstateStanding(estateId);
  const form = useForm(
    {
      name: batch.blend
        ? `${blendPercentages(batch.blend)
            .map((p) => varietyLabel(p.variety))
            .join('-')} ${batch.vintage}`.slice(0, 80)
        : `${varietyLabel(batch.variety)} ${batch.preset ? WINE_PRESET_INFO[batch.preset].label : ''} ${batch.vintage}`.replace(
            /\s+/g,
            ' ',
          ),
    },
    ({ name }) => ({
      name:
        name.trim().length === 0
          ? MESSAGES.winery.nameRequired
          : name.trim().length > 80
            ? MESSAGES.winery.nameTooLong
            : null,
    }),
  );
  const [error, setError] = useState<string | null>(null);
  const [key] = useState(() => newIdempotencyKey(`bottle-${batch.id}`));
  const [bottle, state] = useBottleWineBatchMutation();
  const bottles = bottlesFromLitres(batch.litres);

  const submit = form.handleSubmit(async ({ name }) => {
    try {
      const result = await bottle({
        id: batch.id,
        'Idempotency-Key': key,
        bottleWineDto: { name: name.trim() },
      }).unwrap();
      toast.success(result.message ?? MESSAGES.winery.bottled(result.data.wine.bottles));
      onClose();
    } catch (failure) {
      setError(formFailure(form, failure));
    }
  });

  return (
    <FormDialog
      title={`Bottle ${wineBatchName(batch.variety, batch.blend, batch.vintage)}`}
      submitLabel={`Bottle for ${formatMoney(bottlingCost(bottles))}`}
      loading={state.isLoading}
      error={error}
      formRef={form.formRef}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        size="md"
        prose
        name="name"
        label="Wine name"
        maxLength={80}
        value={form.values.name}
        onChange={(value) => {
          form.setValue('name', value);
          setError(null);
        }}
        onBlur={() => form.touch('name')}
        error={form.errorOf('name')}
      />
      <Summary>
        <Text>
          {formatNumber(batch.litres)} L → {formatNumber(bottles)} bottles of quality {batch.quality}
        </Text>
        <Text color="fg.muted">{formatPrice(WINERY_COSTS.bottlingPerBottle)} a bottle for glass, cork and label.</Text>
        {standing && (
          <TierHint
            quality={batch.quality}
            reputation={standing.reputation}
            plantedHectares={standing.plantedHectares}
            lead={`Bottled at quality ${batch.quality}:`}
          />
        )}
      </Summary>
    </FormDialog>
  );
}
