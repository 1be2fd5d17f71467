import { Box, Button, List, Stack, Text } from '@chakra-ui/react';
import {
  formatCents,
  formatGameDay,
  formatNumber,
  GRAPE_COLORS,
  MESSAGES,
  REGION_INFO,
  REGIONS,
  varietyLabel,
} from '@vineyard/domain';
import { useState } from 'react';
import {
  useGetGrapePriceHistoryQuery,
  useListMyGrapeOffersQuery,
  useSearchGrapeOffersQuery,
  useWithdrawGrapeOfferMutation,
  type GrapeOfferDto,
} from '../../../api';
import { EmptyText, Panel } from '../../../components/Panel';
import { FilterSelect, SearchToolbar } from '../../../components/SearchToolbar';
import { BuyGrapesDialog } from './GrapeOfferDialogs';
import { MyOffersList } from './MyOffersList';
import { Pager } from '../../../components/Pager';

const x = MESSAGES.exchange;
type Region = (typeof REGIONS)[number];
type Colour = (typeof GRAPE_COLORS)[number];
type Sort = 'newest' | 'price-low' | 'price-high';

const REGION_OPTIONS = REGIONS.map((r) => [r, REGION_INFO[r].name] as const);
const COLOUR_OPTIONS = GRAPE_COLORS.map((c) => [c, c === 'red' ? 'Red' : 'White'] as const);
const SORT_OPTIONS = [
  ['newest', 'Newest'],
  ['price-low', 'Price: low to high'],
  ['price-high', 'Price: high to low'],
] as const;

function GrapeOfferLine({ offer, action }: { offer: GrapeOfferDto; action: React.ReactNode }) {
  return (
    <List.Item display="flex" justifyContent="space-between" alignItems="center" gap="3">
      <Box minW="0">
        <Text fontWeight="medium" truncate>
          {varietyLabel(offer.variety)} {offer.vintage} · quality {offer.quality}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {offer.producer} · {REGION_INFO[offer.region].name} · {offer.blockName}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {formatNumber(offer.kilogramsLeft)} of {formatNumber(offer.kilograms)} kg left · until{' '}
          {formatGameDay(offer.expiresDay)} · sound until {formatGameDay(offer.soundUntilDay)}
        </Text>
      </Box>
      <Stack gap="1" align="end" flexShrink={0}>
        <Text fontSize="sm" fontVariantNumeric="tabular-nums">
          {formatCents(offer.priceCents)}/kg
        </Text>
        {action}
      </Stack>
    </List.Item>
  );
}

/** The last grape trades of a region and colour, public to every player. */
function GrapeHistory({ region, colour }: { region: Region; colour: Colour }) {
  const history = useGetGrapePriceHistoryQuery({ region, colour });
  const h = history.currentData?.data.history;
  if (!h) return <EmptyText>{history.isError ? x.loadFailed : 'Loading the last trades…'}</EmptyText>;
  if (h.trades.length === 0) return <EmptyText>No grapes of this region and colour traded yet.</EmptyText>;
  return (
    <Stack gap="2">
      <Text fontSize="sm">
        {h.trades.length === 1 ? 'The last trade' : `The last ${h.trades.length} trades`}
        {h.averagePriceCents !== null && `: ${formatCents(h.averagePriceCents)} a kilogram on average`}
      </Text>
      <List.Root as="ul" listStyle="none" gap="1" aria-label="Last grape trades">
        {h.trades.map((t, i) => (
          <List.Item key={i} display="flex" justifyContent="space-between" gap="3" fontSize="xs">
            <Text truncate>
              {varietyLabel(t.variety)} {t.vintage} · {t.producer} · {formatGameDay(t.gameDay)}
            </Text>
            <Text flexShrink={0} fontVariantNumeric="tabular-nums">
              {formatNumber(t.kilograms)} kg × {formatCents(t.priceCents)}
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

function MyGrapeOffers() {
  const mine = useListMyGrapeOffersQuery();
  const [withdraw, state] = useWithdrawGrapeOfferMutation();
  return (
    <MyOffersList<GrapeOfferDto>
      title="My grape offers"
      empty="You have no grape offers. Offer fresh grapes from the Sell grapes list."
      offers={mine.currentData?.data.offers}
      failed={mine.isError}
      line={(offer, action) => <GrapeOfferLine key={offer.id} offer={offer} action={action} />}
      what={(offer) => `${varietyLabel(offer.variety)} grapes`}
      returns={(offer) => `${formatNumber(offer.kilogramsLeft)} unsold kg go back to your grapes.`}
      withdrawn={(offer) => x.grapesWithdrawn(offer.kilogramsLeft)}
      withdraw={(offerId) => withdraw({ offerId }).unwrap()}
      withdrawing={state.isLoading}
    />
  );
}

/**
 * Grapes between players (Market tab): open offers of fresh grapes filtered by region and colour,
 * bought with a quote and confirmation; the last trades of a region and colour; the player's own
 * grape offers with withdrawal. Offers are made from the Sell grapes list.
 */
export function GrapeExchangePanel({ estateId }: { estateId: string | null }) {
  const [region, setRegion] = useState<Region | ''>('');
  const [colour, setColour] = useState<Colour | ''>('');
  const [sort, setSort] = useState<Sort>('newest');
  const [page, setPage] = useState(1);
  const offers = useSearchGrapeOffersQuery({
    region: region || undefined,
    colour: colour || undefined,
    sort,
    page,
    limit: 10,
  });
  const [buying, setBuying] = useState<GrapeOfferDto | null>(null);
  const data = offers.currentData?.data;
  const list = data?.offers ?? [];
  const filter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  return (
    <Panel title="Grape exchange">
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          Buy fresh grapes other players offer by the kilogram, and offer your own. Bought grapes keep their harvest
          day: crush or sell them before they spoil. The seller pays a {x.fee}.
        </Text>
        <SearchToolbar>
          <FilterSelect label="Region" value={region} onChange={filter(setRegion)} options={REGION_OPTIONS}>
            <option value="">All regions</option>
          </FilterSelect>
          <FilterSelect label="Colour" value={colour} onChange={filter(setColour)} options={COLOUR_OPTIONS}>
            <option value="">Both colours</option>
          </FilterSelect>
          <FilterSelect label="Sort" value={sort} onChange={filter(setSort)} options={SORT_OPTIONS} />
        </SearchToolbar>
        {offers.isError ? (
          <Text color="fg.error" role="alert">
            {x.loadFailed}
          </Text>
        ) : !data ? (
          <EmptyText>Loading grape offers…</EmptyText>
        ) : list.length === 0 ? (
          <EmptyText>No grapes on offer{region || colour ? ' match these filters' : ' yet'}.</EmptyText>
        ) : (
          <List.Root as="ul" listStyle="none" gap="3" aria-label="Grape offers">
            {list.map((offer) => (
              <GrapeOfferLine
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
                      aria-label={`Buy ${varietyLabel(offer.variety)} grapes from ${offer.producer}`}
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
          {region && colour ? (
            <GrapeHistory region={region} colour={colour} />
          ) : (
            <EmptyText>Choose a region and colour to see their last grape trades.</EmptyText>
          )}
        </Stack>
        <MyGrapeOffers />
      </Stack>
      {buying && estateId && <BuyGrapesDialog offer={buying} estateId={estateId} onClose={() => setBuying(null)} />}
    </Panel>
  );
}
