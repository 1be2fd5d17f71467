import { Badge, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { PageHeader } from '../../../components/PageHeader';
import { skipToken } from '@reduxjs/toolkit/query';
import { regionLabel, weatherFor, wineBatchName, type Weather } from '@vineyard/domain';
import { useEffect, useMemo } from 'react';
import {
  useGetEstateCellarQuery,
  useListEstateContractsQuery,
  useGetEstateVineyardWorkQuery,
  useGetEstateWeatherThreatsQuery,
  useListEstateGrapeLotsQuery,
  useListEstateWinesQuery,
} from '../../../api';
import { href } from '../../../config/paths';
import { useEstates } from '../../../hooks/useEstates';
import { useEstateBlocks } from '../hooks/useEstateBlocks';
import { useWineMarkets } from '../hooks/useWineMarkets';
import { useGameTime } from '../../../hooks/useGameTime';
import { NotificationsPanel } from '../../../components/NotificationsPanel';
import { deriveTasks, type TaskLinks } from './overviewTasks';
import { Panel } from '../../../components/Panel';
import { GoalPanel } from './GoalPanel';
import { TasksPanel } from './TasksPanel';
import { VineyardSummary } from './VineyardSummary';

/**
 * While the game date loads, the weather panel shows skeletons of the size of its content
 * (placeholder text under the skeleton, hidden from everyone), so the panels below do not jump.
 */
const PLACEHOLDER_WEATHER = { condition: 'Partly cloudy', line: 'High 20°C (68°F) · Low 10°C' };

const TASK_LINKS: TaskLinks = {
  block: href.block,
  plot: href.plot,
  market: href.gameTab('market'),
  winery: href.gameTab('winery'),
};

function WeatherPanel({ estateSelected, weather }: { estateSelected: boolean; weather: Weather | null }) {
  return (
    <Panel title="Weather Today" note={<Badge variant="subtle">Regional forecast</Badge>}>
      {estateSelected ? (
        <Stack gap="1" aria-busy={weather ? undefined : true}>
          <Skeleton loading={!weather} alignSelf="flex-start">
            <Text fontSize="2xl" fontWeight="semibold">
              {weather ? weather.condition : PLACEHOLDER_WEATHER.condition}
            </Text>
          </Skeleton>
          <Skeleton loading={!weather} alignSelf="flex-start">
            <Text color="fg.muted">
              {weather
                ? `High ${weather.highC}°C (${weather.highF}°F) · Low ${weather.lowC}°C`
                : PLACEHOLDER_WEATHER.line}
            </Text>
          </Skeleton>
          {!weather && <VisuallyHidden>Loading the weather…</VisuallyHidden>}
        </Stack>
      ) : (
        <Text color="fg.subtle" fontStyle="italic" fontSize="sm">
          Select an estate to see its weather.
        </Text>
      )}
    </Panel>
  );
}

/** The Overview tab of /game: date and region, weather, alerts, tasks, the vineyard summary and the next goal, all from the API. */
export function OverviewTab() {
  const { currentEstate } = useEstates();
  const time = useGameTime();
  const today = time?.dayIndex ?? null;
  const plots = useMemo(() => currentEstate?.plots ?? [], [currentEstate]);
  const blocks = useEstateBlocks(
    plots.map((plot) => plot.id),
    today,
  );
  const arg = currentEstate ? { estateId: currentEstate.id } : skipToken;
  const lots = useListEstateGrapeLotsQuery(arg);
  const lotList = lots.currentData?.data.lots;
  // the cellar's batches (stages move with the game day) and the bottled wines with their buyers' pools
  const cellar = useGetEstateCellarQuery(arg);
  const cellarData = cellar.currentData?.data;
  const { refetch: refetchCellar } = cellar;
  useEffect(() => {
    if (today !== null && cellarData && cellarData.day !== today) void refetchCellar();
  }, [today, cellarData, refetchCellar]);
  // the coming weather events that can harm the blocks (the forecast moves with the game day)
  const threats = useGetEstateWeatherThreatsQuery(arg);
  const threatData = threats.currentData?.data;
  const threatList = threatData?.threats;
  const { refetch: refetchThreats } = threats;
  useEffect(() => {
    if (today !== null && threatData && threatData.today !== today) void refetchThreats();
  }, [today, threatData, refetchThreats]);
  // the vineyard work due on the blocks (its windows move with the game day)
  const work = useGetEstateVineyardWorkQuery(arg);
  const workData = work.currentData?.data;
  const workList = workData?.due;
  const { refetch: refetchWork } = work;
  useEffect(() => {
    if (today !== null && workData && workData.today !== today) void refetchWork();
  }, [today, workData, refetchWork]);
  const wines = useListEstateWinesQuery(arg);
  // the merchants' contracts due: they join the tasks once they load
  const contractList = useListEstateContractsQuery(arg).currentData?.data.contracts.contracts;
  const wineList = wines.currentData?.data.wines;
  const onSale = useMemo(() => (wineList ?? []).filter((w) => w.bottles > 0), [wineList]);
  const markets = useWineMarkets(
    onSale.map((w) => w.id),
    today,
  );

  // the sale tasks join once the wines' quotes come (they are not part of the server's first screen)
  const ready = today !== null && Boolean(lotList && cellarData && wineList) && !blocks.loading;
  const tasks = useMemo(
    () =>
      !ready || today === null || !lotList || !cellarData
        ? []
        : deriveTasks(
            {
              plots,
              blocks: blocks.all,
              lots: lotList,
              batches: cellarData.batches.map((b) => ({
                ...b,
                name: wineBatchName(b.variety, b.blend, b.vintage),
                inSteel: b.plan.elevage === 'steel',
              })),
              wines: onSale.map((w) => ({ ...w, market: markets.get(w.id) ?? null })),
              tankFreeLitres: cellarData.totals.tankFreeLitres,
              contracts: contractList,
              threats: threatList ?? [],
              work: workList ?? [],
              today,
            },
            TASK_LINKS,
          ),
    [ready, today, lotList, cellarData, onSale, markets, blocks, plots, contractList, threatList, workList],
  );
  const taskState = !currentEstate
    ? 'none'
    : blocks.failed || lots.isError || cellar.isError || wines.isError
      ? 'failed'
      : !ready
        ? 'loading'
        : 'ready';

  return (
    <Stack gap="6">
      <PageHeader title={currentEstate ? currentEstate.name : 'Estate Overview'}>
        {time ? time.formattedTime : 'Loading the game date…'}
        {currentEstate && ` · ${regionLabel(currentEstate.location)}`}
      </PageHeader>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <WeatherPanel
          estateSelected={Boolean(currentEstate)}
          weather={currentEstate && time ? weatherFor(currentEstate.location, time.dayIndex) : null}
        />
        <NotificationsPanel estateId={currentEstate?.id ?? null} alerts />
        <TasksPanel tasks={tasks} state={taskState} />
        <VineyardSummary plots={plots} blocks={blocks} today={today} estateSelected={Boolean(currentEstate)} />
        <GoalPanel estateId={currentEstate?.id ?? null} region={currentEstate?.location} />
      </SimpleGrid>
    </Stack>
  );
}
