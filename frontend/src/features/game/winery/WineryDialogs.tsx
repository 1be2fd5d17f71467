import { Checkbox, Field, Fieldset, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import {
  BLEND_LIMITS,
  blendPercentages,
  bottlesFromLitres,
  bottlingCost,
  bulkWineRevenue,
  CLASSIC_BLEND_BONUS,
  formatMoney,
  formatNumber,
  MESSAGES,
  varietyLabel,
  VESSEL_KINDS,
  VESSEL_PURCHASE_LIMITS,
  VESSELS,
  WINE_PRESET_INFO,
  wineBatchName,
  type GrapeColor,
  type VesselKind,
  type WinePreset,
} from '@vineyard/domain';
import { useState } from 'react';
import {
  useBlendWineBatchesMutation,
  useBottleWineBatchMutation,
  useBuyVesselsMutation,
  useCreateWineBatchMutation,
  useQuoteWineSaleQuery,
  useSellBulkWineMutation,
  useSellWineMutation,
  type CellarDataDto,
  type GrapeLotDto,
  type WineBatchDto,
  type WineLotDto,
} from '../../../api';
import { FormDialog, newIdempotencyKey, WholeNumberField } from '../../../components/FormDialog';
import { apiErrorMessage } from '../../../lib/alerts/apiError';
import { toast } from '../../../lib/toast';
import { blendableColours, blendPreview, checkCrush, crushKilograms, presetsFor } from './winery';

function Summary({ children }: { children: React.ReactNode }) {
  return (
    <Stack gap="0.5" bg="bg.subtle" rounded="md" p="3" aria-live="polite" fontSize="sm">
      {children}
    </Stack>
  );
}

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

/** Buy tanks or barrels. */
export function BuyVesselsDialog({ estateId, onClose }: { estateId: string; onClose: () => void }) {
  const [kind, setKind] = useState<VesselKind>('tank');
  const [value, setValue] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const [key] = useState(() => newIdempotencyKey(`vessels-${estateId}`));
  const [buy, state] = useBuyVesselsMutation();
  const count = Number(value);
  const valid = Number.isInteger(count) && count >= VESSEL_PURCHASE_LIMITS.min && count <= VESSEL_PURCHASE_LIMITS.max;

  async function submit() {
    try {
      const result = await buy({
        estateId,
        'Idempotency-Key': `${key}-${kind}-${count}`,
        buyVesselsDto: { kind, count },
      }).unwrap();
      toast.success(result.message ?? MESSAGES.winery.vesselsBought(count, VESSELS[kind].label));
      onClose();
    } catch (failure) {
      setError(apiErrorMessage(failure));
    }
  }

  return (
    <FormDialog
      title="Buy cellar vessels"
      submitLabel={valid ? `Buy for ${formatMoney(VESSELS[kind].price * count)}` : 'Buy'}
      loading={state.isLoading}
      disabled={!valid}
      error={error}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Field.Root>
        <Field.Label>Vessel</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={kind} onChange={(event) => setKind(event.target.value as VesselKind)}>
            {VESSEL_KINDS.map((k) => (
              <option key={k} value={k}>
                {VESSELS[k].label} — {formatNumber(VESSELS[k].litres)} L, {formatMoney(VESSELS[k].price)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <WholeNumberField
        label="How many"
        value={value}
        min={VESSEL_PURCHASE_LIMITS.min}
        max={VESSEL_PURCHASE_LIMITS.max}
        invalid={!valid}
        error={MESSAGES.winery.vesselCountInvalid}
        onChange={(next) => {
          setValue(next);
          setError(null);
        }}
      />
    </FormDialog>
  );
}

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

const euros2 = (n: number) => `€${n.toFixed(2)}`;

/**
 * Sell bottles of a wine lot to the estate's buyers: the quote (price falling as the pool empties,
 * and the curve for 1, 10, 100 … all bottles) shows before the player commits.
 */
export function SellWineDialog({ wine, onClose }: { wine: WineLotDto; onClose: () => void }) {
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [key] = useState(() => newIdempotencyKey(`wine-${wine.id}`));
  const [sell, state] = useSellWineMutation();
  const all = useQuoteWineSaleQuery({ lotId: wine.id });
  const market = all.currentData?.data.market;
  // all that the buyers take, until the player types
  const typed = value ?? (market ? String(Math.min(wine.bottles, market.level)) : '');
  const bottles = Number(typed);
  const most = market ? Math.min(wine.bottles, market.level) : wine.bottles;
  const valid = typed.trim() !== '' && Number.isInteger(bottles) && bottles >= 1 && bottles <= most;
  const quote = useQuoteWineSaleQuery({ lotId: wine.id, bottles: valid ? bottles : 1 }, { skip: !valid });
  const q = valid ? quote.currentData?.data.quote : undefined;

  async function submit() {
    try {
      // the quote shown: should the buyers now pay less, nothing is sold (409) and the new quote shows
      const expectedRevenue = q && q.bottles === bottles ? q.money : undefined;
      const result = await sell({
        lotId: wine.id,
        'Idempotency-Key': `${key}-${bottles}-${expectedRevenue ?? ''}`,
        sellWineDto: { bottles, expectedRevenue },
      }).unwrap();
      toast.success(result.message ?? MESSAGES.winery.wineSold(bottles, formatMoney(result.data.received)));
      onClose();
    } catch (failure) {
      setError(apiErrorMessage(failure));
    }
  }

  return (
    <FormDialog
      title={`Sell ${wine.name}`}
      submitLabel={q ? `Sell for ${formatMoney(q.money)}` : 'Sell'}
      loading={state.isLoading}
      disabled={!valid || !q || market?.level === 0}
      error={error}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {!market ? (
        <Text fontSize="sm" color="fg.muted">
          {all.isError ? apiErrorMessage(all.error) : 'Asking the buyers…'}
        </Text>
      ) : (
        <>
          <Text fontSize="sm" color="fg.muted">
            {market.marketTierLabel} buyers pay up to {euros2(market.listPrice)} a bottle for quality {market.quality};
            each bottle sold lowers the next one's price. They take {formatNumber(market.level)} of{' '}
            {formatNumber(market.capacity)} bottles now; their demand refills over {market.refillDays} game days.
            {market.index !== undefined &&
              market.index !== 1 &&
              ` The price includes the regional index of these wines, ×${market.index.toFixed(2)}.`}
          </Text>
          <WholeNumberField
            label="Bottles"
            value={typed}
            min={1}
            max={most}
            invalid={!valid}
            error={
              bottles > wine.bottles
                ? MESSAGES.winery.bottlesTooMany(wine.bottles)
                : bottles > market.level
                  ? MESSAGES.winery.poolTooSmall(market.level)
                  : MESSAGES.winery.bottlesInvalid
            }
            onChange={(next) => {
              setValue(next);
              setError(null);
            }}
          />
          {q && (
            <Summary>
              <Text>
                {formatNumber(q.bottles)} bottles earn <strong>{formatMoney(q.money)}</strong> ({euros2(q.averagePrice)}{' '}
                a bottle on average).
              </Text>
              <Text color="fg.muted">
                The next bottle would then fetch {euros2(q.marginalPriceAfter)}; {formatNumber(q.poolAfter)} more
                bottles would still find buyers.
              </Text>
            </Summary>
          )}
          <Table.Root size="sm" aria-label="What the buyers pay">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Bottles</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Earn</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Per bottle</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {(all.currentData?.data.curve ?? []).map((p) => (
                <Table.Row key={p.bottles}>
                  <Table.Cell>{formatNumber(p.bottles)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatMoney(p.money)}</Table.Cell>
                  <Table.Cell textAlign="end">{euros2(p.averagePrice)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </>
      )}
    </FormDialog>
  );
}
