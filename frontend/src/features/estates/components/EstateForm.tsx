import {
  Box,
  Button,
  Field,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  RadioCard,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  ESTATE_TEMPLATE_INFO,
  MESSAGES,
  REGION_INFO,
  REGIONS,
  SELECTABLE_ESTATE_TEMPLATES,
  validateEstateName,
  type RegionKey,
} from '@vineyard/domain';
import { useRef, useState, type FormEvent } from 'react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { useCreateEstateMutation, type EstateDto } from '../../../api';
import { useAlerts } from '../../../lib/alerts/useAlerts';
import { cleanOwners } from '../estates';

type Template = (typeof SELECTABLE_ESTATE_TEMPLATES)[number];

const TEMPLATE_BLURB: Record<Template, string> = {
  boutique: 'A small, hands-on estate for careful craft wines.',
  family: 'The classic family estate: room to grow, easy to run.',
  commercial: 'Large-scale production for the ambitious vintner.',
};

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
  const [name, setName] = useState('');
  const [template, setTemplate] = useState<Template>('family');
  const [location, setLocation] = useState<RegionKey | ''>('');
  const [owners, setOwners] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState({ name: false, location: false });
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [createEstate, { isLoading }] = useCreateEstateMutation();
  const alerts = useAlerts();
  const nameRef = useRef<HTMLInputElement>(null);
  const locationRef = useRef<HTMLSelectElement>(null);

  const nameError = validateEstateName(name);
  const locationError = location ? null : MESSAGES.estate.locationRequired;
  const showName = (submitted || (touched.name && name !== '')) && nameError;
  const showLocation = submitted && locationError;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    if (nameError) return nameRef.current?.focus();
    if (locationError || !location) return locationRef.current?.focus();
    try {
      const result = await createEstate({
        createEstateDto: { name: name.trim(), template, location, owners: cleanOwners(owners) },
      }).unwrap();
      // the guard's "create an estate first" no longer applies
      alerts.dismiss(MESSAGES.estate.createRequired);
      onCreated(result.data.estate, result.message ?? MESSAGES.estate.created);
    } catch (error) {
      const fields = (error as { data?: { errors?: { field: string; message: string }[] } })?.data?.errors ?? [];
      setServerErrors(Object.fromEntries(fields.map((item) => [item.field.split('.')[0], item.message])));
      alerts.showApiError(error, MESSAGES.estate.createFailed);
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Create an estate">
      <Stack gap="6">
        <Field.Root invalid={Boolean(showName || serverErrors.name)} required>
          <Field.Label>Estate name</Field.Label>
          <Input
            ref={nameRef}
            name="name"
            value={name}
            maxLength={60}
            placeholder="e.g. Château Valley View"
            onChange={(event) => setName(event.target.value)}
            onBlur={() => setTouched((value) => ({ ...value, name: true }))}
            bg="bg.panel"
          />
          <Field.ErrorText>{showName || serverErrors.name}</Field.ErrorText>
        </Field.Root>

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

        <Field.Root invalid={Boolean(showLocation || serverErrors.location)} required>
          <Field.Label>Location</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              ref={locationRef}
              name="location"
              value={location}
              onChange={(event) => setLocation(event.target.value as RegionKey)}
              bg="bg.panel"
            >
              <option value="" disabled>
                Choose a wine region
              </option>
              {REGIONS.map((key) => (
                <option key={key} value={key}>
                  {REGION_INFO[key].name} ({REGION_INFO[key].country})
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{showLocation || serverErrors.location}</Field.ErrorText>
        </Field.Root>

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
          {serverErrors.owners && (
            <Text color="fg.error" fontSize="sm">
              {serverErrors.owners}
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
