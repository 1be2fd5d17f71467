import { Text } from '@chakra-ui/react';
import { FormDialog } from '../../../components/FormDialog';
import {
  DEFAULT_LISTING_DURATION_DAYS,
  defaultListingPrice,
  formatMoney,
  formatNumber,
  formatPercent,
  LISTING_DESCRIPTION_MAX,
  LISTING_DURATIONS_DAYS,
  LISTING_PRICE_BAND,
  LISTING_SUGGESTED_RANGE,
  listingPriceRange,
  MESSAGES,
  MIN_LISTING_PRICE,
  suggestedListingRange,
  validateListingPrice,
  type ListingDurationDays,
} from '@vineyard/domain';
import { useState } from 'react';
import { useGetPlotValuationQuery, useListPlotForSaleMutation, type PlotDto } from '../../../api';
import { SelectField, TextareaField, TextField } from '../../../components/FormFields';
import { useForm } from '../../../hooks/useForm';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/alerts/apiError';
import { toast } from '../../../lib/toast';

const DURATION_OPTIONS = LISTING_DURATIONS_DAYS.map((days) => [String(days), `${days} days`] as const);

export interface ListPlotDialogProps {
  plot: Pick<PlotDto, 'id' | 'name' | 'price' | 'description'>;
  onClose: () => void;
}

/**
 * List Plot For Sale (spec §2, §5): price defaults to 110% of the purchase price with the
 * 100-120% range suggested, the plot's description, and 30 days. Mount it to open it.
 */
export function ListPlotDialog({ plot, onClose }: ListPlotDialogProps) {
  const [listPlot, listing] = useListPlotForSaleMutation();
  const range = suggestedListingRange(plot.price);
  // the band the server enforces: 0.5–2× the plot's valuation (shown once the valuation is in)
  const valuation = useGetPlotValuationQuery({ plotId: plot.id }).currentData?.data.valuation.marketValue;
  const allowed = valuation === undefined ? null : listingPriceRange(valuation);
  const form = useForm(
    {
      price: String(defaultListingPrice(plot.price)),
      description: plot.description,
      expirationDays: String(DEFAULT_LISTING_DURATION_DAYS),
    },
    (values) => ({ price: priceProblem(values.price.trim() === '' ? NaN : Number(values.price)) }),
  );
  const [formError, setFormError] = useState<string | null>(null);

  function priceProblem(value: number): string | null {
    const problem = validateListingPrice(value);
    if (problem || !allowed) return problem;
    return value < allowed.min || value > allowed.max
      ? MESSAGES.listing.priceOutOfBand(allowed.min, allowed.max)
      : null;
  }

  const submit = form.handleSubmit(async ({ price, description, expirationDays }) => {
    try {
      await listPlot({
        plotId: plot.id,
        listPlotDto: {
          price: Number(price),
          description,
          expirationDays: Number(expirationDays) as ListingDurationDays,
        },
      }).unwrap();
      toast.success(MESSAGES.listing.listed);
      onClose();
    } catch (error) {
      const message = apiErrorMessage(error, MESSAGES.listing.listFailed);
      const errors = apiFieldErrors(error);
      const unplaced = form.applyServerErrors(errors);
      // a refusal of this form's fields shows at them; anything else on the dialog's error line
      setFormError(errors.length > 0 && unplaced.length === 0 ? null : message);
      toast.error(message);
    }
  });

  const change = (name: 'price' | 'description' | 'expirationDays') => (value: string) => {
    form.setValue(name, value);
    setFormError(null);
  };

  return (
    <FormDialog
      title="List Plot For Sale"
      submitLabel="List For Sale"
      loading={listing.isLoading}
      error={formError}
      formRef={form.formRef}
      onSubmit={submit}
      onClose={onClose}
    >
      <Text fontSize="sm" color="fg.muted">
        Offer {plot.name} on the Land Marketplace. While it is listed the plot cannot be edited, planted or deleted.
      </Text>
      <TextField
        size="md"
        name="price"
        label="Price (€)"
        required
        type="number"
        inputMode="numeric"
        min={MIN_LISTING_PRICE}
        step={1}
        value={form.values.price}
        onChange={change('price')}
        onBlur={() => form.touch('price')}
        error={form.errorOf('price')}
        helper={`Suggested: ${formatMoney(range.min)} – ${formatMoney(range.max)} (${formatNumber(LISTING_SUGGESTED_RANGE[0] * 100)}-${formatPercent(LISTING_SUGGESTED_RANGE[1])} of the ${formatMoney(plot.price)} purchase price)`}
        below={
          allowed && (
            <Text fontSize="xs" color="fg.muted" data-testid="listing-band">
              Allowed: {formatMoney(allowed.min)} – {formatMoney(allowed.max)} ({LISTING_PRICE_BAND.min}–
              {LISTING_PRICE_BAND.max}× the plot&apos;s valuation of {formatMoney(valuation ?? 0)})
            </Text>
          )
        }
      />
      <TextareaField
        size="md"
        name="description"
        label="Description"
        rows={3}
        maxLength={LISTING_DESCRIPTION_MAX}
        value={form.values.description}
        onChange={change('description')}
        onBlur={() => form.touch('description')}
        error={form.errorOf('description')}
      />
      <SelectField
        size="md"
        name="expirationDays"
        label="Listing duration"
        options={DURATION_OPTIONS}
        value={form.values.expirationDays}
        onChange={change('expirationDays')}
        error={form.errorOf('expirationDays')}
      />
    </FormDialog>
  );
}
