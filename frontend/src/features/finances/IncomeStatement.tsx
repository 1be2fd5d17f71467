import { Box, Field, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { KindTotalDto } from '../../api';
import { EmptyText, Panel } from '../../components/Panel';
import { amountColor, formatSignedMoney, kindLabel } from './format';

function Rows({
  caption,
  rows,
  total,
  totalLabel,
}: {
  caption: string;
  rows: KindTotalDto[];
  total: number;
  totalLabel: string;
}) {
  return (
    <Table.Root size="sm" aria-label={caption} css={{ tableLayout: 'fixed' }}>
      <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" color="fg" fontSize="sm" mt="0" mb="1">
        {caption}
      </Table.Caption>
      <Table.Header srOnly>
        <Table.Row>
          <Table.ColumnHeader>Kind</Table.ColumnHeader>
          <Table.ColumnHeader>Amount</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.length === 0 ? (
          <Table.Row>
            <Table.Cell colSpan={2} px="0">
              <EmptyText>None this year.</EmptyText>
            </Table.Cell>
          </Table.Row>
        ) : (
          rows.map((row) => (
            <Table.Row key={row.kind}>
              <Table.Cell px="0">{kindLabel(row.kind)}</Table.Cell>
              <Table.Cell
                px="0"
                textAlign="end"
                fontVariantNumeric="tabular-nums"
                color={amountColor(row.amount)}
                w="36"
              >
                {formatSignedMoney(row.amount)}
              </Table.Cell>
            </Table.Row>
          ))
        )}
      </Table.Body>
      <Table.Footer>
        <Table.Row>
          <Table.Cell px="0" fontWeight="semibold">
            {totalLabel}
          </Table.Cell>
          <Table.Cell px="0" textAlign="end" fontWeight="semibold" fontVariantNumeric="tabular-nums" w="36">
            {formatSignedMoney(total)}
          </Table.Cell>
        </Table.Row>
      </Table.Footer>
    </Table.Root>
  );
}

/** A game year's income statement: money in by kind, money out by kind, and the net; a year selector. */
export function IncomeStatement({
  year,
  years,
  income,
  costs,
  net,
  busy,
  onYear,
}: {
  year: number;
  /** Years with entries; the shown year is added when it has none. */
  years: number[];
  income: KindTotalDto[];
  costs: KindTotalDto[];
  net: number;
  busy: boolean;
  onYear: (year: number) => void;
}) {
  const options = [...new Set([...years, year])].sort((a, b) => b - a);
  const totalIncome = income.reduce((sum, row) => sum + row.amount, 0);
  const totalCosts = costs.reduce((sum, row) => sum + row.amount, 0);
  return (
    <Panel
      title="Income statement"
      note={
        <Field.Root w="auto">
          <InlineField>
            <Field.Label fontSize="sm" mb="0">
              Game year
            </Field.Label>
            <NativeSelect.Root size="sm" w="28">
              <NativeSelect.Field value={String(year)} onChange={(event) => onYear(Number(event.currentTarget.value))}>
                {options.map((value) => (
                  <option key={value} value={value}>
                    Year {value}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </InlineField>
        </Field.Root>
      }
    >
      <Stack
        gap="5"
        opacity={busy ? 0.6 : 1}
        transition="opacity 0.15s"
        aria-busy={busy}
        data-testid="income-statement"
      >
        <Rows caption="Income" rows={income} total={totalIncome} totalLabel="Total income" />
        <Rows caption="Costs" rows={costs} total={totalCosts} totalLabel="Total costs" />
        <Box borderTopWidth="2px" borderColor="border" pt="3" display="flex" justifyContent="space-between" gap="3">
          <Text fontWeight="bold">Net result, Year {year}</Text>
          <Text fontWeight="bold" color={amountColor(net)} fontVariantNumeric="tabular-nums" data-testid="net-result">
            {formatSignedMoney(net)}
          </Text>
        </Box>
      </Stack>
    </Panel>
  );
}

function InlineField({ children }: { children: ReactNode }) {
  return (
    <Box display="flex" alignItems="center" gap="2">
      {children}
    </Box>
  );
}
