import { Alert, Button, EmptyState, HStack, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { apiErrorMessage } from '../lib/alerts/apiError';

/** A spinner with what is loading, announced politely. */
export function Loading({ label }: { label: string }) {
  return (
    <HStack gap="2" color="fg.muted" py="6" role="status">
      <Spinner size="sm" /> <Text>{label}</Text>
    </HStack>
  );
}

/** The server's message (or the fallback) and a Try Again button. */
export function LoadFailed({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  return (
    <Alert.Root status="error" variant="surface" rounded="lg" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{apiErrorMessage(error, fallback)}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try Again
      </Button>
    </Alert.Root>
  );
}

export function Empty({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="xl" bg="bg.panel">
      <EmptyState.Content>
        <EmptyState.Indicator>{icon}</EmptyState.Indicator>
        <EmptyState.Description textAlign="center">{children}</EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
