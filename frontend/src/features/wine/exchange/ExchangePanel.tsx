import { Box, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import {
  formatGameDay,
  formatMoney,
  formatNumber,
  GRAPE_COLORS,
  MESSAGES,
  REGION_INFO,
  REGIONS,
  WINE_TIER_INFO,
  WINE_TIERS,
} from '@vineyard/domain';
import { useState } from 'react';
import {
  useGetExchangePriceHistoryQuery,
  useListMyExchangeOffersQuery,
  useSearchExchangeOffersQuery,
  useWithdrawExchangeOfferMutation,
  type ExchangeOfferDto,
} from '../../../api';
import { MedalBadge } from '../../../components/MedalBadge';
import { EmptyText, Panel } from '../../../components/Panel';
import { FilterSelect, SearchField, SearchToolbar } from '../../../components/SearchToolbar';
import { BuyOfferDialog } from './BuyOfferDialog';
import { MyOffersList } from './MyOffersList';
import { Pager } from '../../../components/Pager';

const x = MESSAGES.exchange;
type Region = (typeof REGIONS)[number];
type Colour = (typeof GRAPE_COLORS)[number];
type Tier = (typeof WINE_TIERS)[number];
type Sort = 'newest' | 'price-low' | 'price-high';

const REGION_OPTIONS = REGIONS.map((r) => [r, REGION_INFO[r].name] as const);
const COLOUR_OPTIONS = GRAPE_COLORS.map((c) => [c, c === 'red' ? 'Red' : 'White'] as const);
const TIER_OPTIONS = WINE_TIERS.map((t) => [t, WINE_TIER_INFO[t].label] as const);
/** A price bound as typed: whole euros from 1, or undefined (an empty or invalid bound filters nothing). */
export function priceBound(value: string): number | undefined {
  const n = Number(value.trim());
  return value.trim() !== '' && Number.isInteger(n) && n >= 1 && n <= 1_000_000 ? n : undefined;
}

const SORT_OPTIONS = [
  ['newest', 'Newest'],
  ['price-low', 'Price: low to high'],
  ['price-high', 'Price: high to low'],
] as const;

function OfferLine({ offer, action }: { offer: ExchangeOfferDto; action: React.ReactNode }) {
  return (
    <List.Item display="flex" justifyContent="space-between" alignItems="center" gap="3">
      <Box minW="0">
        <HStack gap="2" minW="0">
          <Text fontWeight="medium" truncate>
            {offer.name} {offer.vintage}
          </Text>
          {offer.medal && <MedalBadge medal={offer.medal} size="xs" />}
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          {offer.producer} · {REGION_INFO[offer.region].name} · {offer.variety} · {WINE_TIER_INFO[offer.tier].label} ·
          quality {offer.quality}
          {offer.review && ` · ${offer.review.critic} ${offer.review.score} pts`}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {formatNumber(offer.bottlesLeft)} of {formatNumber(offer.bottles)} bottles left · until{' '}
          {formatGameDay(offer.expiresDay)}
          {offer.sellerEstateName !== offer.producer && ` · sold by ${offer.sellerEstateName}`}
        </Text>
      </Box>
      <Stack gap="1" align="end" flexShrink={0}>
        <Text fontSize="sm" fontVariantNumeric="tabular-nums">
          {formatMoney(offer.price)} a bottle
        </Text>
        {action}
      </Stack>
    </List.Item>
  );
}

/** The last trades of the chosen segment (region × colour × tier), public to every player. */
function History({ region, colour, tier }: { region: Region; colour: Colour; tier: Tier }) {
  const history = useGetExchangePriceHistoryQuery({ region, colour, tier });
  const h = history.currentData?.data.history;
  if (!h) return <EmptyText>{history.isError ? x.loadFailed : 'Loading the last trades…'}</EmptyText>;
  if (h.trades.length === 0) return <EmptyText>No trades in this segment yet.</EmptyText>;
  return (
    <Stack gap="2">
      <Text fontSize="sm">
        {h.trades.length === 1 ? 'The last trade' : `The last ${h.trades.length} trades`}
        {h.averagePrice !== null && `: €${h.averagePrice.toFixed(2)} a bottle on average`}
      </Text>
      <List.Root as="ul" listStyle="none" gap="1" aria-label="Last trades">
        {h.trades.map((t, i) => (
          <List.Item key={i} display="flex" justifyContent="space-between" gap="3" fontSize="xs">
            <Text truncate>
              {t.name} {t.vintage} · {t.producer} · {formatGameDay(t.gameDay)}
            </Text>
            <Text flexShrink={0} fontVariantNumeric="tabular-nums">
              {formatNumber(t.bottles)} × {formatMoney(t.price)}
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

/** The caller's offers, open first, with withdrawal (confirmed). */
function MyOffers() {
  const mine = useListMyExchangeOffersQuery();
  const [withdraw, state] = useWithdrawExchangeOfferMutation();
  return (
    <MyOffersList<ExchangeOfferDto>
      title="My offers"
      empty="You have no offers. Offer a bottled wine from the Sell wine list."
      offers={mine.currentData?.data.offers}
      failed={mine.isError}
      line={(offer, action) => <OfferLine key={offer.id} offer={offer} action={action} />}
      what={(offer) => offer.name}
      returns={(offer) => `${formatNumber(offer.bottlesLeft)} unsold bottles go back to your cellar.`}
      withdrawn={(offer) => x.withdrawn(offer.bottlesLeft)}
      withdraw={(offerId) => withdraw({ offerId }).unwrap()}
      withdrawing={state.isLoading}
    />
  );
}

/**
 * The wine exchange between players (Market tab): open offers filtered by region, colour, tier and
 * price a bottle (whole euros, either bound), bought with a quote and confirmation; the chosen segment's last trades; the player's own
 * offers with withdrawal. Offers are made from the Sell wine list.
 */
export function ExchangePanel({ estateId }: { estateId: string | null }) {
  const [region, setRegion] = useState<Region | ''>('');
  const [colour, setColour] = useState<Colour | ''>('');
  const [tier, setTier] = useState<Tier | ''>('');
  const [sort, setSort] = useState<Sort>('newest');
  const [minPrice, setMinPrice] = useState('');
  const [maxPrice, setMaxPrice] = useState('');
  const [page, setPage] = useState(1);
  const offers = useSearchExchangeOffersQuery({
    region: region || undefined,
    colour: colour || undefined,
    tier: tier || undefined,
    minPrice: priceBound(minPrice),
    maxPrice: priceBound(maxPrice),
    sort,
    page,
    limit: 10,
  });
  const [buying, setBuying] = useState<ExchangeOfferDto | null>(null);
  const data = offers.currentData?.data;
  const list = data?.offers ?? [];
  const filter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  return (
    <Panel title="Wine exchange">
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          Buy bottled wine other players offer, and offer your own. The bottles keep their producer, vintage, critics’
          score and medal, and go on ageing in your cellar; the seller pays a {x.fee}.
        </Text>
        <SearchToolbar>
          <FilterSelect label="Region" value={region} onChange={filter(setRegion)} options={REGION_OPTIONS}>
            <option value="">All regions</option>
          </FilterSelect>
          <FilterSelect label="Colour" value={colour} onChange={filter(setColour)} options={COLOUR_OPTIONS}>
            <option value="">Both colours</option>
          </FilterSelect>
          <FilterSelect label="Tier" value={tier} onChange={filter(setTier)} options={TIER_OPTIONS}>
            <option value="">All tiers</option>
          </FilterSelect>
          <SearchField
            label="Min € a bottle"
            icon={false}
            width={{ md: '8rem' }}
            value={minPrice}
            onChange={filter(setMinPrice)}
          />
          <SearchField
            label="Max € a bottle"
            icon={false}
            width={{ md: '8rem' }}
            value={maxPrice}
            onChange={filter(setMaxPrice)}
          />
          <FilterSelect label="Sort" value={sort} onChange={filter(setSort)} options={SORT_OPTIONS} />
        </SearchToolbar>
        {offers.isError ? (
          <Text color="fg.error" role="alert">
            {x.loadFailed}
          </Text>
        ) : !data ? (
          <EmptyText>Loading offers…</EmptyText>
        ) : list.length === 0 ? (
          <EmptyText>
            No wine on offer
            {region || colour || tier || priceBound(minPrice) || priceBound(maxPrice)
              ? ' matches these filters'
              : ' yet'}
            .
          </EmptyText>
        ) : (
          <List.Root as="ul" listStyle="none" gap="3" aria-label="Wine offers">
            {list.map((offer) => (
              <OfferLine
                key={offer.id}
                offer={offer}
                action={
                  offer.own ? (
                    <Text fontSize="xs" color="fg.muted">
                      Your offer
                    </Text>
                  ) : (
                    <Button
                      size="xs"
                      colorPalette="wine"
                      disabled={!estateId}
                      onClick={() => setBuying(offer)}
                      aria-label={`Buy ${offer.name}`}
                    >
                      Buy
                    </Button>
                  )
                }
              />
            ))}
          </List.Root>
        )}
        {data && <Pager pagination={data.pagination} busy={offers.isFetching} onPage={setPage} />}
        <Stack gap="2">
          <Text fontWeight="semibold">Price history</Text>
          {region && colour && tier ? (
            <History region={region} colour={colour} tier={tier} />
          ) : (
            <EmptyText>Choose a region, colour and tier to see their last trades.</EmptyText>
          )}
        </Stack>
        <MyOffers />
      </Stack>
      {buying && estateId && <BuyOfferDialog offer={buying} estateId={estateId} onClose={() => setBuying(null)} />}
    </Panel>
  );
}
