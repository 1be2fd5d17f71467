import { Table, Text } from '@chakra-ui/react';
import { formatBoost, formatMoney, formatNumber, MESSAGES, SUGGESTED_SALE_DAYS, suggestedSale } from '@vineyard/domain';
import { useEffect, useState } from 'react';
import { useQuoteWineSaleQuery, useSellWineMutation, type WineLotDto } from '../../../api';
import { FormDialog, newIdempotencyKey, WholeNumberFormField } from '../../../components/FormDialog';
import { useForm } from '../../../hooks/useForm';
import { apiErrorMessage, formFailure } from '../../../lib/alerts/apiError';
import { toast } from '../../../lib/toast';
import { Summary } from '../components/Summary';
import { TierHint } from '../../../components/TierHint';
import { AgeingTierText } from '../components/AgeingTierText';
import { wholeNumberIn } from '../winery';

const euros2 = (n: number) => `€${n.toFixed(2)}`;

/**
 * Sell bottles of a wine lot to the estate's buyers: the quote (price falling as the pool empties,
 * and the curve for 1, 10, 100 … all bottles) shows before the player commits.
 */
export function SellWineDialog({ wine, onClose }: { wine: WineLotDto; onClose: () => void }) {
  const all = useQuoteWineSaleQuery({ lotId: wine.id });
  const answer = all.currentData?.data;
  const market = answer?.market;
  // the wine sells into its market tier's pool and every pool below it: all their buyers
  const most = market ? Math.min(wine.bottles, market.buyers) : wine.bottles;
  const form = useForm({ bottles: '' }, ({ bottles }) => ({
    bottles:
      wholeNumberIn(bottles, 1, most) !== null
        ? null
        : Number(bottles) > wine.bottles
          ? MESSAGES.winery.bottlesTooMany(wine.bottles)
          : market && Number(bottles) > market.buyers
            ? MESSAGES.winery.poolTooSmall(market.buyers)
            : MESSAGES.winery.bottlesInvalid,
  }));
  // a month of the buyers' demand (suggestedSale), once they answered, until the player types
  const [prefilled, setPrefilled] = useState(false);
  const { setValues } = form;
  useEffect(() => {
    if (!market || prefilled) return;
    setPrefilled(true);
    const suggested = suggestedSale(market, wine.bottles);
    if (suggested > 0) setValues({ bottles: String(suggested) });
  }, [market, prefilled, setValues, wine.bottles]);
  const [error, setError] = useState<string | null>(null);
  const [key] = useState(() => newIdempotencyKey(`wine-${wine.id}`));
  const [sell, state] = useSellWineMutation();
  const bottles = wholeNumberIn(form.values.bottles, 1, most);
  const quote = useQuoteWineSaleQuery({ lotId: wine.id, bottles: bottles ?? 1 }, { skip: bottles === null });
  const q = bottles !== null ? quote.currentData?.data.quote : undefined;

  const submit = form.handleSubmit(async (values) => {
    const n = Number(values.bottles);
    try {
      // the quote shown: should the buyers now pay less, nothing is sold (409) and the new quote shows
      const expectedRevenue = q && q.bottles === n ? q.money : undefined;
      const result = await sell({
        lotId: wine.id,
        'Idempotency-Key': `${key}-${n}-${expectedRevenue ?? ''}`,
        sellWineDto: { bottles: n, expectedRevenue },
      }).unwrap();
      toast.success(result.message ?? MESSAGES.winery.wineSold(n, formatMoney(result.data.received)));
      onClose();
    } catch (failure) {
      setError(formFailure(form, failure));
    }
  });

  return (
    <FormDialog
      title={`Sell ${wine.name}`}
      submitLabel={q ? `Sell for ${formatMoney(q.money)}` : 'Sell'}
      loading={state.isLoading}
      // not before the buyers answered (and a valid number has its quote); an invalid one is focused
      disabled={!market || market.buyers === 0 || (bottles !== null && !q)}
      error={error}
      formRef={form.formRef}
      onSubmit={submit}
      onClose={onClose}
    >
      {!answer || !market ? (
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
            {market.boost > 0 &&
              ` Your marketing campaigns bring ${formatBoost(market.boost)} buyers (in these figures).`}{' '}
            Suggested: what they take back in {SUGGESTED_SALE_DAYS} game days, so the next sale finds them again.
          </Text>
          {market.pools.length > 1 && (
            <Text fontSize="sm" color="fg.muted">
              {MESSAGES.tiers.poolsBelow(market.buyers)}
            </Text>
          )}
          <TierHint quality={market.quality} reputation={answer.reputation} />
          <AgeingTierText wine={wine} reputation={answer.reputation} fontSize="sm" />
          <WholeNumberFormField
            form={form}
            name="bottles"
            label="Bottles"
            min={1}
            max={most}
            onEdit={() => setError(null)}
          />
          {q && market.pools.length > 1 && (
            <Table.Root size="sm" aria-label={MESSAGES.tiers.poolsCaption}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Buyers</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">List price</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Take now</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">This sale</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {market.pools.map((p) => {
                  const share = q.pools.find((s) => s.tier === p.tier);
                  return (
                    <Table.Row key={p.tier}>
                      <Table.Cell>{p.label}</Table.Cell>
                      <Table.Cell textAlign="end">{euros2(p.listPrice)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatNumber(p.level)}</Table.Cell>
                      <Table.Cell textAlign="end">
                        {share && share.bottles > 0
                          ? `${formatNumber(share.bottles)} · ${formatMoney(share.money)}`
                          : '—'}
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          )}
          {q && (
            <Summary>
              <Text>
                {formatNumber(q.bottles)} bottles earn <strong>{formatMoney(q.money)}</strong> ({euros2(q.averagePrice)}{' '}
                a bottle on average).
              </Text>
              {q.distribution > 0 && market && (
                <Text color="fg.muted">
                  {MESSAGES.tiers.distribution(
                    formatMoney(q.gross),
                    formatMoney(market.freeReceipts),
                    formatMoney(q.distribution),
                  )}
                </Text>
              )}
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
