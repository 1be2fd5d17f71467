import { Alert, Card, Grid, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { PageHeader } from '../../components/PageHeader';
import { skipToken } from '@reduxjs/toolkit/query';
import { formatMoney, type LedgerKind } from '@vineyard/domain';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetEstateFinancesQuery } from '../../api';
import { formatMoneyCompact } from '../../components/chartScale';
import { formatGameDay, formatGameDayShort, gameDayTicks } from '../../components/gameDayAxis';
import { LineChart } from '../../components/LineChart';
import { LoadFailed } from '../../components/States';
import { useEstates } from '../../hooks/useEstates';
import { useGameTime } from '../../hooks/useGameTime';
import { EmptyText, Panel } from '../../components/Panel';
import { amountColor, formatSignedMoney, parseFinancesQuery } from './format';
import { IncomeStatement } from './IncomeStatement';
import { LedgerSection } from './LedgerSection';

function Figure({
  label,
  value,
  color,
  help,
  wide = false,
}: {
  label: string;
  value: ReactNode;
  color?: string;
  help?: ReactNode;
  /** Takes the whole row on phones. */
  wide?: boolean;
}) {
  return (
    <Card.Root
      variant="outline"
      size="sm"
      gridColumn={wide ? { base: 'span 2', sm: 'auto' } : undefined}
      minW="0"
      role="group"
      aria-label={label}
    >
      <Card.Body gap="1">
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text
          color={color ?? 'wine.800'}
          fontWeight="semibold"
          fontVariantNumeric="tabular-nums"
          fontSize={{ base: 'xl', sm: '2xl' }}
          lineHeight="short"
          overflowWrap="anywhere"
        >
          {value}
        </Text>
        {help && (
          <Text fontSize="xs" color="fg.muted">
            {help}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * /game/finances: the current estate's money — summary figures, money over game time (chart with
 * a text alternative and a table), the income statement of a game year, and the ledger. The
 * ledger's kind and page and the statement's year live in the address.
 */
export function FinancesPage() {
  const { currentEstateId, currentEstate } = useEstates();
  const [params, setParams] = useSearchParams();
  const { kind, page, year } = parseFinancesQuery(params);
  const gameTime = useGameTime();

  const finances = useGetEstateFinancesQuery(currentEstateId ? { estateId: currentEstateId, year } : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  // Another year keeps the last statement on screen (dimmed) while it loads.
  const data = finances.currentData?.data ?? (finances.isFetching ? finances.data?.data : undefined);

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };
  const setKind = (value: LedgerKind | undefined) => update({ kind: value, page: undefined });
  const setPage = (value: number) => update({ page: value > 1 ? String(value) : undefined });
  const setYear = (value: number) => update({ year: String(value) });

  const header = (
    <PageHeader title="Finances">
      {currentEstate
        ? `Where the money of ${currentEstate.name} came from and where it went, in game time.`
        : 'Where your estate’s money came from and where it went, in game time.'}
    </PageHeader>
  );

  if (!currentEstateId) {
    return (
      <Stack gap="6">
        {header}
        <EmptyText>Select an estate to see its finances.</EmptyText>
      </Stack>
    );
  }

  let overview: ReactNode;
  if (!data && finances.isError) {
    overview = (
      <LoadFailed
        error={finances.error}
        fallback="The finances could not be loaded."
        onRetry={() => void finances.refetch()}
      />
    );
  } else if (!data) {
    overview = (
      <Stack gap="4" role="status" aria-label="Loading the finances">
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          <Skeleton height="24" rounded="lg" />
          <Skeleton height="24" rounded="lg" />
          <Skeleton height="24" rounded="lg" />
        </SimpleGrid>
        <Skeleton height="72" rounded="xl" />
      </Stack>
    );
  } else {
    overview = (
      <Stack gap="6">
        <SimpleGrid columns={{ base: 2, sm: 3 }} gap="3" role="group" aria-label="Summary">
          <Figure label="Money" value={formatMoney(data.money)} />
          <Figure
            label={`Net result, Year ${data.year}`}
            value={formatSignedMoney(data.net)}
            color={amountColor(data.net)}
          />
          <Figure
            wide
            label="Arrears"
            value={formatMoney(data.arrears)}
            color={data.arrears > 0 ? 'red.700' : 'fg.muted'}
            help={data.arrears > 0 ? 'Unpaid charges, settled from the next money in.' : 'Nothing owed.'}
          />
        </SimpleGrid>
        {data.arrears > 0 && (
          <Alert.Root status="warning" variant="surface" rounded="lg">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>
                This estate is in arrears: {formatMoney(data.arrears)} of charges are unpaid.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}
          gap="4"
          alignItems="start"
        >
          <Panel title="Money over time">
            <LineChart
              title={`Money of ${currentEstate?.name ?? 'the estate'} over game time`}
              points={data.series.map((point) => ({ x: point.gameDay, y: point.balance }))}
              xLabel="Game date"
              yLabel="Money"
              formatX={formatGameDay}
              formatY={formatMoney}
              formatXTick={formatGameDayShort}
              formatYTick={formatMoneyCompact}
              xTicks={gameDayTicks}
              step
              extendTo={gameTime?.dayIndex}
              emptyText="No transactions yet."
              hideTitle
            />
          </Panel>
          <IncomeStatement
            year={data.year}
            years={data.years}
            income={data.income}
            costs={data.costs}
            net={data.net}
            busy={finances.isFetching}
            onYear={setYear}
          />
        </Grid>
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      {header}
      {overview}
      <LedgerSection estateId={currentEstateId} kind={kind} page={page} onKind={setKind} onPage={setPage} />
    </Stack>
  );
}
