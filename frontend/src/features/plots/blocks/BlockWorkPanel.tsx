import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { formatGameDayShortForm, formatMoney, MESSAGES } from '@vineyard/domain';
import { useState } from 'react';
import { LuScissors } from 'react-icons/lu';
import {
  useDoBlockVineyardWorkMutation,
  useGetBlockVineyardWorkQuery,
  type WorkEffectsDto,
  type WorkItemDto,
  type WorkOptionDto,
} from '../../../api';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { newIdempotencyKey } from '../../../components/FormDialog';
import { EmptyText, Panel } from '../../../components/Panel';
import { LoadFailed, Loading } from '../../../components/States';
import { useAlerts } from '../../../lib/alerts/useAlerts';
import { toast } from '../../../lib/toast';

const m = MESSAGES.vineyardWork;

const STATE_BADGE: Record<WorkItemDto['state'], { label: string; palette: string }> = {
  due: { label: 'Due now', palette: 'orange' },
  upcoming: { label: 'Upcoming', palette: 'gray' },
  done: { label: 'Done', palette: 'green' },
  missed: { label: 'Missed', palette: 'red' },
  closed: { label: 'Closed', palette: 'gray' },
};

const signed = (n: number, unit: string) => `${n > 0 ? '+' : n < 0 ? '−' : '±'}${Math.abs(n)}${unit}`;

/** 'The vintage's harvest if no more work is done: −20% grapes, −2 quality points.' */
function effectLine(effects: WorkEffectsDto): string {
  return `The vintage's harvest if no more work is done: ${signed(effects.yieldPercent, '%')} grapes, ${signed(effects.qualityPoints, '')} quality points.`;
}

/**
 * The block page's vineyard year (GET /blocks/{id}/work): the vintage's work — winter pruning,
 * spraying, canopy work, green harvest — each with its window and state; what is due now with its
 * options (cost on this block and effect), done with a confirmation and a toast (an
 * Idempotency-Key per confirmed attempt); what skipping does; the work done; and what it all does
 * to the harvest as things stand.
 */
export function BlockWorkPanel({ blockId, blockName }: { blockId: string; blockName: string }) {
  const query = useGetBlockVineyardWorkQuery({ id: blockId });
  const [doWork, working] = useDoBlockVineyardWorkMutation();
  const [asking, setAsking] = useState<{ item: WorkItemDto; option: WorkOptionDto; key: string } | null>(null);
  const alerts = useAlerts();
  const work = query.currentData?.data.work;

  async function confirm() {
    if (!asking) return;
    try {
      const res = await doWork({
        id: blockId,
        'Idempotency-Key': asking.key,
        doVineyardWorkDto: { kind: asking.item.kind, option: asking.option.option },
      }).unwrap();
      toast.success(res.message ?? `${asking.item.name} done`);
    } catch (error) {
      alerts.showApiError(error, m.workFailed);
    } finally {
      setAsking(null);
    }
  }

  let body;
  if (!work) {
    body = query.isError ? (
      <LoadFailed error={query.error} fallback={m.loadFailed} onRetry={query.refetch} variant="inline" />
    ) : (
      <Loading label="Loading the vineyard work..." inline />
    );
  } else if (!work.bearing) {
    body = (
      <EmptyText>
        These vines bear no crop in the Year {work.vintage} vintage (young, or picked already): no work is due on them.
      </EmptyText>
    );
  } else {
    const done = work.items.filter((i) => i.done);
    body = (
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted" data-testid="work-effects">
          Vintage Year {work.vintage}. {effectLine(work.effects)}
        </Text>
        <Stack gap="2" as="section" aria-label="This vintage's work">
          {work.items.map((item) => (
            <WorkRow
              key={item.kind}
              item={item}
              busy={working.isLoading}
              onChoose={(option) => setAsking({ item, option, key: newIdempotencyKey('work') })}
            />
          ))}
        </Stack>
        <Stack gap="1" as="section" aria-label="Work done">
          <Text fontSize="sm" fontWeight="semibold">
            Done this vintage
          </Text>
          {done.length === 0 ? (
            <EmptyText>Nothing yet.</EmptyText>
          ) : (
            done.map((item) => (
              <Text key={item.kind} fontSize="sm" data-testid="work-done">
                {item.name} ({item.done!.option}), {formatGameDayShortForm(item.done!.day)}: {item.done!.text}
              </Text>
            ))
          )}
        </Stack>
      </Stack>
    );
  }

  return (
    <Panel title="Vineyard Work">
      {body}
      <ConfirmDialog
        title={
          asking ? m.confirmTitle(`${asking.item.name} (${asking.option.label.toLowerCase()}) on ${blockName}`) : null
        }
        description={asking ? m.confirmBody(formatMoney(asking.option.cost), asking.option.text) : undefined}
        confirmLabel={asking ? `Do it for ${formatMoney(asking.option.cost)}` : 'Do it'}
        confirmPalette="wine"
        loading={working.isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(null)}
      />
    </Panel>
  );
}

function WorkRow({
  item,
  busy,
  onChoose,
}: {
  item: WorkItemDto;
  busy: boolean;
  onChoose: (option: WorkOptionDto) => void;
}) {
  const badge = STATE_BADGE[item.state];
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid={`work-${item.kind}`}>
      <Stack gap="2">
        <HStack gap="2" wrap="wrap">
          <LuScissors aria-hidden />
          <Text fontWeight="semibold">{item.name}</Text>
          <Badge colorPalette={badge.palette}>{badge.label}</Badge>
          <Text fontSize="sm" color="fg.muted">
            {item.window.label}
          </Text>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {item.what}.
        </Text>
        {item.state === 'due' && (
          <Stack gap="2">
            {item.options.map((o) => (
              <Stack
                key={o.option}
                direction={{ base: 'column', md: 'row' }}
                gap="2"
                justify="space-between"
                align={{ md: 'center' }}
              >
                <Text fontSize="sm">
                  <b>{o.label}</b>: {o.text}.
                </Text>
                <Button
                  size="sm"
                  colorPalette="wine"
                  disabled={busy}
                  onClick={() => onChoose(o)}
                  alignSelf={{ base: 'flex-start', md: 'center' }}
                  aria-label={`Do ${item.name.toLowerCase()}, ${o.label.toLowerCase()}, for ${formatMoney(o.cost)}`}
                >
                  Do it ({formatMoney(o.cost)})
                </Button>
              </Stack>
            ))}
          </Stack>
        )}
        {item.state === 'upcoming' && (
          <Text fontSize="sm">
            From {formatGameDayShortForm(item.window.from)}:{' '}
            {item.options.map((o) => `${o.label} ${formatMoney(o.cost)}`).join(', ')}.
          </Text>
        )}
        {item.ifSkipped && (item.state === 'due' || item.state === 'upcoming') && (
          <Text fontSize="sm" color="orange.700">
            If skipped: {item.ifSkipped}.
          </Text>
        )}
        {item.state === 'missed' && item.ifSkipped && (
          <Text fontSize="sm" color="red.600">
            Missed: {item.ifSkipped}.
          </Text>
        )}
        {item.state === 'done' && item.done && (
          <Text fontSize="sm" color="green.700">
            Done ({item.done.option}) on {formatGameDayShortForm(item.done.day)}: {item.done.text}.
          </Text>
        )}
      </Stack>
    </Box>
  );
}
