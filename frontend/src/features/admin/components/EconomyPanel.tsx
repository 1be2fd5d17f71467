import { Badge, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatMoney, formatNumber } from '@vineyard/domain';
import { LuCoins } from 'react-icons/lu';
import { useAdminGetEconomyQuery } from '../../../api';
import { formatMoneyCompact } from '../../../components/chartScale';
import { formatGameDay, formatGameDayShort, gameDayTicks } from '../../../components/gameDayAxis';
import { LineChart } from '../../../components/LineChart';
import { Empty, LoadFailed, Loading } from '../../../components/States';
import { groupByYear } from './economy/economy';
import { AdminSection } from './AdminSection';
import { EstateTable, Tile, YearTable } from './economy/EconomySections';

/**
 * The economy, from the ledger (`GET /admin/economy`): the money supply and whether the ledger
 * sums to it, the supply over game time, money created and destroyed per game year by kind, the
 * richest estates and those in arrears.
 */
export function EconomyPanel() {
  const query = useAdminGetEconomyQuery(undefined, { refetchOnMountOrArgChange: true });
  const economy = query.currentData?.data;

  if (query.isError && !economy) {
    return (
      <LoadFailed error={query.error} fallback="Failed to load the economy." onRetry={() => void query.refetch()} />
    );
  }
  if (!economy) return <Loading label="Loading the economy…" />;
  if (economy.estates === 0 && economy.supply.length === 0) {
    return <Empty icon={<LuCoins />}>No estates yet: no money has been created.</Empty>;
  }

  const balanced = economy.ledgerTotal === economy.totalMoney;
  const years = groupByYear(economy.perYear);
  return (
    <Stack gap="4" aria-busy={query.isFetching}>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        <Tile label="Money supply (all estates)" value={formatMoney(economy.totalMoney)}>
          <Badge mt="2" colorPalette={balanced ? 'green' : 'red'} variant="subtle" whiteSpace="normal">
            {balanced
              ? 'The ledger sums to it'
              : `The ledger sums to ${formatMoney(economy.ledgerTotal)} (off by ${formatMoney(economy.totalMoney - economy.ledgerTotal)})`}
          </Badge>
        </Tile>
        <Tile label="Estates" value={formatNumber(economy.estates)} />
        <Tile label="Estates in arrears" value={formatNumber(economy.inArrears.length)} />
      </SimpleGrid>

      <AdminSection id="economy-supply" title="Money supply over game time">
        <LineChart
          title="Money held by all estates, by game day"
          points={economy.supply.map((point) => ({ x: point.gameDay, y: point.total }))}
          xLabel="Game date"
          yLabel="Money supply"
          formatX={formatGameDay}
          formatY={formatMoney}
          formatXTick={formatGameDayShort}
          formatYTick={formatMoneyCompact}
          xTicks={gameDayTicks}
          step
          emptyText="No money has moved yet."
          hideTitle
        />
      </AdminSection>

      <AdminSection id="economy-years" title="Money created and destroyed per game year">
        {years.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            No ledger entries yet.
          </Text>
        ) : (
          <SimpleGrid columns={{ base: 1, xl: 2 }} gap="3">
            {years.map((summary) => (
              <YearTable key={summary.year} summary={summary} />
            ))}
          </SimpleGrid>
        )}
      </AdminSection>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <AdminSection id="economy-richest" title="Richest estates">
          {economy.richest.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              No estates yet.
            </Text>
          ) : (
            <EstateTable label="Richest estates" estates={economy.richest} ranked />
          )}
        </AdminSection>
        <AdminSection id="economy-arrears" title="Estates in arrears">
          {economy.inArrears.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              No estate is in arrears.
            </Text>
          ) : (
            <EstateTable label="Estates in arrears" estates={economy.inArrears} ranked={false} />
          )}
        </AdminSection>
      </SimpleGrid>
    </Stack>
  );
}
