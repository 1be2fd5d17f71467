import { Badge, Box, Breadcrumb, Button, Flex, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import {
  cooperativePrice,
  ESTATE_TEMPLATE_INFO,
  formatDate,
  formatMoney,
  formatNumber,
  grapeBuyerPrice,
  regionLabel,
  type RegionKey,
} from '@vineyard/domain';
import { LuLogOut, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { EstateDto } from '../../../api';
import { EmptyText as Empty, Panel } from '../../../components/Panel';
import { StatCard } from '../../../components/StatCard';
import { paths } from '../../../config/paths';
import type { EstateDetail } from '../hooks/useEstateDetail';
import { InlineRename } from './InlineRename';

/** The presentational parts of the estate page; data and actions come from useEstateDetail. */

/** The qualities the grape price table shows (the buyers pay by quality). */
const PRICE_QUALITIES = [50, 70, 90] as const;

const perKg = (price: number) => `€${price.toFixed(2)} / kg`;

/** Breadcrumb, the editable name, the estate's line and its buttons. */
export function EstateHeader({ estate, page }: { estate: EstateDto; page: EstateDetail }) {
  return (
    <>
      <Breadcrumb.Root size="sm">
        <Breadcrumb.List>
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <RouterLink to={paths.game.home}>Game</RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <RouterLink to={paths.estates}>My Estates</RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink>{estate.name}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>

      <Flex
        gap="4"
        justify="space-between"
        align={{ base: 'stretch', md: 'flex-start' }}
        direction={{ base: 'column', md: 'row' }}
      >
        <Stack gap="1" minW="0">
          <InlineRename key={estate.name} name={estate.name} saving={page.busy.renaming} onSave={page.onRename} />
          <HStack gap="2" flexWrap="wrap" fontSize="sm" color="fg.muted">
            <Text>
              {regionLabel(estate.location)} · {ESTATE_TEMPLATE_INFO[estate.template].label} estate · founded{' '}
              {formatDate(estate.createdAt)}
            </Text>
            {page.current && <Badge colorPalette="green">Current</Badge>}
          </HStack>
        </Stack>
        <HStack gap="2" flexShrink={0} flexWrap="wrap">
          <Button variant="outline" disabled={page.current} onClick={() => page.select(estate)}>
            {page.current ? 'Current Estate' : 'Set as Current'}
          </Button>
          {estate.isPrimaryOwner ? (
            <Button variant="outline" colorPalette="red" onClick={() => page.setConfirming('delete')}>
              <LuTrash2 aria-hidden /> Delete
            </Button>
          ) : (
            <Button variant="outline" colorPalette="red" onClick={() => page.setConfirming('leave')}>
              <LuLogOut aria-hidden /> Leave estate
            </Button>
          )}
        </HStack>
      </Flex>
    </>
  );
}

export function KeyFigures({ estate }: { estate: EstateDto }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 5 }} gap="3" as="section" aria-label="Key figures">
      <StatCard label="Money" value={formatMoney(estate.money)} />
      <StatCard label="Reputation" value={formatNumber(estate.reputation)} />
      <StatCard label="Plots" value={formatNumber(estate.counts.plots)} />
      <StatCard label="Vines" value={formatNumber(estate.counts.vines)} />
      <StatCard label="Wines" value={formatNumber(estate.counts.wines)} />
    </SimpleGrid>
  );
}

export function InventorySection({ estate }: { estate: EstateDto }) {
  return (
    <Panel title="Inventory">
      <Stack gap="3" fontSize="sm">
        <Box>
          <Text fontWeight="semibold">Grapes</Text>
          {estate.inventory.grapes.length === 0 ? (
            <Empty>No grapes yet</Empty>
          ) : (
            estate.inventory.grapes.map((grape) => (
              <Text key={grape.variety}>
                {grape.variety}: {formatNumber(grape.amount)} kg (quality {grape.quality})
              </Text>
            ))
          )}
        </Box>
        <Box>
          <Text fontWeight="semibold">Wine</Text>
          {estate.wines.length === 0 ? (
            <Empty>No wine yet</Empty>
          ) : (
            estate.wines.map((wine) => (
              <Text key={wine.id}>
                {wine.name} — {wine.status} (quality {wine.quality})
              </Text>
            ))
          )}
        </Box>
        <Box>
          <Text fontWeight="semibold">Supplies</Text>
          {estate.inventory.supplies.length === 0 ? (
            <Empty>No supplies yet</Empty>
          ) : (
            estate.inventory.supplies.map((supply) => (
              <Text key={supply.item}>
                {supply.item}: {formatNumber(supply.amount)}
              </Text>
            ))
          )}
        </Box>
      </Stack>
    </Panel>
  );
}

export function WeatherSection({ estate, page }: { estate: EstateDto; page: EstateDetail }) {
  return (
    <Panel title="Weather" note={<Badge variant="subtle">Regional forecast</Badge>}>
      {page.days.length === 0 ? (
        <Empty>Forecast loads with the game time…</Empty>
      ) : (
        <SimpleGrid columns={3} gap="2">
          {page.days.map((day, index) => (
            <Stack key={day.dayIndex} gap="0.5" textAlign="center" bg="bg.subtle" rounded="md" p="2">
              <Text fontSize="xs" color="fg.muted">
                {index === 0 ? 'Today' : index === 1 ? 'Tomorrow' : `In ${index} days`}
              </Text>
              <Text fontWeight="semibold" fontSize="sm">
                {day.condition}
              </Text>
              <Text fontSize="xs">
                {day.highC}° / {day.lowC}°C
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      )}
      <Text fontSize="xs" color="fg.muted" mt="2">
        Regional forecast for {regionLabel(estate.location)}.
      </Text>
    </Panel>
  );
}

export function GrapePricesSection({ estate }: { estate: EstateDto }) {
  return (
    <Panel title="Grape Prices" note={<Badge variant="subtle">{regionLabel(estate.location)}</Badge>}>
      <Table.Root size="sm">
        <Table.Body>
          {PRICE_QUALITIES.map((quality) => (
            <Table.Row key={quality}>
              <Table.Cell>Grape buyers, quality {quality}</Table.Cell>
              <Table.Cell textAlign="end">{perKg(grapeBuyerPrice(estate.location as RegionKey, quality))}</Table.Cell>
            </Table.Row>
          ))}
          <Table.Row>
            <Table.Cell>Cooperative, any quality</Table.Cell>
            <Table.Cell textAlign="end">{perKg(cooperativePrice(estate.location as RegionKey))}</Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
      <Text fontSize="xs" color="fg.muted" mt="2">
        The regional grape buyers' list prices: they pay less as their season's pool fills, and the cooperative takes
        the rest. Sell grapes from the Market tab.
      </Text>
    </Panel>
  );
}
