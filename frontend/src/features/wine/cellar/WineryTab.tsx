import { Badge, Button, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@vineyard/domain';
import { EmptyText, Panel } from '../../../components/Panel';
import { PageHeader } from '../../../components/PageHeader';
import { useWinery } from '../hooks/useWinery';
import { BlendDialog, BottleDialog, BulkDialog, BuyVesselsDialog, CrushDialog, SellWineDialog } from '../dialogs';
import { blendableColours } from '../winery';
import { BatchItem, CellarPanel, GrapeItem, WineItem } from './WinerySections';
import { BottleStorePanel } from '../bottle-store/BottleStorePanel';
import { EquipmentPanel } from '../equipment/EquipmentPanel';
import { CellarDoorPanel } from '../cellar-door/CellarDoorPanel';
import { useEstates } from '../../../hooks/useEstates';

/** /game?tab=winery: the cellar, grapes to crush, batches on their way, bottled wine and the bottle store — all real data. Data: useWinery. */
export function WineryTab() {
  const { estateId, cellar, data, lots, bottled, action, setAction, close } = useWinery();
  const { currentEstate } = useEstates();

  if (!estateId) {
    return (
      <Stack gap="6">
        <PageHeader title="Winery">Crush, ferment, age and bottle your wine.</PageHeader>
        <EmptyText>Select an estate to see its cellar.</EmptyText>
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      <PageHeader title="Winery">Crush, ferment, age and bottle your wine.</PageHeader>
      {cellar.isError ? (
        <Text color="fg.error" role="alert">
          {MESSAGES.winery.loadFailed}
        </Text>
      ) : !data ? (
        <EmptyText>Loading the cellar…</EmptyText>
      ) : (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          <Stack gap="4">
            <Panel
              title="Wine batches"
              note={
                <HStack gap="2">
                  {blendableColours(data.batches).length > 0 && (
                    <Button size="xs" variant="outline" onClick={() => setAction({ kind: 'blend' })}>
                      Blend
                    </Button>
                  )}
                  <Badge variant="subtle">{data.batches.length}</Badge>
                </HStack>
              }
            >
              {data.batches.length === 0 ? (
                <EmptyText>{MESSAGES.winery.noBatches}</EmptyText>
              ) : (
                <List.Root as="ul" listStyle="none" gap="3" aria-label="Wine batches">
                  {data.batches.map((batch) => (
                    <BatchItem
                      key={batch.id}
                      batch={batch}
                      onBottle={() => setAction({ kind: 'bottle', batch })}
                      onBulk={() => setAction({ kind: 'bulk', batch })}
                    />
                  ))}
                </List.Root>
              )}
            </Panel>
            <Panel title="Grapes to crush">
              {lots.length === 0 ? (
                <EmptyText>{MESSAGES.grapes.noLots}</EmptyText>
              ) : (
                <List.Root as="ul" listStyle="none" gap="3" aria-label="Grapes to crush">
                  {lots.map((lot) => (
                    <GrapeItem key={lot.id} lot={lot} onCrush={() => setAction({ kind: 'crush', lot })} />
                  ))}
                </List.Root>
              )}
            </Panel>
          </Stack>
          <Stack gap="4">
            <CellarPanel cellar={data} onBuy={() => setAction({ kind: 'buy' })} />
            <Panel title="Bottled wine">
              {bottled.length === 0 ? (
                <EmptyText>{MESSAGES.winery.noWines}</EmptyText>
              ) : (
                <List.Root as="ul" listStyle="none" gap="3" aria-label="Bottled wine">
                  {bottled.map((wine) => (
                    <WineItem key={wine.id} wine={wine} onSell={() => setAction({ kind: 'sell', wine })} />
                  ))}
                </List.Root>
              )}
            </Panel>
            <BottleStorePanel estateId={estateId} money={currentEstate?.money ?? null} />
            <EquipmentPanel estateId={estateId} money={currentEstate?.money ?? null} />
            <CellarDoorPanel estateId={estateId} money={currentEstate?.money ?? null} />
          </Stack>
        </SimpleGrid>
      )}
      {action?.kind === 'crush' && data && (
        <CrushDialog estateId={estateId} lot={action.lot} cellar={data} onClose={close} />
      )}
      {action?.kind === 'bottle' && <BottleDialog estateId={estateId} batch={action.batch} onClose={close} />}
      {action?.kind === 'bulk' && <BulkDialog batch={action.batch} onClose={close} />}
      {action?.kind === 'buy' && <BuyVesselsDialog estateId={estateId} onClose={close} />}
      {action?.kind === 'sell' && <SellWineDialog wine={action.wine} onClose={close} />}
      {action?.kind === 'blend' && data && <BlendDialog estateId={estateId} batches={data.batches} onClose={close} />}
    </Stack>
  );
}
