import { Alert, Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import {
  BLOCK_LIMITS,
  BLOCK_ORIENTATIONS,
  GRAPE_VARIETIES,
  MESSAGES,
  TRELLIS_SYSTEMS,
  vineCount,
  varietyLabel,
  formatMoney,
  formatNumber,
  plantingCost,
  PLANTING_COST,
  type BlockErrors,
  type BlockField,
} from '@vineyard/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { BlockDto, CreateBlockDto } from '../../../api';
import { blockFormErrors, blockPayload, initialBlockValues, type BlockFormValues } from './blockForm';
import { orientationLabel, trellisLabel } from '../../../lib/blockLabels';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

export interface BlockFormProps {
  /** The block being edited; a new block without it. */
  block?: BlockDto | null;
  saving: boolean;
  submitLabel: string;
  /** Resolves null on success, else the message for the form banner. */
  onSubmit: (payload: CreateBlockDto) => Promise<string | null>;
  onCancel: () => void;
}

const FIELD_ORDER: BlockField[] = [
  'name',
  'size',
  'grapeVariety',
  'rowSpacing',
  'vineSpacing',
  'orientation',
  'trellisSystem',
];

function FormField({
  label,
  error,
  children,
  help,
}: {
  label: string;
  error?: string;
  children: ReactNode;
  help?: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      {children}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : help && <Field.HelperText>{help}</Field.HelperText>}
    </Field.Root>
  );
}

/** Create/edit a vineyard block (spec §5 "Block form"); errors in a banner and at their fields. */
export function BlockForm({ block, saving, submitLabel, onSubmit, onCancel }: BlockFormProps) {
  const [values, setValues] = useState<BlockFormValues>(() => initialBlockValues(block));
  const [errors, setErrors] = useState<BlockErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);

  const set = <K extends keyof BlockFormValues>(key: K, value: BlockFormValues[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (submitted) setErrors(blockFormErrors(next));
    setBanner(null);
  };

  // a new variety on an existing block is a replanting: it costs money and starts the vines over
  const replanting = Boolean(block) && values.grapeVariety !== '' && values.grapeVariety !== block?.grapeVariety;
  const [confirmingReplant, setConfirmingReplant] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const found = blockFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setBanner(null);
      return;
    }
    if (replanting) {
      setConfirmingReplant(true);
      return;
    }
    setBanner(await onSubmit(blockPayload(values)));
  }

  async function confirmReplant() {
    setConfirmingReplant(false);
    setBanner(await onSubmit(blockPayload(values)));
  }

  const messages = FIELD_ORDER.map((field) => errors[field]).filter((message): message is string => Boolean(message));
  const vines = vineCount(Number(values.size), Number(values.rowSpacing), Number(values.vineSpacing));
  const [size, rowSpacing, vineSpacing] = [values.size, values.rowSpacing, values.vineSpacing].map(Number) as [
    number,
    number,
    number,
  ];
  const cost = [size, rowSpacing, vineSpacing].every((n) => Number.isFinite(n) && n > 0)
    ? plantingCost(size, rowSpacing, vineSpacing)
    : null;
  const charged = !block || replanting;
  // the same vines on more ground or closer together: the added vines are planted (and charged)
  const extra =
    block && !replanting && cost !== null
      ? cost - plantingCost(block.size, block.vineSpacing.rowSpacing, block.vineSpacing.vineSpacing)
      : 0;

  return (
    <form onSubmit={(event: FormEvent) => void submit(event)} noValidate aria-label="Block form">
      <Stack gap="4">
        {(messages.length > 0 || banner) && (
          <Alert.Root status="error" variant="surface" rounded="lg">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{banner ?? MESSAGES.block.saveFailed}</Alert.Title>
              {messages.length > 0 && (
                <Alert.Description>
                  <Stack as="ul" gap="0.5" ps="4" listStyleType="disc">
                    {messages.map((message) => (
                      <li key={message}>{message}</li>
                    ))}
                  </Stack>
                </Alert.Description>
              )}
            </Alert.Content>
          </Alert.Root>
        )}

        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Block name" error={errors.name}>
            <Input value={values.name} onChange={(e) => set('name', e.target.value)} bg="bg.panel" />
          </FormField>
          <FormField label="Size (ha)" error={errors.size}>
            <Input
              type="number"
              inputMode="decimal"
              min={BLOCK_LIMITS.size.min}
              max={BLOCK_LIMITS.size.max}
              step={BLOCK_LIMITS.size.step}
              value={values.size}
              onChange={(e) => set('size', e.target.value)}
              bg="bg.panel"
            />
          </FormField>
          <FormField label="Grape variety" error={errors.grapeVariety}>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={values.grapeVariety}
                onChange={(e) => set('grapeVariety', e.target.value as BlockFormValues['grapeVariety'])}
                bg="bg.panel"
              >
                <option value="">Choose a variety</option>
                {GRAPE_VARIETIES.map((variety) => (
                  <option key={variety} value={variety}>
                    {varietyLabel(variety)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label="Row orientation" error={errors.orientation}>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={values.orientation}
                onChange={(e) => set('orientation', e.target.value as BlockFormValues['orientation'])}
                bg="bg.panel"
              >
                <option value="">Choose an orientation</option>
                {BLOCK_ORIENTATIONS.map((orientation) => (
                  <option key={orientation} value={orientation}>
                    {orientationLabel(orientation)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label="Row spacing (m)" error={errors.rowSpacing}>
            <Input
              type="number"
              inputMode="decimal"
              min={BLOCK_LIMITS.rowSpacing.min}
              max={BLOCK_LIMITS.rowSpacing.max}
              step={BLOCK_LIMITS.rowSpacing.step}
              value={values.rowSpacing}
              onChange={(e) => set('rowSpacing', e.target.value)}
              bg="bg.panel"
            />
          </FormField>
          <FormField label="Vine spacing (m)" error={errors.vineSpacing}>
            <Input
              type="number"
              inputMode="decimal"
              min={BLOCK_LIMITS.vineSpacing.min}
              max={BLOCK_LIMITS.vineSpacing.max}
              step={BLOCK_LIMITS.vineSpacing.step}
              value={values.vineSpacing}
              onChange={(e) => set('vineSpacing', e.target.value)}
              bg="bg.panel"
            />
          </FormField>
          <FormField label="Trellis system" error={errors.trellisSystem}>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={values.trellisSystem}
                onChange={(e) => set('trellisSystem', e.target.value as BlockFormValues['trellisSystem'])}
                bg="bg.panel"
              >
                <option value="">Choose a trellis system</option>
                {TRELLIS_SYSTEMS.map((system) => (
                  <option key={system} value={system}>
                    {trellisLabel(system)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label="Notes">
            <Textarea value={values.notes} onChange={(e) => set('notes', e.target.value)} rows={2} bg="bg.panel" />
          </FormField>
        </SimpleGrid>

        {replanting && (
          <Alert.Root status="warning" variant="surface" rounded="lg" data-testid="replant-warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Changing the variety replants this block</Alert.Title>
              <Alert.Description>
                The vines are pulled and planted again: the block starts over at age 0 (Planting), loses this
                year&apos;s crop{cost !== null ? ` and costs ${formatMoney(cost)}` : ''}.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <Stack gap="0" fontSize="sm" color="fg.muted">
            <Text>About {formatNumber(vines)} vines</Text>
            {extra > 0 && <Text data-testid="planting-cost">Planting the added vines costs {formatMoney(extra)}</Text>}
            {charged && cost !== null && (
              <Text data-testid="planting-cost">
                Planting costs {formatMoney(cost)} ({formatMoney(PLANTING_COST.perVine)} a vine +{' '}
                {formatMoney(PLANTING_COST.perHectare)} a hectare)
              </Text>
            )}
          </Stack>
          <HStack gap="2">
            <Button variant="outline" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" colorPalette="wine" loading={saving}>
              {submitLabel}
            </Button>
          </HStack>
        </HStack>
      </Stack>
      <ConfirmDialog
        title={confirmingReplant ? 'Replant this block?' : null}
        description={`The block starts over at age 0 with ${values.grapeVariety || 'the new variety'}${cost !== null ? `, for ${formatMoney(cost)}` : ''}. This cannot be undone.`}
        confirmLabel="Replant"
        confirmPalette="wine"
        loading={Boolean(saving)}
        onConfirm={() => void confirmReplant()}
        onClose={() => setConfirmingReplant(false)}
      />
    </form>
  );
}
