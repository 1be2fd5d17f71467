import { Alert, Box, Button, Card, DataList, Heading, List, Stack, Text } from '@chakra-ui/react';
import { formatHectares, formatMoney, regionLabel } from '@vineyard/domain';
import { useState } from 'react';
import { LuArrowRight } from 'react-icons/lu';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { EstateDto } from '../../api';
import { paths } from '../../config/paths';
import { toast } from '../../lib/toast';
import { safeRedirect } from '../../lib/redirect';
import { EstateForm } from './components/EstateForm';
import { useEstateSelection } from '../../hooks/useEstates';

/** The summary shown once the estate exists. */
export function EstateCreatedSummary({ estate, onBegin }: { estate: EstateDto; onBegin: () => void }) {
  return (
    <Card.Root variant="outline" maxW="2xl" aria-label="Your new estate">
      <Card.Header>
        <Heading as="h2" size="xl" color="wine.800">
          {estate.name} is ready
        </Heading>
        <Text color="fg.muted">Your estate has been founded. Here is what you start with.</Text>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation="horizontal" gap="3">
          <DataList.Item>
            <DataList.ItemLabel>Name</DataList.ItemLabel>
            <DataList.ItemValue>{estate.name}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Region</DataList.ItemLabel>
            <DataList.ItemValue>{regionLabel(estate.location)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Money</DataList.ItemLabel>
            <DataList.ItemValue>{formatMoney(estate.money)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Plots</DataList.ItemLabel>
            <DataList.ItemValue>
              <List.Root as="ul" ps="4" gap="0.5">
                {estate.plots.map((plot) => (
                  <List.Item key={plot.id}>
                    {plot.name} — {formatHectares(plot.size)}
                  </List.Item>
                ))}
              </List.Root>
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Card.Body>
      <Card.Footer>
        <Button colorPalette="wine" size="lg" onClick={onBegin}>
          Begin Your Journey <LuArrowRight aria-hidden />
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/** /create-estate (spec §2): onboarding welcome, the form, then a summary. */
export function CreateEstatePage() {
  const [params] = useSearchParams();
  const onboarding = params.get('onboarding') === 'true';
  const target = safeRedirect(params.get('redirect'), onboarding ? paths.game.home : paths.estates);
  const navigate = useNavigate();
  const { created } = useEstateSelection();
  const [estate, setEstate] = useState<EstateDto | null>(null);

  return (
    <Stack gap="6" maxW="3xl">
      <Stack gap="2">
        <Heading as="h1" textStyle="pageTitle">
          Create Your Estate
        </Heading>
        {!estate && (
          <Text color="fg.muted" fontSize="lg">
            Name your estate, pick a template and a wine region, and invite co-owners if you like.
          </Text>
        )}
      </Stack>

      {onboarding && !estate && (
        <Alert.Root status="info" variant="subtle" rounded="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Welcome to Vineyard Valley!</Alert.Title>
            <Alert.Description>
              Every winemaker starts with land. Choose one of the three estate templates below — you begin with €250,000
              whatever you pick.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      {estate ? (
        <EstateCreatedSummary estate={estate} onBegin={() => void navigate(target)} />
      ) : (
        <Box bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="xl" p={{ base: '4', md: '6' }}>
          <EstateForm
            prominentTemplates={onboarding}
            onCreated={(value, message) => {
              created(value);
              toast.success(message);
              setEstate(value);
            }}
          />
        </Box>
      )}
    </Stack>
  );
}
