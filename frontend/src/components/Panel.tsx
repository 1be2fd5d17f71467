import { Card, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled card section of the game view tabs (h2 heading, optional badge/note on the right). */
export function Panel({ title, children, note }: { title: string; children: ReactNode; note?: ReactNode }) {
  return (
    <Card.Root as="section" variant="outline" size="sm" aria-label={title}>
      <Card.Header pb="0">
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {note}
        </HStack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** Italic "nothing here" line used inside panels. */
export function EmptyText({ children }: { children: ReactNode }) {
  return (
    <Text color="fg.subtle" fontStyle="italic" fontSize="sm">
      {children}
    </Text>
  );
}
