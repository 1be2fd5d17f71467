import { Alert, Box, Button, Flex, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  formatDate,
  formatGameDate,
  formatHectares,
  formatMoney,
  formatNumber,
  MESSAGES,
  regionLabel,
  soilColor,
  validatePlotName,
  varietyLabel,
} from '@vineyard/domain';
import { LuArrowLeft, LuBan, LuMapPin, LuPlus, LuTag, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { PlotDto, VarietyScoreDto } from '../../../api';
import { Panel } from '../../../components/Panel';
import { Loading } from '../../../components/States';
import { Row, ScoreBar, TerroirFacts } from '../../../components/TerroirBits';
import { paths } from '../../../config/paths';
import { BlockForm } from '../blocks/BlockForm';
import { BlockList } from '../blocks/BlockList';
import type { PlotDetail } from '../hooks/usePlotDetail';
import { InlineEdit } from './InlineEdit';

/** The presentational parts of the plot page; data and actions come from usePlotDetail. */

/** Soil badge, the editable name, purchase line and the page's buttons. */
export function PlotHeader({ plot, page }: { plot: PlotDto; page: PlotDetail }) {
  return (
    <Flex
      gap="4"
      justify="space-between"
      align={{ base: 'stretch', md: 'flex-start' }}
      direction={{ base: 'column', md: 'row' }}
    >
      <HStack gap="3" align="flex-start" minW="0" flex="1">
        <Flex
          aria-hidden
          boxSize="12"
          rounded="full"
          bg={soilColor(plot.soilType)}
          align="center"
          justify="center"
          flexShrink={0}
          borderWidth="1px"
          borderColor="blackAlpha.200"
        >
          <LuMapPin color="#4a2c2a" size="22" />
        </Flex>
        <Stack gap="0.5" minW="0" flex="1">
          <InlineEdit
            key={plot.name}
            variant="heading"
            label="Plot name"
            value={plot.name}
            saving={page.busy.updating}
            disabledReason={page.lockedReason}
            validate={(value) => validatePlotName(value)}
            onSave={(value) => page.save('name', value, MESSAGES.plot.nameUpdated, MESSAGES.plot.nameUpdateFailed)}
          />
          <Text fontSize="sm" color="fg.muted">
            {MESSAGES.plot.purchasedOn(plot.purchaseGameTime)} · {regionLabel(plot.region)}
          </Text>
        </Stack>
      </HStack>
      <HStack gap="2" flexShrink={0} flexWrap="wrap">
        <Button asChild variant="outline">
          <RouterLink to={paths.game.plots}>
            <LuArrowLeft aria-hidden /> Back to List
          </RouterLink>
        </Button>
        {page.canSell && (
          <Button colorPalette="wine" onClick={() => page.setOpen('sell')}>
            <LuTag aria-hidden /> Sell Plot
          </Button>
        )}
        {page.forSale && (
          <Button variant="outline" colorPalette="wine" onClick={() => page.setOpen('cancelListing')}>
            <LuBan aria-hidden /> Cancel Listing
          </Button>
        )}
        {!page.forSale && (
          <Button variant="outline" colorPalette="red" onClick={() => page.setOpen('delete')}>
            <LuTrash2 aria-hidden /> Delete
          </Button>
        )}
      </HStack>
    </Flex>
  );
}

/** The for-sale banner (spec §2): listed price, listing date and expiry date. */
export function ForSaleBanner({ plot }: { plot: PlotDto }) {
  return (
    <Alert.Root status="info" variant="surface" rounded="lg" colorPalette="wine" aria-label="Listed for sale">
      <Alert.Indicator>
        <LuTag />
      </Alert.Indicator>
      <Alert.Content>
        <Alert.Title>Listed for sale at {formatMoney(plot.listingPrice ?? 0)}</Alert.Title>
        <Alert.Description>
          Listed on {formatDate(plot.listingDate)} · Expires on {formatDate(plot.listingExpirationDate)}. While it is
          listed the plot cannot be edited, planted or deleted.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The terroir analysis failed: a warning with Retry above the sections. */
export function DetailsFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert.Root status="warning" variant="surface" rounded="lg">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{MESSAGES.plot.detailedInfoFailed}</Alert.Title>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Retry
      </Button>
    </Alert.Root>
  );
}

function EditableText({
  label,
  field,
  value,
  placeholder,
  messages,
  page,
}: {
  label: string;
  field: 'description' | 'notes';
  value: string;
  placeholder: string;
  messages: [success: string, failure: string];
  page: PlotDetail;
}) {
  return (
    <Stack gap="1">
      <Text textStyle="caps" fontWeight="semibold" color="fg.muted">
        {label}
      </Text>
      <InlineEdit
        key={`${field}-${value}`}
        label={label}
        value={value}
        placeholder={placeholder}
        saving={page.busy.updating}
        disabledReason={page.lockedReason}
        onSave={(text) => page.save(field, text, ...messages)}
      />
    </Stack>
  );
}

/** Plot Details (figures, description, notes), Terroir and Suitable Grape Varieties. */
export function PlotInfoSections({ plot, page }: { plot: PlotDto; page: PlotDetail }) {
  return (
    <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
      <Panel title="Plot Details">
        <Stack gap="3">
          <Box>
            <Row label="Size">{formatHectares(plot.size)}</Row>
            <Row label="Purchase price">{formatMoney(plot.price)}</Row>
            <Row label="Maintenance">{formatMoney(plot.maintenanceCost)} / yr</Row>
            <Row label="Purchased (game date)">{formatGameDate(plot.purchaseGameTime)}</Row>
          </Box>
          <EditableText
            label="Description"
            field="description"
            value={plot.description}
            placeholder={MESSAGES.plot.noDescription}
            messages={[MESSAGES.plot.descriptionUpdated, MESSAGES.plot.descriptionUpdateFailed]}
            page={page}
          />
          <EditableText
            label="Notes"
            field="notes"
            value={plot.notes}
            placeholder={MESSAGES.plot.noNotes}
            messages={[MESSAGES.plot.notesUpdated, MESSAGES.plot.notesUpdateFailed]}
            page={page}
          />
        </Stack>
      </Panel>

      <Panel title="Terroir">
        <Stack gap="3">
          <TerroirFacts plot={plot} />
        </Stack>
      </Panel>

      <Panel title="Suitable Grape Varieties">
        <Varieties page={page} />
      </Panel>
    </SimpleGrid>
  );
}

function Varieties({ page }: { page: PlotDetail }) {
  const varieties = page.details.currentData?.data.plot.suitableVarieties;
  if (varieties) {
    return (
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 1 }} gap="4">
        <VarietyList title="Red varieties" varieties={varieties.red} />
        <VarietyList title="White varieties" varieties={varieties.white} />
      </SimpleGrid>
    );
  }
  if (page.details.isError) {
    return (
      <Stack gap="2" align="flex-start">
        <Text fontWeight="semibold">{MESSAGES.plot.detailedAnalysisUnavailable}</Text>
        <Button size="sm" variant="outline" onClick={() => void page.details.refetch()}>
          Retry
        </Button>
      </Stack>
    );
  }
  return <Loading label="Analysing terroir…" inline size="xs" />;
}

function VarietyList({ title, varieties }: { title: string; varieties: VarietyScoreDto[] }) {
  return (
    <Stack gap="2">
      <Text fontWeight="semibold" fontSize="sm">
        {title}
      </Text>
      {varieties.length === 0 ? (
        <Text fontSize="sm" color="fg.subtle">
          None suited
        </Text>
      ) : (
        varieties.map((item) => (
          <Stack key={item.variety} gap="0.5">
            <Text fontSize="sm">{varietyLabel(item.variety)}</Text>
            <ScoreBar
              label={`${varietyLabel(item.variety)} suitability`}
              percent={item.score}
              text={`${formatNumber(Math.round(item.score))}%`}
              palette={title.startsWith('Red') ? 'wine' : 'yellow'}
            />
          </Stack>
        ))
      )}
    </Stack>
  );
}

/** Vineyard Blocks: the plot's blocks, or the form adding one. */
export function PlotBlocksSection({ plot, page }: { plot: PlotDto; page: PlotDetail }) {
  const { forSale, addingBlock, setAddingBlock } = page;
  return (
    <Panel
      title="Vineyard Blocks"
      note={
        <Button
          size="sm"
          colorPalette="wine"
          variant={addingBlock ? 'outline' : 'solid'}
          disabled={forSale && !addingBlock}
          title={page.lockedReason ?? undefined}
          onClick={() => setAddingBlock((v) => !v)}
        >
          {addingBlock ? (
            'Show Blocks'
          ) : (
            <>
              <LuPlus aria-hidden /> Add Block
            </>
          )}
        </Button>
      }
    >
      {forSale && (
        <Text fontSize="sm" color="fg.muted" mb="3">
          {MESSAGES.listing.locked}
        </Text>
      )}
      {addingBlock && !forSale ? (
        <BlockForm
          saving={page.busy.creating}
          submitLabel="Create Block"
          onSubmit={page.addBlock}
          onCancel={() => setAddingBlock(false)}
        />
      ) : (
        <BlockList plotId={plot.id} onCreate={() => setAddingBlock(true)} createDisabled={forSale} />
      )}
    </Panel>
  );
}
