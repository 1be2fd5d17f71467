import { Button, Field, Heading, HStack, IconButton, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type KeyboardEvent } from 'react';
import { LuPencil } from 'react-icons/lu';

export interface InlineEditProps {
  value: string;
  /** Accessible name of the field ('Plot name', 'Description', ...). */
  label: string;
  saving: boolean;
  /** Resolves true when saved. */
  onSave: (value: string) => Promise<boolean>;
  /** Returns the message when the value is not acceptable. */
  validate?: (value: string) => string | null;
  /** Heading (the plot name) or a multi-line text with a placeholder. */
  variant?: 'heading' | 'text';
  placeholder?: string;
  /** The edit button is disabled (with this reason as its tooltip), e.g. while the plot is listed. */
  disabledReason?: string | null;
}

/** A view state and an edit state: Enter (Ctrl+Enter in text) or Save commits, Esc or Cancel returns. */
export function InlineEdit({
  value,
  label,
  saving,
  onSave,
  validate,
  variant = 'text',
  placeholder,
  disabledReason = null,
}: InlineEditProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);

  const start = () => {
    setDraft(value);
    setError(null);
    setEditing(true);
  };
  const cancel = () => {
    setEditing(false);
    setError(null);
  };
  const commit = async () => {
    const problem = validate?.(draft) ?? null;
    if (problem) return setError(problem);
    const next = variant === 'heading' ? draft.trim() : draft;
    if (next === value) return cancel();
    if (await onSave(next)) setEditing(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' && (variant === 'heading' || event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void commit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      cancel();
    }
  };

  if (!editing) {
    return variant === 'heading' ? (
      <HStack gap="1" minW="0">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="wine.800" truncate>
          {value}
        </Heading>
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={`Edit ${label.toLowerCase()}`}
          onClick={start}
          disabled={disabledReason !== null}
          title={disabledReason ?? undefined}
        >
          <LuPencil />
        </IconButton>
      </HStack>
    ) : (
      <HStack gap="1" align="flex-start" justify="space-between">
        <Text
          fontSize="sm"
          whiteSpace="pre-wrap"
          color={value ? undefined : 'fg.subtle'}
          fontStyle={value ? undefined : 'italic'}
        >
          {value || placeholder}
        </Text>
        <IconButton
          variant="ghost"
          size="xs"
          aria-label={`Edit ${label.toLowerCase()}`}
          onClick={start}
          disabled={disabledReason !== null}
          title={disabledReason ?? undefined}
        >
          <LuPencil />
        </IconButton>
      </HStack>
    );
  }

  return (
    <Stack gap="2" as="form" onSubmit={(event) => (event.preventDefault(), void commit())} width="full">
      {variant === 'heading' && (
        <Heading as="h1" srOnly>
          {value}
        </Heading>
      )}
      <Field.Root invalid={error !== null}>
        <Field.Label srOnly>{label}</Field.Label>
        {variant === 'heading' ? (
          <Input
            autoFocus
            value={draft}
            onChange={(event) => (setDraft(event.target.value), setError(null))}
            onKeyDown={onKeyDown}
            size="lg"
            bg="bg.panel"
          />
        ) : (
          <Textarea
            autoFocus
            value={draft}
            onChange={(event) => (setDraft(event.target.value), setError(null))}
            onKeyDown={onKeyDown}
            rows={3}
            bg="bg.panel"
          />
        )}
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      <HStack gap="2">
        <Button type="submit" size="sm" colorPalette="wine" loading={saving}>
          Save
        </Button>
        <Button size="sm" variant="ghost" onClick={cancel}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}
