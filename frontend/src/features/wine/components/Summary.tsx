import { Stack } from '@chakra-ui/react';

/** The live summary under a winery dialog's fields: what the choice makes and costs. */
export function Summary({ children }: { children: React.ReactNode }) {
  return (
    <Stack gap="0.5" bg="bg.subtle" rounded="md" p="3" aria-live="polite" fontSize="sm">
      {children}
    </Stack>
  );
}
