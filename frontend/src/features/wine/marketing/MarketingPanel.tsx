import { Badge, Box, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { formatBoost, formatGameDayShortForm, formatMoney, MESSAGES } from '@vineyard/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useListEstateCampaignsQuery, useRunEstateCampaignMutation, type CampaignKindDto } from '../../../api';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { newIdempotencyKey } from '../../../components/FormDialog';
import { EmptyText, Panel } from '../../../components/Panel';
import { apiErrorMessage } from '../../../lib/alerts/apiError';
import { toast } from '../../../lib/toast';

const c = MESSAGES.campaigns;

/**
 * The Market tab's marketing campaigns (issue 35, item 3): the kinds with their price at the
 * estate's size, the boost they bring (less beside those running) and their days; what runs now
 * and until when; a campaign runs after a confirmation. The boost shows again in the Sell dialog.
 */
export function MarketingPanel({ estateId, money }: { estateId: string | null; money: number | null }) {
  const query = useListEstateCampaignsQuery(estateId ? { estateId } : skipToken);
  const data = query.currentData?.data.campaigns;
  const [asking, setAsking] = useState<CampaignKindDto | null>(null);
  const [key, setKey] = useState('');
  const [run, runState] = useRunEstateCampaignMutation();
  const running = (data?.campaigns ?? []).filter((x) => x.running);
  const ended = (data?.campaigns ?? []).filter((x) => !x.running);

  const ask = (kind: CampaignKindDto) => {
    setKey(newIdempotencyKey(`campaign-${kind.kind}`));
    setAsking(kind);
  };
  const confirm = async () => {
    if (!asking || !estateId) return;
    try {
      const result = await run({ estateId, 'Idempotency-Key': key, runCampaignDto: { kind: asking.kind } }).unwrap();
      toast.success(result.message ?? `${asking.label} started`);
    } catch (failure) {
      toast.error(apiErrorMessage(failure));
    }
    setAsking(null);
  };

  return (
    <Panel
      title="Marketing"
      note={
        data && data.boost > 0 ? (
          <Badge variant="subtle" colorPalette="green">
            Demand {formatBoost(data.boost)}
          </Badge>
        ) : undefined
      }
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          A campaign brings more buyers to every pool of your wines for its days: the first bottles sell at the same
          price, but more of them, and the pools refill faster. A second campaign while one runs adds half of its
          effect, a third a quarter; bigger estates pay more.
        </Text>
        {!estateId ? (
          <EmptyText>Choose an estate to see its marketing.</EmptyText>
        ) : query.isError ? (
          <Text color="fg.error" role="alert">
            {c.loadFailed}
          </Text>
        ) : !data ? (
          <EmptyText>Loading the campaigns…</EmptyText>
        ) : (
          <>
            <List.Root as="ul" listStyle="none" gap="3" aria-label="Marketing campaigns">
              {data.kinds.map((k) => {
                const short = money !== null && money < k.cost;
                return (
                  <List.Item
                    key={k.kind}
                    display="flex"
                    flexDirection={{ base: 'column', sm: 'row' }}
                    justifyContent="space-between"
                    alignItems={{ base: 'flex-start', sm: 'center' }}
                    gap={{ base: '2', sm: '3' }}
                  >
                    <Box minW="0">
                      <Text fontWeight="medium">{k.label}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {k.description}
                      </Text>
                      <Text fontSize="xs" color="fg.muted">
                        {formatMoney(k.cost)} · demand {formatBoost(k.boost)} for {k.days} days
                        {k.runningUntil === null && k.addsToday < k.boost - 1e-9
                          ? ` (${formatBoost(k.addsToday)} beside the campaigns running)`
                          : ''}
                      </Text>
                    </Box>
                    {k.runningUntil !== null ? (
                      <Badge variant="subtle" colorPalette="green" flexShrink={0}>
                        Until {formatGameDayShortForm(k.runningUntil)}
                      </Badge>
                    ) : (
                      <Button
                        size="xs"
                        colorPalette="wine"
                        flexShrink={0}
                        disabled={short}
                        title={short ? c.notEnoughMoney(formatMoney(k.cost)) : undefined}
                        onClick={() => ask(k)}
                        aria-label={`Run ${k.label} for ${formatMoney(k.cost)}`}
                      >
                        Run
                      </Button>
                    )}
                  </List.Item>
                );
              })}
            </List.Root>
            <Stack gap="2">
              <Text fontWeight="semibold">Running now</Text>
              {running.length === 0 ? (
                <EmptyText>No campaign runs now: your buyers are the usual ones.</EmptyText>
              ) : (
                <List.Root as="ul" listStyle="none" gap="2" aria-label="Running campaigns">
                  {running.map((x) => (
                    <List.Item key={x.id} display="flex" justifyContent="space-between" gap="3">
                      <Text fontSize="sm">{x.label}</Text>
                      <Text fontSize="sm" color="fg.muted" flexShrink={0}>
                        until {formatGameDayShortForm(x.endDay)}
                      </Text>
                    </List.Item>
                  ))}
                </List.Root>
              )}
              {running.length > 0 && (
                <Text fontSize="xs" color="fg.muted">
                  Together: demand {formatBoost(data.boost)} in every pool of your wines.
                </Text>
              )}
            </Stack>
            {ended.length > 0 && (
              <Stack gap="2">
                <Text fontWeight="semibold">Past campaigns</Text>
                <List.Root as="ul" listStyle="none" gap="1" aria-label="Past campaigns">
                  {ended.map((x) => (
                    <List.Item key={x.id} display="flex" justifyContent="space-between" gap="3">
                      <HStack gap="2" minW="0">
                        <Text fontSize="sm" truncate>
                          {x.label}
                        </Text>
                      </HStack>
                      <Text fontSize="xs" color="fg.muted" flexShrink={0}>
                        {formatGameDayShortForm(x.startDay)} – {formatGameDayShortForm(x.endDay)} ·{' '}
                        {formatMoney(x.cost)}
                      </Text>
                    </List.Item>
                  ))}
                </List.Root>
              </Stack>
            )}
          </>
        )}
      </Stack>
      <ConfirmDialog
        title={asking ? `Run ${asking.label.toLowerCase()}?` : null}
        description={
          asking
            ? `It costs ${formatMoney(asking.cost)}, paid now. For ${asking.days} game days your wines find ${formatBoost(
                asking.addsToday,
              )} buyers in every pool${asking.addsToday < asking.boost - 1e-9 ? ' (less beside the campaigns running)' : ''}.`
            : undefined
        }
        confirmLabel="Run campaign"
        confirmPalette="wine"
        loading={runState.isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(null)}
      />
    </Panel>
  );
}
