import { Alert, Button, EmptyState, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { apiErrorMessage } from '../lib/alerts/apiError';

/**
 * The loading, failed and empty states of every list and page: one spinner, one "Try Again",
 * one empty box, so they look and read the same everywhere.
 */

/** A spinner with what is loading, announced politely. */
export function Loading({
  label,
  inline = false,
  centered = false,
  size = 'sm',
  ...data
}: {
  label: string;
  /** Inside a row or a section (no vertical padding). */
  inline?: boolean;
  centered?: boolean;
  /** `xs` beside small text (a toolbar). */
  size?: 'xs' | 'sm';
  /** data-* attributes (the prerender boot's `data-needs-app`). */
  [data: `data-${string}`]: string;
}) {
  return (
    <HStack
      gap="2"
      color="fg.muted"
      py={inline ? undefined : '6'}
      justify={centered ? 'center' : undefined}
      fontSize={size === 'xs' ? 'sm' : undefined}
      role="status"
      {...data}
    >
      <Spinner size={size} /> <Text>{label}</Text>
    </HStack>
  );
}

export interface LoadFailedProps {
  /** The failure; its server message is shown, else `fallback`. */
  error?: unknown;
  fallback?: string;
  /** A fixed text instead of the server's message. */
  message?: string;
  /** Without it there is no Try Again (the thing is gone, retrying cannot help). */
  onRetry?: () => unknown;
  /** `inline`: red text and the button below it, inside a section; `alert` (default): a boxed alert. */
  variant?: 'alert' | 'inline';
  /** `info` for an expected absence (no longer for sale), `error` otherwise. */
  status?: 'error' | 'info';
  size?: 'xs' | 'sm';
}

/** The server's message (or the fallback) and a Try Again button. */
export function LoadFailed({
  error,
  fallback,
  message,
  onRetry,
  variant = 'alert',
  status = 'error',
  size = 'sm',
}: LoadFailedProps) {
  const text = message ?? apiErrorMessage(error, fallback);
  const retry = onRetry && (
    <Button size={size} variant="outline" flexShrink={0} onClick={() => void onRetry()}>
      Try Again
    </Button>
  );
  if (variant === 'inline') {
    return (
      <Stack gap="2" align="flex-start" role="alert">
        <Text color="fg.error" fontSize={size === 'xs' ? 'sm' : undefined}>
          {text}
        </Text>
        {retry}
      </Stack>
    );
  }
  return (
    <Alert.Root status={status} variant="surface" rounded="lg" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{text}</Alert.Description>
      </Alert.Content>
      {retry}
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
