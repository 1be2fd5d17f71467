import { Checkbox, Field, NativeSelect, Text } from '@chakra-ui/react';
import {
  formatMoney,
  formatNumber,
  MESSAGES,
  varietyLabel,
  WINE_PRESET_INFO,
  type VesselKind,
  type WinePreset,
} from '@vineyard/domain';
import { useState } from 'react';
import { useCreateWineBatchMutation, type CellarDataDto, type GrapeLotDto } from '../../../api';
import { FormDialog, newIdempotencyKey, WholeNumberField } from '../../../components/FormDialog';
import { apiErrorMessage } from '../../../lib/alerts/apiError';
import { toast } from '../../../lib/toast';
import { checkCrush, crushKilograms, presetsFor } from './winery';
import { Summary } from './Summary';

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
  const [preset, setPreset] = useState<WinePreset>(presets[0]!);
  const [sorting, setSorting] = useState(false);
  const [value, setValue] = useState(String(lot.kilograms));
  const [error, setError] = useState<string | null>(null);
  const [key] = useState(() => newIdempotencyKey(`crush-${lot.id}`));
  const [create, state] = useCreateWineBatchMutation();
  const kilograms = crushKilograms(value, lot.kilograms);
  const info = WINE_PRESET_INFO[preset];
  const barrelKind: VesselKind = info.plan.oak === 'american' ? 'barrel_american' : 'barrel_french';
  const freeBarrels = cellar.vessels.filter((v) => v.kind === barrelKind && v.batchIds.length === 0).length;
  const check =
    kilograms === null ? null : checkCrush(lot.variety, kilograms, preset, sorting, cellar.totals, freeBarrels);

  async function submit() {
    if (kilograms === null) return;
    try {
      const plan = { ...info.plan, sorting: sorting || info.plan.sorting };
      const result = await create({
        estateId,
        'Idempotency-Key': `${key}-${kilograms}-${preset}-${sorting}`,
        createWineBatchDto:
          sorting && !info.plan.sorting
            ? { grapeLotId: lot.id, kilograms, plan }
            : { grapeLotId: lot.id, kilograms, preset },
      }).unwrap();
      toast.success(result.message ?? MESSAGES.winery.crushed(result.data.batch.litres));
      onClose();
    } catch (failure) {
      setError(apiErrorMessage(failure, MESSAGES.winery.loadFailed));
    }
  }

  return (
    <FormDialog
      title={`Crush ${varietyLabel(lot.variety)} grapes`}
      submitLabel={check ? `Crush for ${formatMoney(check.cost)}` : 'Crush'}
      loading={state.isLoading}
      disabled={!check || check.problem !== null}
      error={error}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Text fontSize="sm" color="fg.muted">
        {formatNumber(lot.kilograms)} kg from {lot.blockName}, quality {lot.quality}, vintage {lot.vintage}.
      </Text>
      <WholeNumberField
        label="Kilograms"
        value={value}
        min={100}
        max={lot.kilograms}
        invalid={kilograms === null}
        error={
          Number(value) > lot.kilograms
            ? MESSAGES.winery.kilogramsTooMany(lot.kilograms)
            : MESSAGES.winery.kilogramsInvalid
        }
        onChange={(next) => {
          setValue(next);
          setError(null);
        }}
      />
      <Field.Root>
        <Field.Label>Style</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={preset} onChange={(event) => setPreset(event.target.value as WinePreset)}>
            {presets.map((p) => (
              <option key={p} value={p}>
                {WINE_PRESET_INFO[p].label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>{info.description}</Field.HelperText>
      </Field.Root>
      {!info.plan.sorting && (
        <Checkbox.Root checked={sorting} onCheckedChange={(d) => setSorting(d.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Sort the grapes (15% fewer kilograms, +3 quality)</Checkbox.Label>
        </Checkbox.Root>
      )}
      {check && (
        <Summary>
          <Text>
            {formatNumber(check.litres)} L of must · {formatNumber(cellar.totals.tankFreeLitres)} L of tank space free
            {check.barrels > 0 && ` · ${check.barrels} barrels (${freeBarrels} free)`}
          </Text>
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
