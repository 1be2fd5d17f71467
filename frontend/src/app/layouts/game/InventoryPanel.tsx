import {
  Box,
  Button,
  Field,
  Heading,
  HStack,
  Link,
  List,
  NativeSelect,
  Separator,
  Stack,
  Text,
} from '@chakra-ui/react';
import { formatHectares, formatMoney, formatNumber, varietyLabel } from '@vineyard/domain';
import type { ReactNode } from 'react';
import { LuLogOut, LuSettings } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { EstateInventory, EstateSummary, WineStock } from './shellData';
import { href, paths } from '../../../config/paths';

export interface InventoryPanelProps {
  estates: EstateSummary[];
  estatesLoading: boolean;
  currentEstate: EstateSummary | null;
  inventory: EstateInventory | null;
  onSelectEstate: (id: string) => void;
  onLogout: () => void;
  onSettings: () => void;
  /** Headings start at h2 in the sidebar; the drawer brings its own title. */
  showTitle?: boolean;
}

function Section({
  title,
  empty,
  children,
  count,
}: {
  title: string;
  empty: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <Stack as="section" gap="2" aria-label={title}>
      <HStack justify="space-between">
        <Heading as="h3" size="xs" textStyle="capsHeading" color="fg.muted">
          {title}
        </Heading>
        {count > 0 && (
          <Text fontSize="xs" color="fg.subtle">
            {formatNumber(count)}
          </Text>
        )}
      </HStack>
      {count === 0 ? (
        <Text fontSize="sm" color="fg.subtle" fontStyle="italic">
          {empty}
        </Text>
      ) : (
        <List.Root as="ul" listStyle="none" gap="1.5" fontSize="sm">
          {children}
        </List.Root>
      )}
    </Stack>
  );
}

function Row({ primary, secondary, trailing }: { primary: ReactNode; secondary?: ReactNode; trailing?: ReactNode }) {
  return (
    <List.Item display="flex" justifyContent="space-between" alignItems="baseline" gap="2">
      <Box minW="0">
        <Text truncate fontWeight="medium">
          {primary}
        </Text>
        {secondary && (
          <Text fontSize="xs" color="fg.muted">
            {secondary}
          </Text>
        )}
      </Box>
      {trailing && (
        <Text flexShrink={0} color="fg.muted" fontSize="xs">
          {trailing}
        </Text>
      )}
    </List.Item>
  );
}

function wineAgeOrBottles(wine: WineStock): string | null {
  if (typeof wine.bottles === 'number') return `${formatNumber(wine.bottles)} bottles`;
  if (typeof wine.age === 'number') return `${formatNumber(wine.age)} ${wine.age === 1 ? 'day' : 'days'}`;
  return null;
}

/** The 'Inventory' sidebar of the game layout (also the content of the mobile drawer). */
export function InventoryPanel({
  estates,
  estatesLoading,
  currentEstate,
  inventory,
  onSelectEstate,
  onLogout,
  onSettings,
  showTitle = true,
}: InventoryPanelProps) {
  const grapes = inventory?.grapes ?? [];
  const wines = inventory?.wines ?? [];
  const supplies = inventory?.supplies ?? [];
  const plots = inventory?.plots ?? [];

  return (
    <Stack gap="5">
      {showTitle && (
        <Heading as="h2" size="lg" color="wine.800">
          Inventory
        </Heading>
      )}

      <Stack gap="2">
        {estates.length > 0 ? (
          <Field.Root>
            <Field.Label fontSize="sm">Current estate</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={currentEstate?.id ?? ''}
                onChange={(event) => event.target.value && onSelectEstate(event.target.value)}
                bg="bg.panel"
              >
                {!currentEstate && (
                  <option value="" disabled>
                    Select an estate
                  </option>
                )}
                {estates.map((estate) => (
                  <option key={estate.id} value={estate.id}>
                    {estate.name} — {formatMoney(estate.money)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {estatesLoading ? 'Loading your estates…' : 'No estates yet.'}
          </Text>
        )}
        <Link asChild fontSize="sm" fontWeight="semibold" color="wine.700">
          <RouterLink to={paths.estates}>Manage Estates</RouterLink>
        </Link>
      </Stack>

      <Separator />

      <Section title="Grapes" empty="No grapes yet" count={grapes.length}>
        {grapes.map((grape) => (
          <Row
            key={grape.variety}
            primary={varietyLabel(grape.variety)}
            secondary={`Quality ${grape.quality}`}
            trailing={`${formatNumber(grape.amount)} kg`}
          />
        ))}
      </Section>

      <Section title="Wine" empty="No wine yet" count={wines.length}>
        {wines.map((wine) => (
          <Row
            key={wine.id}
            primary={wine.name}
            secondary={[wine.status, wineAgeOrBottles(wine)].filter(Boolean).join(' · ')}
            trailing={`Quality ${wine.quality}`}
          />
        ))}
      </Section>

      <Section title="Supplies" empty="No supplies yet" count={supplies.length}>
        {supplies.map((supply) => (
          <Row key={supply.item} primary={supply.item} trailing={formatNumber(supply.amount)} />
        ))}
      </Section>

      <Section title="My Plots" empty="No plots yet" count={plots.length}>
        {plots.map((plot) => (
          <Row
            key={plot.id}
            primary={plot.name}
            secondary={formatHectares(plot.size)}
            trailing={
              <Link asChild color="wine.700" fontWeight="medium">
                <RouterLink to={href.plot(plot.id)} aria-label={`View details of ${plot.name}`}>
                  View Details
                </RouterLink>
              </Link>
            }
          />
        ))}
      </Section>

      <Separator />

      <HStack gap="2">
        <Button variant="outline" size="sm" flex="1" onClick={onLogout}>
          <LuLogOut aria-hidden /> Log Out
        </Button>
        <Button variant="ghost" size="sm" flex="1" onClick={onSettings}>
          <LuSettings aria-hidden /> Settings
        </Button>
      </HStack>
    </Stack>
  );
}
