import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled panel of the admin console (the economy and analytics pages): a section named by its h2. */
export function AdminSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack
      as="section"
      aria-labelledby={id}
      gap="3"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="xl"
      p={{ base: '4', md: '5' }}
      minW="0"
    >
      <Heading as="h2" id={id} size="sm" color="wine.800">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
