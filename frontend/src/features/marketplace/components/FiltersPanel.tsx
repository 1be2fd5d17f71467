import {
  Box,
  Button,
  Card,
  Checkbox,
  Field,
  Fieldset,
  Heading,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
} from '@chakra-ui/react';
import { REGION_INFO, REGIONS, SOIL_TYPES, soilColor, type RegionKey, type SoilType } from '@vineyard/domain';
import type { FormEvent } from 'react';
import type { FilterErrors, MarketplaceFilters } from '../filters';

export interface FiltersPanelProps {
  id?: string;
  value: MarketplaceFilters;
  errors: FilterErrors;
  onChange: (next: MarketplaceFilters) => void;
  onApply: () => void;
  onReset: () => void;
}

function RangeInput({
  label,
  value,
  error,
  step,
  onChange,
}: {
  label: string;
  value: string;
  error?: string;
  step: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label srOnly>{label}</Field.Label>
      <Input
        type="number"
        inputMode="decimal"
        min={0}
        step={step}
        placeholder={label.startsWith('Minimum') ? 'Min' : 'Max'}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        bg="bg.panel"
        size="sm"
      />
      <Field.ErrorText fontSize="xs">{error}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * The marketplace filters (spec §2): region, price range (€, min 0), size range (ha, min 0,
 * step 0.1), soil types. Changes apply only with Apply Filters (or Enter); Reset All clears
 * them and searches again.
 */
export function FiltersPanel({ id, value, errors, onChange, onApply, onReset }: FiltersPanelProps) {
  const set = <K extends keyof MarketplaceFilters>(key: K, next: MarketplaceFilters[K]) =>
    onChange({ ...value, [key]: next });
  const toggleSoil = (soil: SoilType, checked: boolean) =>
    set('soilTypes', checked ? [...value.soilTypes, soil] : value.soilTypes.filter((item) => item !== soil));

  return (
    <Card.Root id={id} variant="outline" size="sm" as="section" aria-label="Filters">
      <form
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onApply();
        }}
      >
        <Card.Header pb="0">
          <HStack justify="space-between">
            <Heading as="h2" size="md">
              Filters
            </Heading>
            <Button type="button" size="xs" variant="ghost" colorPalette="wine" onClick={onReset}>
              Reset All
            </Button>
          </HStack>
        </Card.Header>
        <Card.Body>
          <Stack gap="5">
            <Field.Root>
              <Field.Label>Region</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  value={value.region}
                  onChange={(event) => set('region', event.target.value as RegionKey | '')}
                  bg="bg.panel"
                >
                  <option value="">All Regions</option>
                  {REGIONS.map((region) => (
                    <option key={region} value={region}>
                      {REGION_INFO[region].name} ({REGION_INFO[region].country})
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>

            <Fieldset.Root>
              <Fieldset.Legend fontSize="sm" fontWeight="medium">
                Price range (€)
              </Fieldset.Legend>
              <SimpleGrid columns={2} gap="2" mt="1.5">
                <RangeInput
                  label="Minimum price"
                  step="1000"
                  value={value.minPrice}
                  error={errors.minPrice}
                  onChange={(next) => set('minPrice', next)}
                />
                <RangeInput
                  label="Maximum price"
                  step="1000"
                  value={value.maxPrice}
                  error={errors.maxPrice}
                  onChange={(next) => set('maxPrice', next)}
                />
              </SimpleGrid>
            </Fieldset.Root>

            <Fieldset.Root>
              <Fieldset.Legend fontSize="sm" fontWeight="medium">
                Size range (ha)
              </Fieldset.Legend>
              <SimpleGrid columns={2} gap="2" mt="1.5">
                <RangeInput
                  label="Minimum size"
                  step="0.1"
                  value={value.minSize}
                  error={errors.minSize}
                  onChange={(next) => set('minSize', next)}
                />
                <RangeInput
                  label="Maximum size"
                  step="0.1"
                  value={value.maxSize}
                  error={errors.maxSize}
                  onChange={(next) => set('maxSize', next)}
                />
              </SimpleGrid>
            </Fieldset.Root>

            <Fieldset.Root>
              <Fieldset.Legend fontSize="sm" fontWeight="medium">
                Soil type
              </Fieldset.Legend>
              <SimpleGrid columns={{ base: 2, xl: 1 }} gap="2" mt="1.5">
                {SOIL_TYPES.map((soil) => (
                  <Checkbox.Root
                    key={soil}
                    size="sm"
                    colorPalette="wine"
                    checked={value.soilTypes.includes(soil)}
                    onCheckedChange={(details) => toggleSoil(soil, details.checked === true)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control borderColor="border.emphasized" />
                    <Checkbox.Label fontWeight="normal">
                      <HStack as="span" gap="1.5">
                        <Box
                          as="span"
                          aria-hidden
                          boxSize="2.5"
                          rounded="full"
                          bg={soilColor(soil)}
                          borderWidth="1px"
                          borderColor="blackAlpha.300"
                        />
                        <Box as="span" textTransform="capitalize">
                          {soil}
                        </Box>
                      </HStack>
                    </Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </SimpleGrid>
            </Fieldset.Root>

            <Button type="submit" colorPalette="wine" width="full">
              Apply Filters
            </Button>
          </Stack>
        </Card.Body>
      </form>
    </Card.Root>
  );
}
