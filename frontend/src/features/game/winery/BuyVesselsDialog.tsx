import { Field, NativeSelect } from '@chakra-ui/react';
import {
  formatMoney,
  formatNumber,
  MESSAGES,
  VESSEL_KINDS,
  VESSEL_PURCHASE_LIMITS,
  VESSELS,
  type VesselKind,
} from '@vineyard/domain';
import { useState } from 'react';
import { useBuyVesselsMutation } from '../../../api';
import { FormDialog, newIdempotencyKey, WholeNumberField } from '../../../components/FormDialog';
import { apiErrorMessage } from '../../../lib/alerts/apiError';
import { toast } from '../../../lib/toast';

/** Buy tanks or barrels. */
export function BuyVesselsDialog({ estateId, onClose }: { estateId: string; onClose: () => void }) {
  const [kind, setKind] = useState<VesselKind>('tank');
  const [value, setValue] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const [key] = useState(() => newIdempotencyKey(`vessels-${estateId}`));
  const [buy, state] = useBuyVesselsMutation();
  const count = Number(value);
  const valid = Number.isInteger(count) && count >= VESSEL_PURCHASE_LIMITS.min && count <= VESSEL_PURCHASE_LIMITS.max;

  async function submit() {
    try {
      const result = await buy({
        estateId,
        'Idempotency-Key': `${key}-${kind}-${count}`,
        buyVesselsDto: { kind, count },
      }).unwrap();
      toast.success(result.message ?? MESSAGES.winery.vesselsBought(count, VESSELS[kind].label));
      onClose();
    } catch (failure) {
      setError(apiErrorMessage(failure));
    }
  }

  return (
    <FormDialog
      title="Buy cellar vessels"
      submitLabel={valid ? `Buy for ${formatMoney(VESSELS[kind].price * count)}` : 'Buy'}
      loading={state.isLoading}
      disabled={!valid}
      error={error}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Field.Root>
        <Field.Label>Vessel</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={kind} onChange={(event) => setKind(event.target.value as VesselKind)}>
            {VESSEL_KINDS.map((k) => (
              <option key={k} value={k}>
                {VESSELS[k].label} — {formatNumber(VESSELS[k].litres)} L, {formatMoney(VESSELS[k].price)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <WholeNumberField
        label="How many"
        value={value}
        min={VESSEL_PURCHASE_LIMITS.min}
        max={VESSEL_PURCHASE_LIMITS.max}
        invalid={!valid}
        error={MESSAGES.winery.vesselCountInvalid}
        onChange={(next) => {
          setValue(next);
          setError(null);
        }}
      />
    </FormDialog>
  );
}
