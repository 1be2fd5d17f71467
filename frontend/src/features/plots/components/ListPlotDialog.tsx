import { Field, Input, NativeSelect, Text, Textarea } from '@chakra-ui/react';
import { FormDialog } from '../../../components/FormDialog';
import {
  DEFAULT_LISTING_DURATION_DAYS,
  defaultListingPrice,
  formatMoney,
  LISTING_DURATIONS_DAYS,
  listingPriceRange,
  MESSAGES,
  MIN_LISTING_PRICE,
  suggestedListingRange,
  validateListingPrice,
  type ListingDurationDays,
} from '@vineyard/domain';
import { useState } from 'react';
import { useGetPlotValuationQuery, useListPlotForSaleMutation, type PlotDto } from '../../../api';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/alerts/apiError';
import { toast } from '../../../lib/toast';

/** The listing description limit the server enforces. */
const LISTING_DESCRIPTION_MAX = 2000;

export interface ListPlotDialogProps {
  plot: Pick<PlotDto, 'id' | 'name' | 'price' | 'description'>;
  onClose: () => void;
}

/**
 * List Plot For Sale (spec §2, §5): price defaults to 110% of the purchase price with the
 * 100-120% range suggested, the plot's description, and 30 days. Mount it to open it.
 */
export function ListPlotDialog({ plot, onClose }: ListPlotDialogProps) {
  const [price, setPrice] = useState(String(defaultListingPrice(plot.price)));
  const [description, setDescription] = useState(plot.description);
  const [days, setDays] = useState<ListingDurationDays>(DEFAULT_LISTING_DURATION_DAYS);
  const [priceError, setPriceError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [listPlot, listing] = useListPlotForSaleMutation();
  const range = suggestedListingRange(plot.price);
  // the band the server enforces: 0.5–2× the plot's valuation (shown once the valuation is in)
  const valuation = useGetPlotValuationQuery({ plotId: plot.id }).currentData?.data.valuation.marketValue;
  const allowed = valuation === undefined ? null : listingPriceRange(valuation);

  function priceProblem(value: number): string | null {
    const problem = validateListingPrice(value);
    if (problem || !allowed) return problem;
    return value < allowed.min || value > allowed.max
      ? MESSAGES.listing.priceOutOfBand(allowed.min, allowed.max)
      : null;
  }

  async function submit() {
    const problem = priceProblem(price.trim() === '' ? NaN : Number(price));
    setPriceError(problem);
    if (problem) return;
    try {
      await listPlot({
        plotId: plot.id,
        listPlotDto: { price: Number(price), description, expirationDays: days },
      }).unwrap();
      toast.success(MESSAGES.listing.listed);
      onClose();
    } catch (error) {
      const message = apiErrorMessage(error, MESSAGES.listing.listFailed);
      const fieldPrice = apiFieldErrors(error).find((item) => item.field === 'price');
      if (fieldPrice) setPriceError(fieldPrice.message);
      setFormError(message);
      toast.error(message);
    }
  }

  return (
    <FormDialog
      title="List Plot For Sale"
      submitLabel={'List For Sale'}
      loading={listing.isLoading}

      error={formError !== priceError ? formError : null}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Text fontSize="sm" color="fg.muted">
        Offer {plot.name} on the Land Marketplace. While it is listed the plot cannot be edited, planted or deleted.
      </Text>
      <Field.Root invalid={priceError !== null} required>
        <Field.Label>Price (€)</Field.Label>
        <Input
          type="number"
          inputMode="numeric"
          min={MIN_LISTING_PRICE}
          step={1}
          value={price}
          onChange={(event) => {
            setPrice(event.target.value);
            setPriceError(null);
            setFormError(null);
          }}
        />
        {priceError ? (
          <Field.ErrorText>{priceError}</Field.ErrorText>
        ) : (
          <Field.HelperText>
            Suggested: {formatMoney(range.min)} – {formatMoney(range.max)} (100-120% of the {formatMoney(plot.price)}{' '}
            purchase price)
          </Field.HelperText>
        )}
        {allowed && (
          <Text fontSize="xs" color="fg.muted" data-testid="listing-band">
            Allowed: {formatMoney(allowed.min)} – {formatMoney(allowed.max)} (0.5–2× the plot&apos;s valuation of{' '}
            {formatMoney(valuation ?? 0)})
          </Text>
        )}
      </Field.Root>
      <Field.Root>
        <Field.Label>Description</Field.Label>
        <Textarea
          rows={3}
          maxLength={LISTING_DESCRIPTION_MAX}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </Field.Root>
      <Field.Root>
        <Field.Label>Listing duration</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={String(days)}
            onChange={(event) => setDays(Number(event.target.value) as ListingDurationDays)}
          >
            {LISTING_DURATIONS_DAYS.map((option) => (
              <option key={option} value={option}>
                {option} days
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </FormDialog>
  );
}
