import { Alert, Box, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { formatDate, formatMoney, MESSAGES } from '@vineyard/domain';
import type { EstateDto, MarketPlotDetailsDto } from '../../../api';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Row } from '../../../components/TerroirBits';
import { usePlotPurchase } from '../hooks/usePlotPurchase';

/** Price, upkeep, the estate's funds and the purchase with its confirmation. */
export function PurchasePanel({
  plot,
  estate,
  onPurchased,
}: {
  plot: MarketPlotDetailsDto;
  estate: EstateDto | null;
  onPurchased: () => void;
}) {
  const buy = usePlotPurchase(plot, estate, onPurchased);
  const { state } = buy;

  return (
    <Card.Root variant="subtle" size="sm" as="section" aria-label="Purchase Summary" alignSelf="start">
      <Card.Header pb="0">
        <Heading as="h3" size="md">
          Purchase Summary
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        <Box>
          <Row py="1.5" label="Listing price">
            {formatMoney(plot.listingPrice)}
          </Row>
          <Row py="1.5" label="Annual maintenance">
            {formatMoney(plot.maintenanceCost)}
          </Row>
          <Row py="1.5" label="Available funds">
            <Text
              as="span"
              color={state.kind === 'insufficient' ? 'fg.error' : undefined}
              data-testid="available-funds"
            >
              {estate ? formatMoney(estate.money) : '—'}
            </Text>
          </Row>
          {estate && (
            <Text fontSize="xs" color="fg.muted" pt="1">
              Buying for {estate.name}
            </Text>
          )}
        </Box>
        {state.kind === 'own' ? (
          <Alert.Root status="info" variant="surface" rounded="md">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Your listing</Alert.Title>
              <Alert.Description>
                This plot is offered by one of your estates. Manage or cancel the listing from the plot&apos;s page in
                My Plots.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <Stack gap="2">
            <Button
              colorPalette="wine"
              size="lg"
              width="full"
              disabled={state.kind !== 'ready'}
              onClick={buy.ask}
              aria-describedby={state.kind === 'ready' ? undefined : 'purchase-blocked'}
            >
              Purchase Plot
            </Button>
            {state.kind !== 'ready' && (
              <Text id="purchase-blocked" fontSize="sm" color="fg.error" textAlign="center">
                {state.message}
              </Text>
            )}
          </Stack>
        )}
        <Text fontSize="xs" color="fg.muted" textAlign="center">
          {MESSAGES.marketplace.listedOn(plot.listingDate)} · Listing ends {formatDate(plot.listingExpirationDate)}
        </Text>
      </Card.Body>
      <ConfirmDialog
        title={buy.confirming ? 'Confirm Purchase' : null}
        description={MESSAGES.marketplace.purchaseConfirm(plot.name, plot.listingPrice)}
        confirmLabel="Confirm Purchase"
        confirmPalette="wine"
        loading={buy.purchasing}
        onConfirm={() => void buy.confirm()}
        onClose={buy.cancel}
      />
    </Card.Root>
  );
}
