import { Box, Button, HStack, IconButton, Input, RadioCard, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  ESTATE_TEMPLATE_INFO,
  MESSAGES,
  REGION_INFO,
  regionSummary,
  REGIONS,
  SELECTABLE_ESTATE_TEMPLATES,
  templateSummary,
  validateEstateName,
  type RegionKey,
} from '@vineyard/domain';
import { useState } from 'react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { useCreateEstateMutation, type EstateDto } from '../../../api';
import { SelectField, TextField } from '../../../components/FormFields';
import { useForm } from '../../../hooks/useForm';
import { apiFieldErrors } from '../../../lib/alerts/apiError';
import { useAlerts } from '../../../lib/alerts/useAlerts';
import { cleanOwners } from '../estates';

type Template = (typeof SELECTABLE_ESTATE_TEMPLATES)[number];

const TEMPLATE_BLURB: Record<Template, string> = {
  boutique: 'A small, hands-on estate for careful craft wines.',
  family: 'The classic family estate: room to grow, easy to run.',
  commercial: 'Large-scale production for the ambitious vintner.',
};

const INITIAL = { name: '', location: '' as RegionKey | '' };
const validate = (values: typeof INITIAL) => ({
  name: validateEstateName(values.name),
  location: values.location ? null : MESSAGES.estate.locationRequired,
});
const REGION_OPTIONS = REGIONS.map((key) => [key, `${REGION_INFO[key].name} (${REGION_INFO[key].country})`] as const);

export interface EstateFormProps {
  /** Larger template cards (onboarding). */
  prominentTemplates?: boolean;
  submitLabel?: string;
  onCreated: (estate: EstateDto, message: string) => void;
  onCancel?: () => void;
}

/** Name, template, region and optional co-owners; POST /estates. */
export function EstateForm({
  prominentTemplates = false,
  submitLabel = 'Create Estate',
  onCreated,
  onCancel,
}: EstateFormProps) {
  const form = useForm(INITIAL, validate);
  const [template, setTemplate] = useState<Template>('family');
  const [owners, setOwners] = useState<string[]>([]);
  const [ownersError, setOwnersError] = useState<string | null>(null);
  const [createEstate, { isLoading }] = useCreateEstateMutation();
  const alerts = useAlerts();

  const onSubmit = form.handleSubmit(async ({ name, location }) => {
    setOwnersError(null);
    try {
      const result = await createEstate({
        createEstateDto: { name: name.trim(), template, location: location as RegionKey, owners: cleanOwners(owners) },
      }).unwrap();
      // the guard's "create an estate first" no longer applies
      alerts.dismiss(MESSAGES.estate.createRequired);
      onCreated(result.data.estate, result.message ?? MESSAGES.estate.created);
    } catch (error) {
      const others = form.applyServerErrors(apiFieldErrors(error));
      setOwnersError(others.find((item) => item.field.startsWith('owners'))?.message ?? null);
      alerts.showApiError(error, MESSAGES.estate.createFailed);
    }
  });

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate aria-label="Create an estate">
      <Stack gap="6">
        <TextField
          size="md"
          prose
          name="name"
          label="Estate name"
          required
          value={form.values.name}
          maxLength={60}
          placeholder="e.g. Château Valley View"
          onChange={(value) => form.setValue('name', value)}
          onBlur={() => form.touch('name')}
          error={form.errorOf('name')}
        />

        <RadioCard.Root
          value={template}
          onValueChange={(details) => details.value && setTemplate(details.value as Template)}
          orientation="vertical"
          colorPalette="wine"
          name="template"
        >
          <RadioCard.Label fontWeight="medium" fontSize="sm">
            Estate template
          </RadioCard.Label>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
            {SELECTABLE_ESTATE_TEMPLATES.map((key) => {
              const info = ESTATE_TEMPLATE_INFO[key];
              return (
                <RadioCard.Item key={key} value={key}>
                  <RadioCard.ItemHiddenInput />
                  <RadioCard.ItemControl>
                    <RadioCard.ItemContent>
                      <RadioCard.ItemText fontSize={prominentTemplates ? 'lg' : 'md'}>{info.label}</RadioCard.ItemText>
                      <RadioCard.ItemDescription>
                        {info.hectares} ha · {info.plots} {info.plots === 1 ? 'plot' : 'plots'}
                      </RadioCard.ItemDescription>
                      <Text fontSize="xs" color="fg.muted" mt="1">
                        {templateSummary(key)}
                      </Text>
                      {prominentTemplates && (
                        <Text fontSize="sm" color="fg.muted" mt="1">
                          {TEMPLATE_BLURB[key]}
                        </Text>
                      )}
                    </RadioCard.ItemContent>
                    <RadioCard.ItemIndicator />
                  </RadioCard.ItemControl>
                </RadioCard.Item>
              );
            })}
          </SimpleGrid>
        </RadioCard.Root>

        <SelectField
          size="md"
          name="location"
          label="Location"
          required
          value={form.values.location}
          placeholder="Choose a wine region"
          options={REGION_OPTIONS}
          onChange={(value) => form.setValue('location', value)}
          error={form.errorOf('location')}
        />
        <Text fontSize="sm" color="fg.muted" mt="-4" aria-live="polite" data-testid="region-facts">
          {form.values.location
            ? regionSummary(form.values.location, template)
            : 'Regions differ in climate, land prices and what grapes and wine sell for; choose one to see them.'}
        </Text>

        <Stack gap="2" as="fieldset">
          <Text as="legend" fontWeight="medium" fontSize="sm">
            Co-owners{' '}
            <Text as="span" color="fg.muted" fontWeight="normal">
              (optional: user id or e-mail)
            </Text>
          </Text>
          {owners.length > 0 && (
            <Text fontSize="xs" color="fg.muted">
              Each receives an invitation and becomes a co-owner once they accept it.
            </Text>
          )}
          {owners.map((owner, index) => (
            <HStack key={index} gap="2">
              <Input
                aria-label={`Co-owner ${index + 1}`}
                value={owner}
                placeholder="User id or e-mail address"
                onChange={(event) =>
                  setOwners((rows) => rows.map((row, i) => (i === index ? event.target.value : row)))
                }
                bg="bg.panel"
              />
              <IconButton
                variant="ghost"
                aria-label={`Remove co-owner ${index + 1}`}
                onClick={() => setOwners((rows) => rows.filter((_, i) => i !== index))}
              >
                <LuTrash2 />
              </IconButton>
            </HStack>
          ))}
          {ownersError && (
            <Text color="fg.error" fontSize="sm">
              {ownersError}
            </Text>
          )}
          <Box>
            <Button variant="outline" size="sm" onClick={() => setOwners((rows) => [...rows, ''])}>
              <LuPlus aria-hidden /> Add Co-owner
            </Button>
          </Box>
        </Stack>

        <HStack gap="3" flexWrap="wrap">
          <Button type="submit" colorPalette="wine" loading={isLoading} loadingText="Creating…">
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </HStack>
      </Stack>
    </form>
  );
}
