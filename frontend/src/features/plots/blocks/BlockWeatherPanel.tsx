import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { cropLossText, formatMoney, MESSAGES } from '@vineyard/domain';
import { useState } from 'react';
import { LuCloudHail, LuShieldCheck } from 'react-icons/lu';
import {
  useGetBlockWeatherQuery,
  useProtectBlockMutation,
  type BlockWeatherEventDto,
  type VintageWeatherDto,
} from '../../../api';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyText, Panel } from '../../../components/Panel';
import { LoadFailed, Loading } from '../../../components/States';
import { useAlerts } from '../../../lib/alerts/useAlerts';
import { toast } from '../../../lib/toast';

const SEVERITY_PALETTE = { moderate: 'orange', severe: 'red' } as const;

/** An event's crop loss in words: '4% of the kilograms and 1 quality point' ('' for none). */
const eventCrop = (event: BlockWeatherEventDto) =>
  cropLossText({ yieldPercent: event.cropYieldPercent, qualityPoints: event.cropQualityPoints });

/** '; its harvest loses 4% of the kilograms and 1 quality point' ('' for none). */
const harvestPart = (event: BlockWeatherEventDto, verb: string) => {
  const crop = eventCrop(event);
  return crop ? `; its harvest ${verb} ${crop}` : '';
};

/**
 * The block page's weather events (GET /blocks/{id}/weather): the events forecast for its region
 * in the coming days, each with the damage it would do to this block and a Protect button (the
 * protection's cost, confirmed in a dialog, a toast), and what the last days' events did.
 */
export function BlockWeatherPanel({ blockId, blockName }: { blockId: string; blockName: string }) {
  const query = useGetBlockWeatherQuery({ id: blockId });
  const [protect, protecting] = useProtectBlockMutation();
  const [asking, setAsking] = useState<BlockWeatherEventDto | null>(null);
  const alerts = useAlerts();
  const weather = query.currentData?.data.weather;

  async function confirm() {
    if (!asking) return;
    try {
      const res = await protect({ id: blockId, protectBlockDto: { eventDay: asking.day } }).unwrap();
      toast.success(res.message ?? `${asking.protection} in place`);
    } catch (error) {
      alerts.showApiError(error, MESSAGES.weather.protectFailed);
    } finally {
      setAsking(null);
    }
  }

  let body;
  if (!weather) {
    body = query.isError ? (
      <LoadFailed error={query.error} fallback={MESSAGES.weather.loadFailed} onRetry={query.refetch} variant="inline" />
    ) : (
      <Loading label="Loading the forecast..." inline />
    );
  } else {
    body = (
      <Stack gap="4">
        <Stack gap="2" aria-label="Forecast events" as="section">
          <Text fontSize="sm" color="fg.muted">
            The next {weather.forecastDays} days in this region.
          </Text>
          {weather.forecast.length === 0 ? (
            <EmptyText>No frost, hail, heat, mildew or harvest rain in the forecast.</EmptyText>
          ) : (
            weather.forecast.map((event) => (
              <ForecastRow
                key={event.day}
                event={event}
                onProtect={() => setAsking(event)}
                busy={protecting.isLoading}
              />
            ))
          )}
        </Stack>
        <VintageLoss loss={weather.vintageLoss} />
        <Stack gap="2" aria-label="Recent events" as="section">
          <Text fontSize="sm" fontWeight="semibold">
            What happened
          </Text>
          {weather.recent.length === 0 ? (
            <EmptyText>No weather events in the last 30 days.</EmptyText>
          ) : (
            weather.recent.map((event) => <RecentRow key={event.day} event={event} />)
          )}
        </Stack>
      </Stack>
    );
  }

  return (
    <Panel title="Weather Events">
      {body}
      <ConfirmDialog
        title={asking ? `Protect ${blockName}?` : null}
        description={
          asking
            ? `${asking.protection} against the ${asking.label.toLowerCase()} of ${asking.date}: ${formatMoney(asking.cost)}, paid now. Unprotected, the block would lose ${asking.damage} health points that day${harvestPart(asking, 'would lose')}.`
            : undefined
        }
        confirmLabel={asking ? `Protect for ${formatMoney(asking.cost)}` : 'Protect'}
        confirmPalette="wine"
        loading={protecting.isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(null)}
      />
    </Panel>
  );
}

/** What the vintage's weather took from the crop on the vines so far (the harvest applies it). */
function VintageLoss({ loss }: { loss: VintageWeatherDto }) {
  const crop = cropLossText(loss);
  return (
    <Box
      borderRadius="md"
      p="3"
      bg={crop ? 'red.50' : 'green.50'}
      _dark={{ bg: crop ? 'red.950' : 'green.950' }}
      data-testid="vintage-loss"
    >
      <Text fontSize="sm" fontWeight="semibold">
        {crop
          ? `The weather has taken ${crop} from the Year ${loss.vintage} crop.`
          : `The Year ${loss.vintage} crop has lost nothing to the weather so far.`}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {crop
          ? `Unprotected ${loss.events.map((e) => `${e.label.toLowerCase()} (${e.date})`).join(', ')}: the harvest applies it, with the vineyard work's effects.`
          : 'Frost, hail, heat, mildew and harvest rain take kilograms and quality from the harvest of an unprotected block, besides its health.'}
      </Text>
    </Box>
  );
}

function EventTitle({ event }: { event: BlockWeatherEventDto }) {
  return (
    <HStack gap="2" wrap="wrap">
      <LuCloudHail aria-hidden />
      <Text fontWeight="semibold">{event.label}</Text>
      <Badge colorPalette={SEVERITY_PALETTE[event.severity]}>{event.date}</Badge>
    </HStack>
  );
}

function ForecastRow({
  event,
  onProtect,
  busy,
}: {
  event: BlockWeatherEventDto;
  onProtect: () => void;
  busy: boolean;
}) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid="forecast-event">
      <Stack gap="2" direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'center' }}>
        <Stack gap="1">
          <EventTitle event={event} />
          <Text fontSize="sm" color="fg.muted">
            {event.damage > 0
              ? event.protected
                ? `Protected by ${event.protection.toLowerCase()}: it will not take the ${event.damage} health points.${
                    eventCrop(event) ? ` Its harvest keeps ${eventCrop(event)}.` : ''
                  }`
                : `Unprotected: −${event.damage} health${harvestPart(event, 'loses')}. ${event.protection}: ${formatMoney(event.cost)}.`
              : 'It cannot harm this block (no grapes on the vine that day).'}
          </Text>
        </Stack>
        {event.protected ? (
          <Badge colorPalette="green" size="lg" alignSelf={{ base: 'flex-start', md: 'center' }}>
            <LuShieldCheck aria-hidden /> Protected
          </Badge>
        ) : event.damage > 0 ? (
          <Button
            size="sm"
            colorPalette="wine"
            onClick={onProtect}
            disabled={busy}
            alignSelf={{ base: 'flex-start', md: 'center' }}
          >
            Protect ({formatMoney(event.cost)})
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}

function RecentRow({ event }: { event: BlockWeatherEventDto }) {
  const outcome = !event.applied
    ? 'Coming with the day’s tick'
    : event.protected
      ? `Protected: no damage (${event.protection.toLowerCase()})`
      : event.damage > 0
        ? `Unprotected: the block lost ${event.damage} health${harvestPart(event, 'lost')}`
        : 'No harm to this block';
  return (
    <HStack gap="2" justify="space-between" wrap="wrap" fontSize="sm" data-testid="recent-event">
      <EventTitle event={event} />
      <Text color={event.applied && !event.protected && event.damage > 0 ? 'red.600' : 'fg.muted'}>{outcome}</Text>
    </HStack>
  );
}
