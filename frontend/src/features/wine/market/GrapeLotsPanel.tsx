import { Badge, Box, Button, List, Stack, Text } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  formatMoney,
  formatNumber,
  MESSAGES,
  quoteGrapeSale,
  regionLabel,
  varietyLabel,
  type GrapeQuote,
} from '@vineyard/domain';
import { useState } from 'react';
import { FormDialog, WholeNumberFormField } from '../../../components/FormDialog';
import {
  useListEstateGrapeLotsQuery,
  useSellGrapesMutation,
  type GrapeBuyersDto,
  type GrapeLotDto,
} from '../../../api';
import { useForm } from '../../../hooks/useForm';
import { toast } from '../../../lib/toast';
import { EmptyText, Panel } from '../../../components/Panel';
import { OfferGrapesDialog } from '../exchange/GrapeOfferDialogs';
import { formFailure } from '../../../lib/alerts/apiError';

const perKg = (price: number) => `€${price.toFixed(2)}/kg`;

/** The kilograms as typed, or null when they cannot be sold (whole, 1 to what is left). */
export function saleKilograms(value: string, available: number): number | null {
  if (value.trim() === '') return null;
  const kg = Number(value);
  if (!Number.isInteger(kg) || kg < 1 || kg > available) return null;
  return kg;
}

/** The quote the server will apply: the same `quoteGrapeSale` of libs/domain, on the pool as last read. */
export function lotQuote(lot: GrapeLotDto, buyers: GrapeBuyersDto, kilograms: number): GrapeQuote {
  return quoteGrapeSale(
    { region: lot.region, quality: lot.quality, capacityKg: buyers.capacityKg, usedKg: buyers.usedKg },
    kilograms,
  );
}

interface SellGrapesDialogProps {
  lot: GrapeLotDto;
  buyers: GrapeBuyersDto;
  onClose: () => void;
}

/** Sell kilograms of a lot: the quote shows while the amount is typed; a toast confirms the sale. */
function SellGrapesDialog({ lot, buyers, onClose }: SellGrapesDialogProps) {
  const form = useForm({ kilograms: String(lot.kilograms) }, ({ kilograms }) => ({
    kilograms: saleKilograms(kilograms, lot.kilograms) === null ? kgError(kilograms, lot.kilograms) : null,
  }));
  const [error, setError] = useState<string | null>(null);
  const [sell, selling] = useSellGrapesMutation();
  // one key per dialog: a retried click cannot sell twice
  const [idempotencyKey] = useState(() => `sell-${lot.id}-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  const kilograms = saleKilograms(form.values.kilograms, lot.kilograms);
  const quote = kilograms === null ? null : lotQuote(lot, buyers, kilograms);

  const submit = form.handleSubmit(async (values) => {
    const kg = Number(values.kilograms);
    try {
      const result = await sell({
        id: lot.id,
        'Idempotency-Key': `${idempotencyKey}-${kg}`,
        sellGrapesDto: { kilograms: kg },
      }).unwrap();
      toast.success(
        result.message ?? MESSAGES.grapes.sold(result.data.kilogramsSold, formatMoney(result.data.received)),
      );
      onClose();
    } catch (failure) {
      setError(formFailure(form, failure, MESSAGES.grapes.sellFailed));
    }
  });

  return (
    <FormDialog
      title={`Sell ${varietyLabel(lot.variety)} grapes`}
      submitLabel={quote ? `Sell for ${formatMoney(quote.money)}` : 'Sell'}
      loading={selling.isLoading}
      error={error}
      formRef={form.formRef}
      onSubmit={submit}
      onClose={onClose}
    >
      <Text fontSize="sm" color="fg.muted">
        {formatNumber(lot.kilograms)} kg from {lot.blockName}, quality {lot.quality}. The grape buyers of{' '}
        {regionLabel(lot.region)} pay up to {perKg(lot.listPricePerKg)}, less as their pool fills; the cooperative takes
        the rest at {perKg(lot.cooperativePricePerKg)}.
      </Text>
      <WholeNumberFormField
        form={form}
        name="kilograms"
        label="Kilograms"
        min={1}
        max={lot.kilograms}
        onEdit={() => setError(null)}
      />
      <Stack gap="0.5" bg="bg.subtle" rounded="md" p="3" aria-live="polite">
        <Text fontSize="sm" color="fg.muted">
          You receive
        </Text>
        <Text fontSize="xl" fontWeight="bold" color="wine.800" data-testid="grape-quote">
          {quote ? formatMoney(quote.money) : '—'}
        </Text>
        {quote && (
          <Text fontSize="xs" color="fg.muted">
            {formatNumber(quote.buyersKg)} kg to the grape buyers, {formatNumber(quote.cooperativeKg)} kg to the
            cooperative; the next kilogram would fetch {perKg(quote.marginalPriceAfter)}.
          </Text>
        )}
      </Stack>
    </FormDialog>
  );
}

function kgError(value: string, available: number): string {
  const kg = Number(value);
  return Number.isInteger(kg) && kg > available
    ? MESSAGES.grapes.kilogramsTooMany(available)
    : MESSAGES.grapes.kilogramsInvalid;
}

/** The current estate's grape lots with a Sell action (Market tab). */
export function GrapeLotsPanel({ estateId }: { estateId: string | null }) {
  const query = useListEstateGrapeLotsQuery(estateId ? { estateId } : skipToken);
  const [selling, setSelling] = useState<GrapeLotDto | null>(null);
  const [offering, setOffering] = useState<GrapeLotDto | null>(null);
  const data = query.currentData?.data;
  const buyers = data?.buyers;

  return (
    <Panel
      title="Sell grapes"
      note={
        buyers ? (
          <Badge variant="subtle" colorPalette="green">
            Buyers' pool: {formatNumber(Math.max(0, buyers.capacityKg - buyers.usedKg))} kg
          </Badge>
        ) : undefined
      }
    >
      {!estateId ? (
        <EmptyText>Select an estate to sell its grapes.</EmptyText>
      ) : query.isError ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {MESSAGES.grapes.loadFailed}
        </Text>
      ) : !data ? (
        <EmptyText>Loading the grape lots…</EmptyText>
      ) : data.lots.length === 0 ? (
        <EmptyText>{MESSAGES.grapes.noLots}</EmptyText>
      ) : (
        <List.Root as="ul" listStyle="none" gap="3" aria-label="Grape lots">
          {data.lots.map((lot) => (
            <List.Item key={lot.id} display="flex" justifyContent="space-between" alignItems="center" gap="3">
              <Box minW="0">
                <Text fontWeight="medium">
                  {varietyLabel(lot.variety)} · {formatNumber(lot.kilograms)} kg
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {lot.blockName} · vintage {lot.vintage} · quality {lot.quality} · {perKg(lot.listPricePerKg)} ·{' '}
                  {lot.graceDaysLeft > 0 ? `fresh for ${lot.graceDaysLeft} more days` : 'perishing'}
                </Text>
              </Box>
              <Stack direction={{ base: 'column', sm: 'row' }} gap="2" flexShrink={0}>
                <Button size="sm" colorPalette="wine" onClick={() => setSelling(lot)}>
                  Sell
                </Button>
                {lot.graceDaysLeft > 0 && (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setOffering(lot)}
                    aria-label={`Offer ${varietyLabel(lot.variety)} from ${lot.blockName} on the exchange`}
                  >
                    Offer
                  </Button>
                )}
              </Stack>
            </List.Item>
          ))}
        </List.Root>
      )}
      {selling && buyers && <SellGrapesDialog lot={selling} buyers={buyers} onClose={() => setSelling(null)} />}
      {offering && <OfferGrapesDialog lot={offering} onClose={() => setOffering(null)} />}
    </Panel>
  );
}
