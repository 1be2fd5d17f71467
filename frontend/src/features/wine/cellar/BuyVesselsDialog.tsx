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
import { FormDialog, newIdempotencyKey, WholeNumberFormField } from '../../../components/FormDialog';
import { SelectField } from '../../../components/FormFields';
import { useForm } from '../../../hooks/useForm';
import { toast } from '../../../lib/toast';
import { wholeNumberIn } from '../winery';
import { formFailure } from '../../../lib/alerts/apiError';

const VESSEL_OPTIONS = VESSEL_KINDS.map(
  (k) => [k, `${VESSELS[k].label} — ${formatNumber(VESSELS[k].litres)} L, ${formatMoney(VESSELS[k].price)}`] as const,
);

/** Buy tanks or barrels. */
export function BuyVesselsDialog({ estateId, onClose }: { estateId: string; onClose: () => void }) {
  const form = useForm({ kind: 'tank' as VesselKind, count: '1' }, ({ count }) => ({
    count:
      wholeNumberIn(count, VESSEL_PURCHASE_LIMITS.min, VESSEL_PURCHASE_LIMITS.max) === null
        ? MESSAGES.winery.vesselCountInvalid
        : null,
  }));
  const [error, setError] = useState<string | null>(null);
  const [key] = useState(() => newIdempotencyKey(`vessels-${estateId}`));
  const [buy, state] = useBuyVesselsMutation();
  const { kind } = form.values;
  const count = wholeNumberIn(form.values.count, VESSEL_PURCHASE_LIMITS.min, VESSEL_PURCHASE_LIMITS.max);

  const submit = form.handleSubmit(async (values) => {
    const n = Number(values.count);
    try {
      const result = await buy({
        estateId,
        'Idempotency-Key': `${key}-${values.kind}-${n}`,
        buyVesselsDto: { kind: values.kind, count: n },
      }).unwrap();
      toast.success(result.message ?? MESSAGES.winery.vesselsBought(n, VESSELS[values.kind].label));
      onClose();
    } catch (failure) {
      setError(formFailure(form, failure));
    }
  });

  return (
    <FormDialog
      title="Buy cellar vessels"
      submitLabel={count !== null ? `Buy for ${formatMoney(VESSELS[kind].price * count)}` : 'Buy'}
      loading={state.isLoading}
      error={error}
      formRef={form.formRef}
      onSubmit={submit}
      onClose={onClose}
    >
      <SelectField
        size="md"
        name="kind"
        label="Vessel"
        options={VESSEL_OPTIONS}
        value={kind}
        onChange={(value) => {
          form.setValue('kind', value);
          setError(null);
        }}
        error={form.errorOf('kind')}
      />
      <WholeNumberFormField
        form={form}
        name="count"
        label="How many"
        min={VESSEL_PURCHASE_LIMITS.min}
        max={VESSEL_PURCHASE_LIMITS.max}
        onEdit={() => setError(null)}
      />
    </FormDialog>
  );
}
