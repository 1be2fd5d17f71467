import { Text } from '@chakra-ui/react';
import { formatGameDay, formatMoney, formatNumber, MESSAGES } from '@vineyard/domain';
import { useState } from 'react';
import { useDeliverEstateContractMutation, useListEstateWinesQuery, type ContractDto } from '../../../api';
import { FormDialog, newIdempotencyKey } from '../../../components/FormDialog';
import { SelectField } from '../../../components/FormFields';
import { apiErrorMessage } from '../../../lib/alerts/apiError';
import { toast } from '../../../lib/toast';
import { Summary } from '../components/Summary';

const c = MESSAGES.contracts;

/**
 * Deliver an open contract from one of the estate's bottled wines: the wines that meet it (its
 * colour, quality today and bottles) are offered first; the server decides under its locks and
 * answers why a wine does not do.
 */
export function DeliverContractDialog({
  contract,
  estateId,
  onClose,
}: {
  contract: ContractDto;
  estateId: string;
  onClose: () => void;
}) {
  const wines = useListEstateWinesQuery({ estateId });
  const list = (wines.currentData?.data.wines ?? []).filter((w) => w.bottles > 0);
  const fits = list.filter(
    (w) => w.colour === contract.colour && w.quality >= contract.minQuality && w.bottles >= contract.bottles,
  );
  const [chosen, setChosen] = useState<string>('');
  const lotId = chosen || fits[0]?.id || '';
  const [error, setError] = useState<string | null>(null);
  const [key] = useState(() => newIdempotencyKey(`contract-${contract.id}`));
  const [deliver, state] = useDeliverEstateContractMutation();

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!lotId) {
      setError(c.lotRequired);
      return;
    }
    try {
      const result = await deliver({
        estateId,
        contractId: contract.id,
        'Idempotency-Key': `${key}-${lotId}`,
        deliverContractDto: { wineLotId: lotId },
      }).unwrap();
      toast.success(result.message ?? c.delivered(contract.bottles, formatMoney(result.data.received)));
      onClose();
    } catch (failure) {
      setError(apiErrorMessage(failure));
    }
  };

  const options = [...fits, ...list.filter((w) => !fits.includes(w))].map(
    (w) =>
      [
        w.id,
        `${w.name} — ${w.colour}, quality ${w.quality}, ${formatNumber(w.bottles)} bottles${fits.includes(w) ? '' : ' (does not meet it)'}`,
      ] as const,
  );

  return (
    <FormDialog
      title={`Deliver ${formatNumber(contract.bottles)} bottles of ${contract.colour} wine`}
      submitLabel={`Deliver for ${formatMoney(contract.value)}`}
      loading={state.isLoading}
      disabled={!wines.currentData || list.length === 0}
      error={error}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <Text fontSize="sm" color="fg.muted">
        The merchant takes {formatNumber(contract.bottles)} bottles of {contract.colour} wine of quality{' '}
        {contract.minQuality} or more, by {formatGameDay(contract.dueDay)}, at {formatMoney(contract.price)} a bottle.
      </Text>
      {wines.isError ? (
        <Text color="fg.error" role="alert">
          {MESSAGES.winery.loadFailed}
        </Text>
      ) : !wines.currentData ? (
        <Text fontSize="sm">Loading your wines…</Text>
      ) : list.length === 0 ? (
        <Text fontSize="sm">{MESSAGES.winery.noWines}</Text>
      ) : (
        <SelectField
          name="wineLotId"
          label="Bottled wine"
          value={lotId}
          options={options}
          onChange={(value) => {
            setChosen(value);
            setError(null);
          }}
        />
      )}
      {fits.length === 0 && list.length > 0 && (
        <Summary>
          <Text>None of your wines meets this contract yet: it needs its colour, quality and bottles.</Text>
        </Summary>
      )}
    </FormDialog>
  );
}
