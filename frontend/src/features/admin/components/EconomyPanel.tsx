import { Badge, Box, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { formatMoney, formatNumber, LEDGER_KIND_LABELS } from '@vineyard/domain';
import type { ReactNode } from 'react';
import { LuCoins } from 'react-icons/lu';
import { useAdminGetEconomyQuery, type EstateMoneyDto, type YearKindTotalDto } from '../../../api';
import { formatMoneyCompact } from '../../../components/chartScale';
import { formatGameDay, formatGameDayShort, gameDayTicks } from '../../../components/gameDayAxis';
import { LineChart } from '../../../components/LineChart';
import { DataCell, DataRow, DataTable } from '../../../components/DataTable';
import { Empty, LoadFailed, Loading } from '../../../components/States';

function Tile({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <Box
      role="group"
      aria-label={label}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="lg"
      px="4"
      py="3"
      minW="0"
    >
      <Text fontFamily="heading" fontSize="2xl" fontWeight="bold" color="wine.700" truncate>
        {value}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      {children}
    </Box>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack
      as="section"
      aria-labelledby={id}
      gap="3"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="xl"
      p={{ base: '4', md: '5' }}
      minW="0"
    >
      <Heading as="h2" id={id} size="sm" color="wine.800">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

export interface YearSummary {
  year: number;
  created: number;
  destroyed: number;
  rows: YearKindTotalDto[];
}

/** The per-year-and-kind rows grouped by year (newest first), with each year's totals. */
export function groupByYear(rows: readonly YearKindTotalDto[]): YearSummary[] {
  const years = new Map<number, YearSummary>();
  for (const row of rows) {
    const year = years.get(row.year) ?? { year: row.year, created: 0, destroyed: 0, rows: [] };
    year.created += row.created;
    year.destroyed += row.destroyed;
    year.rows.push(row);
    years.set(row.year, year);
  }
  return [...years.values()]
    .sort((a, b) => b.year - a.year)
    .map((year) => ({
      ...year,
      rows: [...year.rows].sort((a, b) => b.created + b.destroyed - (a.created + a.destroyed)),
    }));
}

function YearTable({ summary }: { summary: YearSummary }) {
  const net = summary.created - summary.destroyed;
  return (
    <Box borderWidth="1px" borderColor="border.muted" rounded="lg" overflow="hidden">
      <Table.Root size="sm" aria-label={`Year ${summary.year}: money created and destroyed by kind`}>
        <Table.Caption captionSide="top" textAlign="start" px="3" py="2" bg="bg.subtle" m="0" color="fg">
          <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="1">
            <Text fontWeight="semibold">Year {summary.year}</Text>
            <Text fontSize="sm" color="fg.muted">
              net {net > 0 ? '+' : ''}
              {formatMoney(net)}
            </Text>
          </Stack>
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Kind</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Created</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Destroyed</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {summary.rows.map((row) => (
            <Table.Row key={row.kind}>
              <Table.Cell>{LEDGER_KIND_LABELS[row.kind] ?? row.kind}</Table.Cell>
              <Table.Cell
                textAlign="end"
                fontVariantNumeric="tabular-nums"
                color={row.created ? 'green.700' : 'fg.muted'}
              >
                {formatMoney(row.created)}
              </Table.Cell>
              <Table.Cell
                textAlign="end"
                fontVariantNumeric="tabular-nums"
                color={row.destroyed ? 'red.700' : 'fg.muted'}
              >
                {formatMoney(row.destroyed)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row fontWeight="semibold">
            <Table.Cell>Total</Table.Cell>
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
              {formatMoney(summary.created)}
            </Table.Cell>
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
              {formatMoney(summary.destroyed)}
            </Table.Cell>
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Box>
  );
}

function EstateTable({ label, estates, ranked }: { label: string; estates: EstateMoneyDto[]; ranked: boolean }) {
  return (
    <DataTable label={label} columns={[...(ranked ? ['#'] : []), 'Estate', 'Money', 'Arrears']}>
      {estates.map((estate, index) => (
        <DataRow key={estate.estateId} label={estate.name}>
          {ranked && <DataCell label="Rank">{index + 1}</DataCell>}
          <DataCell label="Estate">
            <Text fontWeight="medium">{estate.name}</Text>
          </DataCell>
          <DataCell label="Money">
            <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
              {formatMoney(estate.money)}
            </Text>
          </DataCell>
          <DataCell label="Arrears">
            <Text
              fontVariantNumeric="tabular-nums"
              whiteSpace="nowrap"
              color={estate.arrears > 0 ? 'red.700' : 'fg.muted'}
            >
              {formatMoney(estate.arrears)}
            </Text>
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}

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

      <Section id="economy-supply" title="Money supply over game time">
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
      </Section>

      <Section id="economy-years" title="Money created and destroyed per game year">
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
      </Section>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <Section id="economy-richest" title="Richest estates">
          {economy.richest.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              No estates yet.
            </Text>
          ) : (
            <EstateTable label="Richest estates" estates={economy.richest} ranked />
          )}
        </Section>
        <Section id="economy-arrears" title="Estates in arrears">
          {economy.inArrears.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              No estate is in arrears.
            </Text>
          ) : (
            <EstateTable label="Estates in arrears" estates={economy.inArrears} ranked={false} />
          )}
        </Section>
      </SimpleGrid>
    </Stack>
  );
}
