import { Box, Table, Text } from '@chakra-ui/react';
import { createContext, useContext, type ReactNode } from 'react';

/** Whether the rows become cards on phones (else the table scrolls sideways). */
const Stacked = createContext(true);

/** `{ base, md }`: the phone value only when the table stacks. */
function responsive<T>(stacked: boolean, phone: T, wide: T): { base: T; md: T } | T {
  return stacked ? { base: phone, md: wide } : wide;
}

/**
 * A table on wide screens that becomes a stack of cards below 768 px: one markup, so tests and
 * assistive technology see the same rows at every width. Each cell repeats its column name as a
 * label that only shows on phones. `stacked={false}` keeps a compact table that scrolls sideways
 * instead (for short rows of a few columns).
 */
export function DataTable({
  label,
  columns,
  busy = false,
  stacked = true,
  children,
}: {
  /** Accessible name of the table. */
  label: string;
  columns: string[];
  busy?: boolean;
  stacked?: boolean;
  children: ReactNode;
}) {
  const r = <T,>(phone: T, wide: T) => responsive(stacked, phone, wide);
  return (
    <Stacked.Provider value={stacked}>
      <Box
        overflowX={r('visible', 'auto')}
        borderWidth={r('0', '1px')}
        borderColor="border.muted"
        rounded={r('none', 'xl')}
        bg={r('transparent', 'bg.panel')}
        opacity={busy ? 0.7 : 1}
        transition="opacity 0.15s"
      >
        <Table.Root size="sm" aria-label={label} aria-busy={busy} display={r('block', 'table')} bg="transparent">
          <Table.Header display={r('none', 'table-header-group')}>
            <Table.Row bg="bg.subtle">
              {columns.map((column) => (
                <Table.ColumnHeader key={column} whiteSpace="nowrap" color="fg.muted" textStyle="caps">
                  {column}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body display={r('flex', 'table-row-group')} flexDirection="column" gap="3">
            {children}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stacked.Provider>
  );
}

export function DataRow({ children, label }: { children: ReactNode; label?: string }) {
  const stacked = useContext(Stacked);
  const r = <T,>(phone: T, wide: T) => responsive(stacked, phone, wide);
  return (
    <Table.Row
      aria-label={label}
      display={r('block', 'table-row')}
      bg="bg.panel"
      borderWidth={r('1px', '0')}
      borderColor="border.muted"
      rounded={r('xl', 'none')}
      px={r('4', '0')}
      py={r('2', '0')}
      boxShadow={r('xs', 'none')}
      _hover={{ md: { bg: 'bg.subtle' } }}
    >
      {children}
    </Table.Row>
  );
}

export function DataCell({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  const stacked = useContext(Stacked);
  const r = <T,>(phone: T, wide: T) => responsive(stacked, phone, wide);
  return (
    <Table.Cell
      display={r('flex', 'table-cell')}
      flexDirection={wide ? 'column' : 'row'}
      alignItems={wide ? 'stretch' : 'center'}
      justifyContent="space-between"
      gap={r(wide ? '1' : '4', '0')}
      px={r('0', '3')}
      py={r('1.5', '2.5')}
      borderBottomWidth={r('0', '1px')}
      verticalAlign="top"
      minW="0"
      whiteSpace={stacked ? undefined : 'nowrap'}
    >
      {stacked && (
        <Text as="span" hideFrom="md" textStyle="caps" fontWeight="semibold" color="fg.muted" flexShrink={0}>
          {label}
        </Text>
      )}
      <Box minW="0" textAlign={r(wide ? 'start' : 'end', 'start')} overflowWrap={stacked ? 'anywhere' : undefined}>
        {children}
      </Box>
    </Table.Cell>
  );
}
