import { Alert, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
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
  type BlockField,
} from '@vineyard/domain';
import { useState } from 'react';
import type { BlockDto, CreateBlockDto } from '../../../api';
import { SelectField, TextareaField, TextField } from '../../../components/FormFields';
import { useForm } from '../../../hooks/useForm';
import {
  blockFormErrors,
  blockPayload,
  initialBlockValues,
  type BlockFormValues,
  type BlockSaveFailure,
} from './blockForm';
import { orientationLabel, trellisLabel } from '../../../lib/blockLabels';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

export interface BlockFormProps {
  /** The block being edited; a new block without it. */
  block?: BlockDto | null;
  saving: boolean;
  submitLabel: string;
  /** Resolves null on success, else the banner's message and the server's field errors. */
  onSubmit: (payload: CreateBlockDto) => Promise<BlockSaveFailure | null>;
  onCancel: () => void;
}

/** The fields in the order of the form (the banner lists their messages in it). */
const FIELD_ORDER: BlockField[] = [
  'name',
  'size',
  'grapeVariety',
  'rowSpacing',
  'vineSpacing',
  'orientation',
  'trellisSystem',
];

const VARIETY_OPTIONS = GRAPE_VARIETIES.map((variety) => [variety, varietyLabel(variety)] as const);
const ORIENTATION_OPTIONS = BLOCK_ORIENTATIONS.map(
  (orientation) => [orientation, orientationLabel(orientation)] as const,
);
const TRELLIS_OPTIONS = TRELLIS_SYSTEMS.map((system) => [system, trellisLabel(system)] as const);

/** Create/edit a vineyard block (spec §5 "Block form"); errors in a banner and at their fields. */
export function BlockForm({ block, saving, submitLabel, onSubmit, onCancel }: BlockFormProps) {
  const form = useForm<BlockFormValues>(initialBlockValues(block), blockFormErrors);
  const values = form.values;
  const [banner, setBanner] = useState<string | null>(null);

  const set = <K extends keyof BlockFormValues & string>(key: K, value: BlockFormValues[K]) => {
    form.setValue(key, value);
    setBanner(null);
  };
  const field = (name: keyof BlockFormValues & string) => ({
    name,
    size: 'md' as const,
    error: form.errorOf(name),
    onBlur: () => form.touch(name),
  });
  /** A decimal input within the domain's limits (size and spacings). */
  const numberField = (name: 'size' | 'rowSpacing' | 'vineSpacing', label: string) => ({
    ...field(name),
    label,
    type: 'number' as const,
    inputMode: 'decimal' as const,
    min: BLOCK_LIMITS[name].min,
    max: BLOCK_LIMITS[name].max,
    step: BLOCK_LIMITS[name].step,
    value: values[name],
    onChange: (value: string) => set(name, value),
  });

  // a new variety on an existing block is a replanting: it costs money and starts the vines over
  const replanting = Boolean(block) && values.grapeVariety !== '' && values.grapeVariety !== block?.grapeVariety;
  const [confirmingReplant, setConfirmingReplant] = useState(false);

  async function save(payload: CreateBlockDto) {
    const failure = await onSubmit(payload);
    setBanner(failure?.message ?? null);
    if (failure) form.applyServerErrors(failure.errors);
  }

  const submit = form.handleSubmit(async (current) => {
    if (replanting) {
      setConfirmingReplant(true);
      return;
    }
    await save(blockPayload(current));
  });

  async function confirmReplant() {
    setConfirmingReplant(false);
    await save(blockPayload(form.values));
  }

  // the banner lists the client-side messages once a submit was tried, and the server's
  const messages = FIELD_ORDER.map((name) => (form.submitted ? form.errorOf(name) : undefined)).filter(
    (message): message is string => Boolean(message) && message !== banner,
  );
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
    <form ref={form.formRef} onSubmit={submit} noValidate aria-label="Block form">
      <Stack gap="4">
        {(messages.length > 0 || banner) && (
          <Alert.Root status="error" variant="surface" rounded="lg">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{banner ?? MESSAGES.block.saveFailed}</Alert.Title>
              {messages.length > 0 && (
                <Alert.Description>
                  <Stack as="ul" gap="0.5" ps="4" listStyleType="disc">
                    {[...new Set(messages)].map((message) => (
                      <li key={message}>{message}</li>
                    ))}
                  </Stack>
                </Alert.Description>
              )}
            </Alert.Content>
          </Alert.Root>
        )}

        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField
            {...field('name')}
            label="Block name"
            prose
            value={values.name}
            onChange={(value) => set('name', value)}
          />
          <TextField {...numberField('size', 'Size (ha)')} />
          <SelectField
            {...field('grapeVariety')}
            label="Grape variety"
            placeholder="Choose a variety"
            options={VARIETY_OPTIONS}
            value={values.grapeVariety}
            onChange={(value) => set('grapeVariety', value)}
          />
          <SelectField
            {...field('orientation')}
            label="Row orientation"
            placeholder="Choose an orientation"
            options={ORIENTATION_OPTIONS}
            value={values.orientation}
            onChange={(value) => set('orientation', value)}
          />
          <TextField {...numberField('rowSpacing', 'Row spacing (m)')} />
          <TextField {...numberField('vineSpacing', 'Vine spacing (m)')} />
          <SelectField
            {...field('trellisSystem')}
            label="Trellis system"
            placeholder="Choose a trellis system"
            options={TRELLIS_OPTIONS}
            value={values.trellisSystem}
            onChange={(value) => set('trellisSystem', value)}
          />
          <TextareaField
            {...field('notes')}
            label="Notes"
            rows={2}
            value={values.notes}
            onChange={(value) => set('notes', value)}
          />
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
