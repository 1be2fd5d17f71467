import { Text } from '@chakra-ui/react';
import {
  formatCents,
  formatGameDay,
  formatMoney,
  formatNumber,
  grapeExchangeQuote,
  grapeGraceEndDay,
  MESSAGES,
  regionLabel,
  varietyLabel,
} from '@vineyard/domain';
import { useEffect, useState } from 'react';
import {
  useBuyGrapeOfferMutation,
  useCreateGrapeOfferMutation,
  useGetGrapePriceBandQuery,
  useQuoteGrapePurchaseQuery,
  type GrapeLotDto,
  type GrapeOfferDto,
} from '../../../api';
import { FormDialog, newIdempotencyKey, WholeNumberFormField } from '../../../components/FormDialog';
import { TextField } from '../../../components/FormFields';
import { useForm } from '../../../hooks/useForm';
import { apiErrorMessage, formFailure } from '../../../lib/alerts/apiError';
import { toast } from '../../../lib/toast';
import { Summary } from '../components/Summary';
import { wholeNumberIn } from '../winery';

const x = MESSAGES.exchange;

/** Euros a kilogram as typed ("1.85", "1,85") in whole cents, or null when not a price with at most two decimals in [min, max]. */
export function centsIn(value: string, min: number, max: number): number | null {
  const text = value.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const cents = Math.round(Number(text) * 100);
  return cents >= min && cents <= max ? cents : null;
}

/**
 * Offer kilograms of a fresh grape lot on the exchange: the band from the server (0.5–2× the grape
 * buyers' list price), the kilograms, the price a kilogram and the days the offer runs (at most to
 * the end of the grapes' grace period); the summary shows what a full sale pays after the fee.
 */
export function OfferGrapesDialog({ lot, onClose }: { lot: GrapeLotDto; onClose: () => void }) {
  const bandQuery = useGetGrapePriceBandQuery({ lotId: lot.id });
  const band = bandQuery.currentData?.data.band;
  const maxDays = band?.maxDurationDays ?? 0;
  const available = band?.available ?? lot.kilograms;
  const form = useForm({ kilograms: String(lot.kilograms), price: '', days: '' }, ({ kilograms, price, days }) => ({
    kilograms: wholeNumberIn(kilograms, 10, available) !== null ? null : x.kilogramsTooMany(available),
    price:
      !band || centsIn(price, band.min, band.max) !== null
        ? null
        : x.grapePriceOutOfBand(formatCents(band.min), formatCents(band.max)),
    days: !band || wholeNumberIn(days, 1, maxDays) !== null ? null : x.grapeDurationInvalidShort,
  }));
  const [error, setError] = useState<string | null>(null);
  const [create, state] = useCreateGrapeOfferMutation();
  const cents = band ? centsIn(form.values.price, band.min, band.max) : null;
  const kilograms = wholeNumberIn(form.values.kilograms, 1, available);
  const full = cents !== null && kilograms !== null ? grapeExchangeQuote(cents, kilograms) : null;
  const { setValues } = form;
  const [prefilled, setPrefilled] = useState(false);
  useEffect(() => {
    if (!band || prefilled) return;
    setPrefilled(true);
    setValues({
      price: (band.referenceCents / 100).toFixed(2),
      days: String(Math.max(1, Math.min(7, band.maxDurationDays))),
    });
  }, [band, prefilled, setValues]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await create({
        createGrapeOfferDto: {
          grapeLotId: lot.id,
          kilograms: Number(values.kilograms),
          priceCents: centsIn(values.price, 1, Number.MAX_SAFE_INTEGER) ?? 0,
          durationDays: Number(values.days),
        },
      }).unwrap();
      toast.success(
        result.message ?? x.grapesOffered(Number(values.kilograms), varietyLabel(lot.variety), values.price),
      );
      onClose();
    } catch (failure) {
      setError(formFailure(form, failure));
    }
  });

  return (
    <FormDialog
      title={`Offer ${varietyLabel(lot.variety)} grapes on the exchange`}
      submitLabel="Offer"
      loading={state.isLoading}
      disabled={!band || maxDays < 1}
      error={error ?? (band && maxDays < 1 ? x.grapesTooOld : null)}
      formRef={form.formRef}
      onSubmit={submit}
      onClose={onClose}
    >
      {!band ? (
        <Text fontSize="sm" color="fg.muted">
          {bandQuery.isError ? apiErrorMessage(bandQuery.error) : 'Looking up the grapes’ price band…'}
        </Text>
      ) : (
        <>
          <Text fontSize="sm" color="fg.muted">
            Other players can buy some or all of the kilograms you offer; they leave your stock until sold, withdrawn or
            the offer runs out, at the latest when the grapes’ grace period ends on{' '}
            {formatGameDay(grapeGraceEndDay(lot.harvestDay))}. The price must lie between {formatCents(band.min)} and{' '}
            {formatCents(band.max)} a kilogram (the grape buyers pay {formatCents(band.referenceCents)}). The exchange
            keeps a {x.fee}.
          </Text>
          <WholeNumberFormField
            form={form}
            name="kilograms"
            label="Kilograms"
            min={10}
            max={available}
            onEdit={() => setError(null)}
          />
          <TextField
            name="price"
            label={`Price a kilogram in euros (${formatCents(band.min)}–${formatCents(band.max)})`}
            size="md"
            type="text"
            inputMode="decimal"
            value={form.values.price}
            onChange={(value) => {
              form.setValue('price', value);
              setError(null);
            }}
            onBlur={() => form.touch('price')}
            error={form.errorOf('price')}
          />
          <WholeNumberFormField
            form={form}
            name="days"
            label={`Open for (game days, 1–${maxDays})`}
            min={1}
            max={Math.max(1, maxDays)}
            onEdit={() => setError(null)}
          />
          {full && (
            <Summary>
              <Text>
                Sold out, {formatNumber(full.kilograms)} kg at {formatCents(full.priceCents)} bring{' '}
                <strong>{formatMoney(full.sellerReceives)}</strong> after the {formatMoney(full.fee)} fee.
              </Text>
            </Summary>
          )}
        </>
      )}
    </FormDialog>
  );
}

/**
 * Buy kilograms of a grape offer with the current estate: the quote shows before the player
 * confirms; the price seen is sent along, so a changed offer buys nothing.
 */
export function BuyGrapesDialog({
  offer,
  estateId,
  onClose,
}: {
  offer: GrapeOfferDto;
  estateId: string;
  onClose: () => void;
}) {
  const form = useForm({ kilograms: String(offer.kilogramsLeft) }, ({ kilograms }) => ({
    kilograms:
      wholeNumberIn(kilograms, 1, offer.kilogramsLeft) !== null ? null : x.notEnoughKilograms(offer.kilogramsLeft),
  }));
  const [error, setError] = useState<string | null>(null);
  const [key] = useState(() => newIdempotencyKey(`grapes-${offer.id}`));
  const [buy, state] = useBuyGrapeOfferMutation();
  const kilograms = wholeNumberIn(form.values.kilograms, 1, offer.kilogramsLeft);
  const quote = useQuoteGrapePurchaseQuery(
    { offerId: offer.id, estateId, kilograms: kilograms ?? 1 },
    { skip: kilograms === null },
  );
  const q = kilograms !== null ? quote.currentData?.data : undefined;
  const variety = varietyLabel(offer.variety);

  const submit = form.handleSubmit(async (values) => {
    const n = Number(values.kilograms);
    try {
      const result = await buy({
        offerId: offer.id,
        'Idempotency-Key': `${key}-${n}`,
        buyGrapeOfferDto: { estateId, kilograms: n, expectedPriceCents: offer.priceCents },
      }).unwrap();
      toast.success(result.message ?? `${formatNumber(n)} kg of ${variety} bought`);
      onClose();
    } catch (failure) {
      setError(formFailure(form, failure));
    }
  });

  return (
    <FormDialog
      title={`Buy ${variety} grapes`}
      submitLabel={q ? `Buy for ${formatMoney(q.quote.total)}` : 'Buy'}
      loading={state.isLoading}
      disabled={kilograms !== null && (!q || q.refusal !== null)}
      error={error ?? q?.refusal ?? null}
      formRef={form.formRef}
      onSubmit={submit}
      onClose={onClose}
    >
      <Text fontSize="sm" color="fg.muted">
        {variety} of vintage {offer.vintage} from {offer.producer} ({regionLabel(offer.region)}, {offer.blockName}),
        quality {offer.quality}. {formatNumber(offer.kilogramsLeft)} kg left at {formatCents(offer.priceCents)} a
        kilogram. They keep until {formatGameDay(offer.soundUntilDay)}: crush or sell them by then.
      </Text>
      <WholeNumberFormField
        form={form}
        name="kilograms"
        label="Kilograms"
        min={1}
        max={offer.kilogramsLeft}
        onEdit={() => setError(null)}
      />
      {q && (
        <Summary>
          <Text>
            {formatNumber(q.quote.kilograms)} kg cost <strong>{formatMoney(q.quote.total)}</strong>; your estate has{' '}
            {formatMoney(q.money)}.
          </Text>
        </Summary>
      )}
    </FormDialog>
  );
}
