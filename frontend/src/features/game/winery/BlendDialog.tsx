import { Checkbox, Field, Fieldset, NativeSelect, Stack, Text } from '@chakra-ui/react';
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
import { apiErrorMessage } from '../../../lib/alerts/apiError';
import { toast } from '../../../lib/toast';
import { blendableColours, blendPreview } from './winery';
import { Summary } from './Summary';

/** A short, stable fingerprint of the chosen batches (an idempotency key must stay under 255 characters). */
function fingerprint(ids: readonly string[]): string {
  let hash = 5381;
  for (const ch of [...ids].sort().join(',')) hash = ((hash * 33) ^ ch.charCodeAt(0)) >>> 0;
  return `${ids.length}-${hash.toString(36)}`;
}

/**
 * Blend ready batches of one colour: tick the batches; the litres, quality and label of the blend
 * show before the server is asked (the same rules as the server's).
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
  const [colour, setColour] = useState<GrapeColor>(colours[0] ?? 'red');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const [error, setError] = useState<string | null>(null);
  const [key] = useState(() => newIdempotencyKey(`blend-${estateId}`));
  const [blend, state] = useBlendWineBatchesMutation();
  const candidates = batches.filter((b) => b.canBlend && b.colour === colour);
  const selected = candidates.filter((b) => chosen.has(b.id));
  const enough = selected.length >= BLEND_LIMITS.min && selected.length <= BLEND_LIMITS.max;
  const preview = enough ? blendPreview(selected) : null;

  function toggle(id: string, on: boolean) {
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
    setError(null);
  }

  async function submit() {
    const batchIds = selected.map((b) => b.id);
    try {
      const result = await blend({
        estateId,
        'Idempotency-Key': `${key}-${fingerprint(batchIds)}`,
        blendWineBatchesDto: { batchIds },
      }).unwrap();
      toast.success(result.message ?? MESSAGES.winery.blended(result.data.batch.litres));
      onClose();
    } catch (failure) {
      setError(apiErrorMessage(failure));
    }
  }

  return (
    <FormDialog
      title="Blend wine batches"
      submitLabel={preview ? `Blend ${formatNumber(preview.litres)} L` : 'Blend'}
      loading={state.isLoading}
      disabled={!preview}
      error={error}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Text fontSize="sm" color="fg.muted">
        Batches of one colour that are ready to bottle become one, at once and free: the wine stays in its vessels, its
        quality is weighted by the litres, and a classic blend earns +{CLASSIC_BLEND_BONUS}. It cannot be undone.
      </Text>
      {colours.length > 1 && (
        <Field.Root>
          <Field.Label>Colour</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={colour}
              onChange={(event) => {
                setColour(event.target.value as GrapeColor);
                setChosen(new Set());
                setError(null);
              }}
            >
              {colours.map((c) => (
                <option key={c} value={c}>
                  {c === 'red' ? 'Red' : 'White'}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
      <Fieldset.Root>
        <Fieldset.Legend fontSize="sm" fontWeight="medium">
          {colour === 'red' ? 'Red' : 'White'} batches ready to bottle
        </Fieldset.Legend>
        <Fieldset.HelperText>
          Choose {BLEND_LIMITS.min} to {BLEND_LIMITS.max}.
        </Fieldset.HelperText>
        <Stack gap="2" mt="2">
          {candidates.map((b) => (
            <Checkbox.Root
              key={b.id}
              alignItems="start"
              checked={chosen.has(b.id)}
              onCheckedChange={(details) => toggle(b.id, details.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label>
                {wineBatchName(b.variety, b.blend, b.vintage)}
                {b.preset ? ` · ${WINE_PRESET_INFO[b.preset].label}` : ''} — {formatNumber(b.litres)} L, quality{' '}
                {b.quality}
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </Fieldset.Root>
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
