import { Text } from '@chakra-ui/react';
import {
  BLEND_LIMITS,
  CLASSIC_BLEND_BONUS,
  formatNumber,
  MESSAGES,
  WINE_PRESET_INFO,
  wineBatchName,
  type GrapeColor,
} from '@vineyard/domain';
import { useState } from 'react';
import { useBlendWineBatchesMutation, type WineBatchDto } from '../../../api';
import { FormDialog, newIdempotencyKey } from '../../../components/FormDialog';
import { CheckboxGroupField, SelectField } from '../../../components/FormFields';
import { useForm } from '../../../hooks/useForm';
import { formFailure } from '../../../lib/alerts/apiError';
import { toast } from '../../../lib/toast';
import { blendableColours, blendPreview } from '../winery';
import { Summary } from '../components/Summary';

/** A short, stable fingerprint of the chosen batches (an idempotency key must stay under 255 characters). */
function fingerprint(ids: readonly string[]): string {
  let hash = 5381;
  for (const ch of [...ids].sort().join(',')) hash = ((hash * 33) ^ ch.charCodeAt(0)) >>> 0;
  return `${ids.length}-${hash.toString(36)}`;
}

/**
 * Blend ready batches of one colour: tick the batches; the litres, quality and label of the blend
 * show before the server is asked (the same rules as the server's). A useForm form: the colour and
 * the ticked batches (a list-valued field); a count outside BLEND_LIMITS is not sent — its message
 * shows at the boxes, the first of which gets the focus — and the server's `batchIds` errors show
 * there too.
 */
export function BlendDialog({
  estateId,
  batches,
  onClose,
}: {
  estateId: string;
  batches: readonly WineBatchDto[];
  onClose: () => void;
}) {
  const colours = blendableColours(batches);
  const form = useForm({ colour: colours[0] ?? ('red' as GrapeColor), batchIds: [] as string[] }, ({ batchIds }) => ({
    batchIds:
      batchIds.length < BLEND_LIMITS.min || batchIds.length > BLEND_LIMITS.max
        ? MESSAGES.winery.blendCount(BLEND_LIMITS.min, BLEND_LIMITS.max)
        : null,
  }));
  const { colour, batchIds } = form.values;
  const [error, setError] = useState<string | null>(null);
  const [key] = useState(() => newIdempotencyKey(`blend-${estateId}`));
  const [blend, state] = useBlendWineBatchesMutation();
  const candidates = batches.filter((b) => b.canBlend && b.colour === colour);
  const selected = candidates.filter((b) => batchIds.includes(b.id));
  const enough = selected.length >= BLEND_LIMITS.min && selected.length <= BLEND_LIMITS.max;
  const preview = enough ? blendPreview(selected) : null;
  const colourLabel = (c: GrapeColor) => (c === 'red' ? 'Red' : 'White');

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await blend({
        estateId,
        'Idempotency-Key': `${key}-${fingerprint(values.batchIds)}`,
        blendWineBatchesDto: { batchIds: values.batchIds },
      }).unwrap();
      toast.success(result.message ?? MESSAGES.winery.blended(result.data.batch.litres));
      onClose();
    } catch (failure) {
      setError(formFailure(form, failure));
    }
  });

  return (
    <FormDialog
      title="Blend wine batches"
      submitLabel={preview ? `Blend ${formatNumber(preview.litres)} L` : 'Blend'}
      loading={state.isLoading}
      error={error}
      formRef={form.formRef}
      onSubmit={submit}
      onClose={onClose}
    >
      <Text fontSize="sm" color="fg.muted">
        Batches of one colour that are ready to bottle become one, at once and free: the wine stays in its vessels, its
        quality is weighted by the litres, and a classic blend earns +{CLASSIC_BLEND_BONUS}. It cannot be undone.
      </Text>
      {colours.length > 1 && (
        <SelectField
          size="md"
          name="colour"
          label="Colour"
          value={colour}
          options={colours.map((c) => [c, colourLabel(c)] as const)}
          onChange={(value) => {
            // another colour, other batches: the ticks start again
            form.setValues({ colour: value, batchIds: [] });
            setError(null);
          }}
        />
      )}
      <CheckboxGroupField
        name="batchIds"
        label={`${colourLabel(colour)} batches ready to bottle`}
        helper={`Choose ${BLEND_LIMITS.min} to ${BLEND_LIMITS.max}.`}
        value={batchIds}
        onChange={(ids) => {
          form.setValue('batchIds', ids);
          setError(null);
        }}
        options={candidates.map(
          (b) =>
            [
              b.id,
              <>
                {wineBatchName(b.variety, b.blend, b.vintage)}
                {b.preset ? ` · ${WINE_PRESET_INFO[b.preset].label}` : ''} — {formatNumber(b.litres)} L, quality{' '}
                {b.quality}
              </>,
            ] as const,
        )}
        error={form.errorOf('batchIds')}
      />
      <Summary>
        {preview ? (
          <>
            <Text fontWeight="medium">{preview.label}</Text>
            <Text>
              {formatNumber(preview.litres)} L of quality {preview.quality}, ready to bottle
              {preview.classic && ` · a classic ${preview.classic} blend (+${CLASSIC_BLEND_BONUS})`}
            </Text>
          </>
        ) : (
          <Text color="fg.muted">
            {selected.length > BLEND_LIMITS.max
              ? MESSAGES.winery.blendCount(BLEND_LIMITS.min, BLEND_LIMITS.max)
              : `Choose at least ${BLEND_LIMITS.min} batches to see the blend.`}
          </Text>
        )}
      </Summary>
    </FormDialog>
  );
}
