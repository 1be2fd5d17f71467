import { Text } from '@chakra-ui/react';
import { exchangeQuote, formatMoney, formatNumber, MESSAGES, OFFER_DURATION_DAYS } from '@vineyard/domain';
import { useEffect, useState } from 'react';
import { useCreateExchangeOfferMutation, useGetExchangePriceBandQuery, type WineLotDto } from '../../../api';
import { FormDialog, WholeNumberFormField } from '../../../components/FormDialog';
import { useForm } from '../../../hooks/useForm';
import { apiErrorMessage, formFailure } from '../../../lib/alerts/apiError';
import { toast } from '../../../lib/toast';
import { Summary } from '../components/Summary';
import { wholeNumberIn } from '../winery';

const x = MESSAGES.exchange;

/**
 * Offer bottles of a wine on the exchange: the band the price must lie in (from the server, the
 * wine's reference price), the bottles, the price a bottle and the days the offer runs; the summary
 * shows what a full sale would pay after the fee.
 */
export function OfferWineDialog({ wine, onClose }: { wine: WineLotDto; onClose: () => void }) {
  const bandQuery = useGetExchangePriceBandQuery({ lotId: wine.id });
  const band = bandQuery.currentData?.data.band;
  const form = useForm(
    { bottles: String(wine.bottles), price: '', days: String(OFFER_DURATION_DAYS.default) },
    ({ bottles, price, days }) => ({
      bottles: wholeNumberIn(bottles, 1, wine.bottles) !== null ? null : x.bottlesTooMany(wine.bottles),
      price: !band || wholeNumberIn(price, band.min, band.max) !== null ? null : x.priceOutOfBand(band.min, band.max),
      days: wholeNumberIn(days, OFFER_DURATION_DAYS.min, OFFER_DURATION_DAYS.max) !== null ? null : x.durationInvalid,
    }),
  );
  const [error, setError] = useState<string | null>(null);
  const [create, state] = useCreateExchangeOfferMutation();
  const price = band ? wholeNumberIn(form.values.price, band.min, band.max) : null;
  const bottles = wholeNumberIn(form.values.bottles, 1, wine.bottles);
  const full = price !== null && bottles !== null ? exchangeQuote(price, bottles) : null;
  // the price starts at the middle of the band, once the server answered
  const { setValues } = form;
  const [prefilled, setPrefilled] = useState(false);
  useEffect(() => {
    if (!band || prefilled) return;
    setPrefilled(true);
    setValues({ price: String(Math.round((band.min + band.max) / 2)) });
  }, [band, prefilled, setValues]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await create({
        createOfferDto: {
          wineLotId: wine.id,
          bottles: Number(values.bottles),
          price: Number(values.price),
          durationDays: Number(values.days),
        },
      }).unwrap();
      toast.success(
        result.message ?? x.offered(Number(values.bottles), wine.name, formatMoney(result.data.offer.price)),
      );
      onClose();
    } catch (failure) {
      setError(formFailure(form, failure));
    }
  });

  return (
    <FormDialog
      title={`Offer ${wine.name} on the exchange`}
      submitLabel="Offer"
      loading={state.isLoading}
      disabled={!band}
      error={error}
      formRef={form.formRef}
      onSubmit={submit}
      onClose={onClose}
    >
      {!band ? (
        <Text fontSize="sm" color="fg.muted">
          {bandQuery.isError ? apiErrorMessage(bandQuery.error) : 'Looking up the wine’s price band…'}
        </Text>
      ) : (
        <>
          <Text fontSize="sm" color="fg.muted">
            Other players can buy some or all of the bottles you offer; they leave your cellar until sold, withdrawn or
            the offer runs out. The price must lie between {formatMoney(band.min)} and {formatMoney(band.max)} a bottle
            (the wine is worth about €{band.referencePrice.toFixed(2)}). The exchange keeps a {x.fee}.
          </Text>
          <WholeNumberFormField
            form={form}
            name="bottles"
            label="Bottles"
            min={1}
            max={wine.bottles}
            onEdit={() => setError(null)}
          />
          <WholeNumberFormField
            form={form}
            name="price"
            label={`Price a bottle (€${band.min}–€${band.max})`}
            min={band.min}
            max={band.max}
            onEdit={() => setError(null)}
          />
          <WholeNumberFormField
            form={form}
            name="days"
            label={`Open for (game days, ${OFFER_DURATION_DAYS.min}–${OFFER_DURATION_DAYS.max})`}
            min={OFFER_DURATION_DAYS.min}
            max={OFFER_DURATION_DAYS.max}
            onEdit={() => setError(null)}
          />
          {full && (
            <Summary>
              <Text>
                Sold out, {formatNumber(full.bottles)} bottles at {formatMoney(full.price)} bring{' '}
                <strong>{formatMoney(full.sellerReceives)}</strong> after the {formatMoney(full.fee)} fee.
              </Text>
            </Summary>
          )}
        </>
      )}
    </FormDialog>
  );
}
