import { Badge, Box, Button, Field, HStack, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatMoney, LEDGER_KINDS, LEDGER_PAGE_LIMITS, type LedgerKind } from '@vineyard/domain';
import { LuReceipt } from 'react-icons/lu';
import { useGetEstateLedgerQuery } from '../../api';
import { formatGameDay } from '../../components/gameDayAxis';
import { DataCell, DataRow, DataTable } from '../../components/DataTable';
import { Pager } from '../../components/Pager';
import { Empty, LoadFailed } from '../../components/States';
import { Panel } from '../../components/Panel';
import { amountColor, formatSignedMoney, kindLabel } from './format';

const COLUMNS = ['Game date', 'Kind', 'Description', 'Amount', 'Balance after'];

function LedgerSkeleton() {
  return (
    <Stack gap="2" role="status" aria-label="Loading the ledger">
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} height="10" rounded="md" />
      ))}
    </Stack>
  );
}

/**
 * The estate's ledger: every change of its money, newest first, a page at a time, optionally of
 * one kind. Rows become cards on phones (DataTable).
 */
export function LedgerSection({
  estateId,
  kind,
  page,
  onKind,
  onPage,
}: {
  estateId: string;
  kind: LedgerKind | undefined;
  page: number;
  onKind: (kind: LedgerKind | undefined) => void;
  onPage: (page: number) => void;
}) {
  const query = useGetEstateLedgerQuery(
    { estateId, page, kind, limit: LEDGER_PAGE_LIMITS.default },
    { refetchOnMountOrArgChange: true },
  );
  // While another page or kind loads, the last one stays (dimmed).
  const ledger = query.currentData?.data ?? (query.isFetching ? query.data?.data : undefined);
  const busy = query.isFetching;

  const filter = (
    <Field.Root maxW={{ base: 'full', sm: '64' }}>
      <Field.Label fontSize="sm">Kind</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={kind ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onKind(value === '' ? undefined : (value as LedgerKind));
          }}
        >
          <option value="">All kinds</option>
          {LEDGER_KINDS.map((value) => (
            <option key={value} value={value}>
              {kindLabel(value)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );

  let body;
  if (!ledger && query.isError) {
    body = (
      <LoadFailed error={query.error} fallback="The ledger could not be loaded." onRetry={() => void query.refetch()} />
    );
  } else if (!ledger) {
    body = <LedgerSkeleton />;
  } else if (ledger.pagination.total === 0) {
    body = kind ? (
      <Stack gap="3">
        <Empty icon={<LuReceipt />}>No transactions of this kind ({kindLabel(kind)}).</Empty>
        <Button size="sm" variant="outline" alignSelf="center" onClick={() => onKind(undefined)}>
          Show all kinds
        </Button>
      </Stack>
    ) : (
      <Empty icon={<LuReceipt />}>No transactions yet. Buying land, planting and selling will show up here.</Empty>
    );
  } else {
    body = (
      <Stack gap="3">
        <DataTable label="Ledger" columns={COLUMNS} busy={busy}>
          {ledger.entries.map((entry) => (
            <DataRow key={entry.id} label={`${kindLabel(entry.kind)}: ${formatSignedMoney(entry.amount)}`}>
              <DataCell label="Game date">
                <Text fontSize="sm" whiteSpace={{ md: 'nowrap' }}>
                  {formatGameDay(entry.gameDay)}
                </Text>
              </DataCell>
              <DataCell label="Kind">
                <Badge variant="subtle" colorPalette={entry.amount >= 0 ? 'green' : 'red'} whiteSpace="normal">
                  {kindLabel(entry.kind)}
                </Badge>
              </DataCell>
              <DataCell label="Description" wide>
                <Text fontSize="sm" color="fg.muted">
                  {entry.description}
                </Text>
              </DataCell>
              <DataCell label="Amount">
                <Text
                  fontWeight="semibold"
                  color={amountColor(entry.amount)}
                  fontVariantNumeric="tabular-nums"
                  whiteSpace="nowrap"
                  data-testid="ledger-amount"
                >
                  {formatSignedMoney(entry.amount)}
                </Text>
              </DataCell>
              <DataCell label="Balance after">
                <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                  {formatMoney(entry.balanceAfter)}
                </Text>
              </DataCell>
            </DataRow>
          ))}
        </DataTable>
        <Pager pagination={ledger.pagination} noun={['transaction', 'transactions']} busy={busy} onPage={onPage} />
      </Stack>
    );
  }

  return (
    <Panel title="Ledger">
      <Stack gap="4">
        <HStack justify="space-between" align="flex-end" gap="3" flexWrap="wrap">
          {filter}
          <Box fontSize="xs" color="fg.muted" pb="1">
            Newest first
          </Box>
        </HStack>
        {body}
      </Stack>
    </Panel>
  );
}
