import { Button, Field, Heading, HStack, IconButton, Input, Stack } from '@chakra-ui/react';
import { validateEstateRename } from '@vineyard/domain';
import { useState, type KeyboardEvent } from 'react';
import { LuPencil } from 'react-icons/lu';

export interface InlineRenameProps {
  name: string;
  saving: boolean;
  /** Resolves true when the new name was saved. */
  onSave: (name: string) => Promise<boolean>;
}

/** Estate name heading with a view and an edit state: Enter/Save commits, Esc/Cancel returns. */
export function InlineRename({ name, saving, onSave }: InlineRenameProps) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | null>(null);

  const start = () => {
    setValue(name);
    setError(null);
    setEditing(true);
  };
  const cancel = () => {
    setEditing(false);
    setError(null);
  };
  const commit = async () => {
    const problem = validateEstateRename(value);
    if (problem) return setError(problem);
    if (value.trim() === name) return cancel();
    if (await onSave(value.trim())) setEditing(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    }
  };

  if (!editing) {
    return (
      <HStack gap="2" minW="0">
        <Heading as="h1" textStyle="pageTitle" truncate>
          {name}
        </Heading>
        <IconButton variant="ghost" size="sm" aria-label="Rename estate" onClick={start}>
          <LuPencil />
        </IconButton>
      </HStack>
    );
  }

  return (
    <Stack gap="2" maxW="xl" as="form" onSubmit={(event) => (event.preventDefault(), void commit())}>
      <Heading as="h1" srOnly>
        {name}
      </Heading>
      <Field.Root invalid={error !== null}>
        <Field.Label srOnly>Estate name</Field.Label>
        <HStack gap="2" width="full" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
          <Input
            autoFocus
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(null);
            }}
            onKeyDown={onKeyDown}
            size="lg"
            bg="bg.panel"
          />
          <Button type="submit" colorPalette="wine" loading={saving}>
            Save
          </Button>
          <Button variant="ghost" onClick={cancel}>
            Cancel
          </Button>
        </HStack>
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
}
