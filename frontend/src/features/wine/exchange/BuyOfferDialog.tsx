import { List, Stack, Text } from '@chakra-ui/react';
import {
  formatGameDay,
  formatMoney,
  formatNumber,
  formatPrice,
  MESSAGES,
  REGION_INFO,
  WINE_TIER_INFO,
} from '@vineyard/domain';
import { useState } from 'react';
import {
  useBuyExchangeOfferMutation,
  useGetExchangeWineHistoryQuery,
  useQuoteExchangePurchaseQuery,
  type ExchangeOfferDto,
} from '../../../api';
import { FormDialog, newIdempotencyKey, WholeNumberFormField } from '../../../components/FormDialog';
import { useForm } from '../../../hooks/useForm';
import { formFailure } from '../../../lib/alerts/apiError';
import { toast } from '../../../lib/toast';
import { Summary } from '../components/Summary';
import { wholeNumberIn } from '../winery';

const x = MESSAGES.exchange;

/** The wine's own price history: its last trades on the exchange, from any seller. */
function WineTrades({ offerId }: { offerId: string }) {
  const history = useGetExchangeWineHistoryQuery({ offerId });
  const h = history.currentData?.data.history;
  if (!h)
    return (
      <Text fontSize="xs" color="fg.muted">
        {history.isError ? x.loadFailed : 'Loading this wine’s trades…'}
      </Text>
    );
  if (h.trades.length === 0)
    return (
      <Text fontSize="xs" color="fg.muted">
        This wine has not been traded on the exchange yet.
      </Text>
    );
  return (
    <Stack gap="1">
      <Text fontSize="sm">
        {h.trades.length === 1 ? 'Its last trade' : `Its last ${h.trades.length} trades`}
        {h.averagePrice !== null && `: ${formatPrice(h.averagePrice)} a bottle on average`}
      </Text>
      <List.Root as="ul" listStyle="none" gap="1" aria-label="This wine’s trades" maxH="8rem" overflowY="auto">
        {h.trades.map((t, i) => (
          <List.Item key={i} display="flex" justifyContent="space-between" gap="3" fontSize="xs">
            <Text truncate>{formatGameDay(t.gameDay)}</Text>
            <Text flexShrink={0} fontVariantNumeric="tabular-nums">
              {formatNumber(t.bottles)} × {formatMoney(t.price)}
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

/**
 * Buy bottles of an offer with the current estate: the quote (the total, and whether the purchase
 * would go through now) shows before the player confirms; the price seen is sent along, so a
 * changed offer buys nothing.
 */
export function BuyOfferDialog({
  offer,
  estateId,
  onClose,
}: {
  offer: ExchangeOfferDto;
  estateId: string;
  onClose: () => void;
}) {
  const form = useForm({ bottles: String(Math.min(12, offer.bottlesLeft)) }, ({ bottles }) => ({
    bottles: wholeNumberIn(bottles, 1, offer.bottlesLeft) !== null ? null : x.notEnoughBottles(offer.bottlesLeft),
  }));
  const [error, setError] = useState<string | null>(null);
  const [key] = useState(() => newIdempotencyKey(`exchange-${offer.id}`));
  const [buy, state] = useBuyExchangeOfferMutation();
  const bottles = wholeNumberIn(form.values.bottles, 1, offer.bottlesLeft);
  const quote = useQuoteExchangePurchaseQuery(
    { offerId: offer.id, estateId, bottles: bottles ?? 1 },
    { skip: bottles === null },
  );
  const q = bottles !== null ? quote.currentData?.data : undefined;

  const submit = form.handleSubmit(async (values) => {
    const n = Number(values.bottles);
    try {
      const result = await buy({
        offerId: offer.id,
        'Idempotency-Key': `${key}-${n}`,
        buyOfferDto: { estateId, bottles: n, expectedPrice: offer.price },
      }).unwrap();
      toast.success(result.message ?? x.bought(n, offer.name, formatMoney(result.data.quote.total)));
      onClose();
    } catch (failure) {
      setError(formFailure(form, failure));
    }
  });

  return (
    <FormDialog
      title={`Buy ${offer.name}`}
      submitLabel={q ? `Buy for ${formatMoney(q.quote.total)}` : 'Buy'}
      loading={state.isLoading}
      disabled={bottles !== null && (!q || q.refusal !== null)}
      error={error ?? q?.refusal ?? null}
      formRef={form.formRef}
      onSubmit={submit}
      onClose={onClose}
    >
      <Text fontSize="sm" color="fg.muted">
        {offer.vintage} {offer.variety} from {offer.producer} ({REGION_INFO[offer.region].name},{' '}
        {WINE_TIER_INFO[offer.tier].label.toLowerCase()}), quality {offer.quality}
        {offer.review && `, ${offer.review.critic} ${offer.review.score} pts`}
        {offer.medal && `, ${offer.medal} medal`}. {formatNumber(offer.bottlesLeft)} bottles left at{' '}
        {formatMoney(offer.price)} a bottle. They arrive in your cellar keeping their identity and go on ageing.
      </Text>
      {offer.review && (
        <Text fontSize="sm" fontStyle="italic">
          “{offer.review.verdict}” — {offer.review.critic}, {offer.review.score} points
        </Text>
      )}
      <WineTrades offerId={offer.id} />
      <WholeNumberFormField
        form={form}
        name="bottles"
        label="Bottles"
        min={1}
        max={offer.bottlesLeft}
        onEdit={() => setError(null)}
      />
      {q && (
        <Summary>
          <Text>
            {formatNumber(q.quote.bottles)} bottles cost <strong>{formatMoney(q.quote.total)}</strong>; your estate has{' '}
            {formatMoney(q.money)}.
          </Text>
        </Summary>
      )}
    </FormDialog>
  );
}
