import { Center, Spinner, Stack, Text } from '@chakra-ui/react';

/** Full-area loading state (lazy pages, guard checks). */
export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center minH="50vh" py="16" role="status" aria-live="polite">
      <Stack align="center" gap="3">
        <Spinner size="lg" color="wine.solid" borderWidth="3px" />
        <Text color="fg.muted" fontSize="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
