import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Loading chunk/i.test(error.message)
  );
}

/** Shown when a route fails to render or its code cannot be loaded (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const stale = isChunkLoadError(error);
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <Center minH="100dvh" px="6" bg="bg">
      <Stack gap="4" maxW="md" textAlign="center" align="center" role="alert">
        <Heading as="h1" size="2xl" color="wine.800">
          {status === 404 ? 'Page not found' : 'Something went wrong'}
        </Heading>
        <Text color="fg.muted">
          {stale
            ? 'A new version of Vineyard Valley is available. Reload the page to continue.'
            : 'This page could not be displayed. Reloading usually helps; if not, please try again later.'}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Button asChild variant="outline">
            <a href="/">Go to the home page</a>
          </Button>
        </Stack>
      </Stack>
    </Center>
  );
}
