import { Button, List, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@vineyard/domain';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyText } from '../../../components/Panel';
import { apiErrorMessage } from '../../../lib/alerts/apiError';
import { toast } from '../../../lib/toast';

/** An offer of the player's own as the exchange lists it (wine or grapes). */
interface OwnOffer {
  id: string;
  status: 'open' | 'sold_out' | 'expired' | 'withdrawn';
}

const CLOSED: Record<Exclude<OwnOffer['status'], 'open'>, string> = {
  sold_out: 'Sold out',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
};

/**
 * The player's own offers of one kind (wine or grapes), open first: each line with a Withdraw
 * button while open (confirmed, then a toast) or how it closed. The texts are the kind's.
 */
export function MyOffersList<T extends OwnOffer>({
  title,
  empty,
  offers,
  failed,
  line,
  what,
  returns,
  withdrawn,
  withdraw,
  withdrawing: busy,
}: {
  title: string;
  /** The text when there are none (where offers are made from). */
  empty: string;
  /** The offers, undefined while they load. */
  offers: readonly T[] | undefined;
  failed: boolean;
  line: (offer: T, action: ReactNode) => ReactNode;
  /** What the offer is called in the Withdraw button's label and the confirmation: 'Rosso 2', 'the Merlot grapes'. */
  what: (offer: T) => string;
  /** What goes back on withdrawal, for the confirmation: '120 unsold bottles go back to your cellar.' */
  returns: (offer: T) => string;
  /** The toast when the server says nothing. */
  withdrawn: (offer: T) => string;
  withdraw: (offerId: string) => Promise<{ message?: string }>;
  withdrawing: boolean;
}) {
  const [asking, setAsking] = useState<T | null>(null);
  const confirm = async () => {
    if (!asking) return;
    try {
      const result = await withdraw(asking.id);
      toast.success(result.message ?? withdrawn(asking));
    } catch (failure) {
      toast.error(apiErrorMessage(failure));
    }
    setAsking(null);
  };
  return (
    <Stack gap="2">
      <Text fontWeight="semibold">{title}</Text>
      {!offers ? (
        <EmptyText>{failed ? MESSAGES.exchange.loadFailed : 'Loading your offers…'}</EmptyText>
      ) : offers.length === 0 ? (
        <EmptyText>{empty}</EmptyText>
      ) : (
        <List.Root as="ul" listStyle="none" gap="3" aria-label={title}>
          {offers.map((offer) =>
            line(
              offer,
              offer.status === 'open' ? (
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => setAsking(offer)}
                  aria-label={`Withdraw ${what(offer)}`}
                >
                  Withdraw
                </Button>
              ) : (
                <Text fontSize="xs" color="fg.muted">
                  {CLOSED[offer.status]}
                </Text>
              ),
            ),
          )}
        </List.Root>
      )}
      <ConfirmDialog
        title={asking ? `Withdraw ${what(asking)}?` : null}
        description={asking ? returns(asking) : undefined}
        confirmLabel="Withdraw"
        loading={busy}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
