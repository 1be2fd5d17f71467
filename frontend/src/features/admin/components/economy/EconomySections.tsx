import { Box, Stack, Table, Text } from '@chakra-ui/react';
import { formatMoney, LEDGER_KIND_LABELS } from '@vineyard/domain';
import type { ReactNode } from 'react';
import type { EstateMoneyDto } from '../../../../api';
import { DataCell, DataRow, DataTable } from '../../../../components/DataTable';
import type { YearSummary } from './economy';

/** The presentational parts of the economy panel. */

/** A key figure with its label. */
export function Tile({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
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

/** One game year's money created and destroyed, by kind, with the totals. */
export function YearTable({ summary }: { summary: YearSummary }) {
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

/** Estates with their money and arrears, ranked or not. */
export function EstateTable({ label, estates, ranked }: { label: string; estates: EstateMoneyDto[]; ranked: boolean }) {
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
