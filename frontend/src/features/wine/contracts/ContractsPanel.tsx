import { Badge, Box, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { formatGameDay, formatMoney, formatNumber, MESSAGES, WINE_TIER_INFO } from '@vineyard/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import {
  useAcceptEstateContractMutation,
  useListEstateContractsQuery,
  type ContractDto,
  type ContractOfferDto,
} from '../../../api';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyText, Panel } from '../../../components/Panel';
import { apiErrorMessage } from '../../../lib/alerts/apiError';
import { toast } from '../../../lib/toast';
import { DeliverContractDialog } from './DeliverContractDialog';

const c = MESSAGES.contracts;

const colourLabel = (colour: string) => (colour === 'red' ? 'Red' : 'White');

/** The terms of an offer or a contract in one line. */
function terms(t: ContractOfferDto | ContractDto) {
  return `${formatNumber(t.bottles)} bottles · quality ${t.minQuality}+ · ${WINE_TIER_INFO[t.tier].label} · ${formatMoney(
    t.price,
  )} a bottle`;
}

const STATUS: Record<ContractDto['status'], { label: string; palette: string }> = {
  accepted: { label: 'Open', palette: 'blue' },
  delivered: { label: 'Delivered', palette: 'green' },
  defaulted: { label: 'Defaulted', palette: 'red' },
};

/**
 * The Market tab's merchants' contracts (issue 31, item 3): this month's board of offers for the
 * current estate, each accepted after a confirmation, and the estate's contracts with their status
 * and delivery day; an open one is delivered from a bottled wine (DeliverContractDialog).
 */
export function ContractsPanel({ estateId }: { estateId: string | null }) {
  const query = useListEstateContractsQuery(estateId ? { estateId } : skipToken);
  const data = query.currentData?.data.contracts;
  const [accepting, setAccepting] = useState<ContractOfferDto | null>(null);
  const [delivering, setDelivering] = useState<ContractDto | null>(null);
  const [accept, acceptState] = useAcceptEstateContractMutation();
  const open = (data?.contracts ?? []).filter((k) => k.status === 'accepted').length;
  const full = data ? open >= data.maxOpen : false;

  const confirmAccept = async () => {
    if (!accepting || !estateId) return;
    try {
      const result = await accept({ estateId, acceptContractDto: { offer: accepting.offer } }).unwrap();
      toast.success(result.message ?? c.accepted(accepting.bottles, accepting.colour, formatGameDay(accepting.dueDay)));
    } catch (failure) {
      toast.error(apiErrorMessage(failure));
    }
    setAccepting(null);
  };

  return (
    <Panel title="Merchants' contracts">
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          Merchants of your region buy ahead, at a premium, wine of the colours you grow, and sell to your own buyers: a
          delivery takes its bottles out of that tier&apos;s pool. Deliver the bottles asked by their day and the money
          comes in; miss the day and they charge a penalty and your reputation suffers. A new board comes each month
          {data ? ` (next on ${formatGameDay(data.nextBoardDay)})` : ''}.
        </Text>
        {!estateId ? (
          <EmptyText>Choose an estate to see its merchants&apos; offers.</EmptyText>
        ) : query.isError ? (
          <Text color="fg.error" role="alert">
            {c.loadFailed}
          </Text>
        ) : !data ? (
          <EmptyText>Loading the merchants&apos; offers…</EmptyText>
        ) : (
          <>
            <Stack gap="2">
              <HStack justify="space-between" align="baseline">
                <Text fontWeight="semibold">This month&apos;s offers</Text>
                <Text fontSize="xs" color="fg.muted">
                  {open} of {data.maxOpen} contracts open
                </Text>
              </HStack>
              {data.offers.length === 0 ? (
                <EmptyText>No merchant makes an offer this month.</EmptyText>
              ) : (
                <List.Root as="ul" listStyle="none" gap="3" aria-label="Merchants' offers">
                  {data.offers.map((o) => (
                    <List.Item key={o.offer} display="flex" justifyContent="space-between" alignItems="center" gap="3">
                      <Box minW="0">
                        <Text fontWeight="medium">
                          {colourLabel(o.colour)} wine for {formatMoney(o.value)}
                        </Text>
                        <Text fontSize="xs" color="fg.muted">
                          {terms(o)} · by {formatGameDay(o.dueDay)} · penalty {formatMoney(o.penalty)}
                        </Text>
                      </Box>
                      {o.taken ? (
                        <Badge variant="subtle" colorPalette="green" flexShrink={0}>
                          Accepted
                        </Badge>
                      ) : (
                        <Button
                          size="xs"
                          colorPalette="wine"
                          flexShrink={0}
                          disabled={full}
                          onClick={() => setAccepting(o)}
                          aria-label={`Accept the offer for ${formatNumber(o.bottles)} bottles of ${o.colour} wine`}
                        >
                          Accept
                        </Button>
                      )}
                    </List.Item>
                  ))}
                </List.Root>
              )}
              {full && (
                <Text fontSize="xs" color="fg.muted">
                  {c.tooMany(data.maxOpen)}: deliver one to accept another.
                </Text>
              )}
            </Stack>
            <Stack gap="2">
              <Text fontWeight="semibold">Your contracts</Text>
              {data.contracts.length === 0 ? (
                <EmptyText>No contracts yet: accept an offer above and plan the wine for its day.</EmptyText>
              ) : (
                <List.Root as="ul" listStyle="none" gap="3" aria-label="Your contracts">
                  {data.contracts.map((k) => (
                    <List.Item key={k.id} display="flex" justifyContent="space-between" alignItems="center" gap="3">
                      <Box minW="0">
                        <HStack gap="2">
                          <Text fontWeight="medium">
                            {colourLabel(k.colour)} wine for {formatMoney(k.value)}
                          </Text>
                          <Badge variant="subtle" colorPalette={STATUS[k.status].palette} size="sm">
                            {STATUS[k.status].label}
                          </Badge>
                        </HStack>
                        <Text fontSize="xs" color="fg.muted">
                          {terms(k)} ·{' '}
                          {k.status === 'accepted'
                            ? `due ${formatGameDay(k.dueDay)}`
                            : k.status === 'delivered'
                              ? `delivered ${formatGameDay(k.closedDay ?? k.dueDay)}`
                              : `defaulted ${formatGameDay(k.closedDay ?? k.dueDay)}, penalty ${formatMoney(k.penaltyPaid ?? 0)}`}
                        </Text>
                      </Box>
                      {k.status === 'accepted' && (
                        <Button
                          size="xs"
                          variant="outline"
                          flexShrink={0}
                          onClick={() => setDelivering(k)}
                          aria-label={`Deliver ${formatNumber(k.bottles)} bottles of ${k.colour} wine`}
                        >
                          Deliver
                        </Button>
                      )}
                    </List.Item>
                  ))}
                </List.Root>
              )}
            </Stack>
          </>
        )}
      </Stack>
      <ConfirmDialog
        title={accepting ? `Accept this contract?` : null}
        description={
          accepting
            ? `Deliver ${formatNumber(accepting.bottles)} bottles of ${accepting.colour} wine of quality ${
                accepting.minQuality
              } or more by ${formatGameDay(accepting.dueDay)} for ${formatMoney(accepting.value)}. If the day passes, the merchant takes a penalty of up to ${formatMoney(
                accepting.penalty,
              )} and your reputation suffers.`
            : undefined
        }
        confirmLabel="Accept contract"
        confirmPalette="wine"
        loading={acceptState.isLoading}
        onConfirm={() => void confirmAccept()}
        onClose={() => setAccepting(null)}
      />
      {delivering && estateId && (
        <DeliverContractDialog contract={delivering} estateId={estateId} onClose={() => setDelivering(null)} />
      )}
    </Panel>
  );
}
