import { Text } from '@chakra-ui/react';
import {
  formatMoney,
  formatNumber,
  formatPercent,
  MESSAGES,
  QUALITY_EFFECTS,
  SORTING_KEEPS,
  varietyLabel,
  WINE_PRESET_INFO,
  type WinePreset,
} from '@vineyard/domain';
import { useState } from 'react';
import { useCreateWineBatchMutation, type CellarDataDto, type GrapeLotDto } from '../../../api';
import { FormDialog, newIdempotencyKey, WholeNumberFormField } from '../../../components/FormDialog';
import { CheckboxField, SelectField } from '../../../components/FormFields';
import { useForm } from '../../../hooks/useForm';
import { toast } from '../../../lib/toast';
import { checkCrush, crushKilograms, freeBarrelsOf, presetsFor } from '../winery';
import { Summary } from '../components/Summary';
import { formFailure } from '../../../lib/alerts/apiError';
import { TierHint } from '../../../components/TierHint';
import { useEstateStanding } from '../../../hooks/useEstateStanding';

/** Crush kilograms of a grape lot with a preset: what it needs from the cellar and costs shows as you choose. */
export function CrushDialog({
  estateId,
  lot,
  cellar,
  onClose,
}: {
  estateId: string;
  lot: GrapeLotDto;
  cellar: CellarDataDto;
  onClose: () => void;
}) {
  const presets = presetsFor(lot.variety);
  const form = useForm(
    { kilograms: String(lot.kilograms), preset: presets[0]!, sorting: false as boolean },
    (values) => ({
      kilograms:
        crushKilograms(values.kilograms, lot.kilograms) !== null
          ? null
          : Number(values.kilograms) > lot.kilograms
            ? MESSAGES.winery.kilogramsTooMany(lot.kilograms)
            : MESSAGES.winery.kilogramsInvalid,
    }),
  );
  const [error, setError] = useState<string | null>(null);
  const [key] = useState(() => newIdempotencyKey(`crush-${lot.id}`));
  const [create, state] = useCreateWineBatchMutation();
  const { preset, sorting } = form.values;
  const kilograms = crushKilograms(form.values.kilograms, lot.kilograms);
  const info = WINE_PRESET_INFO[preset];
  const standing = useEstateStanding(estateId);
  const check =
    kilograms === null
      ? null
      : checkCrush(lot, kilograms, preset, sorting, cellar.totals, freeBarrelsOf(cellar.vessels));
  const edited = () => setError(null);

  const submit = form.handleSubmit(async (values) => {
    const kg = Number(values.kilograms);
    const chosen = WINE_PRESET_INFO[values.preset];
    const sort = values.sorting && !chosen.plan.sorting;
    try {
      const plan = { ...chosen.plan, sorting: sort || chosen.plan.sorting };
      const result = await create({
        estateId,
        'Idempotency-Key': `${key}-${kg}-${values.preset}-${values.sorting}`,
        createWineBatchDto: sort
          ? { grapeLotId: lot.id, kilograms: kg, plan }
          : { grapeLotId: lot.id, kilograms: kg, preset: values.preset },
      }).unwrap();
      toast.success(result.message ?? MESSAGES.winery.crushed(result.data.batch.litres));
      onClose();
    } catch (failure) {
      setError(formFailure(form, failure, MESSAGES.winery.loadFailed));
    }
  });

  return (
    <FormDialog
      title={`Crush ${varietyLabel(lot.variety)} grapes`}
      submitLabel={check ? `Crush for ${formatMoney(check.cost)}` : 'Crush'}
      loading={state.isLoading}
      // the cellar cannot take it: no field to fix, the summary says why
      disabled={check !== null && check.problem !== null}
      error={error}
      formRef={form.formRef}
      onSubmit={submit}
      onClose={onClose}
    >
      <Text fontSize="sm" color="fg.muted">
        {formatNumber(lot.kilograms)} kg from {lot.blockName}, quality {lot.quality}, vintage {lot.vintage}.
      </Text>
      <WholeNumberFormField
        form={form}
        name="kilograms"
        label="Kilograms"
        min={100}
        max={lot.kilograms}
        onEdit={edited}
      />
      <SelectField
        size="md"
        name="preset"
        label="Style"
        options={presets.map((p) => [p, WINE_PRESET_INFO[p].label] as const)}
        value={preset}
        helper={info.description}
        onChange={(value: WinePreset) => {
          form.setValue('preset', value);
          edited();
        }}
        error={form.errorOf('preset')}
      />
      {!info.plan.sorting && (
        <CheckboxField
          name="sorting"
          checked={sorting}
          onChange={(checked) => {
            form.setValue('sorting', checked);
            edited();
          }}
          error={form.errorOf('sorting')}
        >
          Sort the grapes ({formatPercent(1 - SORTING_KEEPS)} fewer kilograms, +{QUALITY_EFFECTS.sorting} quality)
        </CheckboxField>
      )}
      {check && (
        <Summary>
          <Text>
            {formatNumber(check.litres)} L of must · {formatNumber(cellar.totals.tankFreeLitres)} L of tank space free
            {check.barrels > 0 && ` · ${check.barrels} barrels (${check.freeBarrels} free)`}
          </Text>
          {standing && (
            <TierHint
              quality={check.quality}
              reputation={standing.reputation}
              plantedHectares={standing.plantedHectares}
              lead={`Quality ${check.quality} when ready to bottle:`}
            />
          )}
          {check.problem && (
            <Text color="fg.error" role="alert">
              {check.problem}
            </Text>
          )}
        </Summary>
      )}
    </FormDialog>
  );
}
