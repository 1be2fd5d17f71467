import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PagePlaceholderProps {
  title: string;
  /** What the finished screen will offer, in one sentence. */
  description: string;
  children?: ReactNode;
  /** Inside the game layout the page already sits in a padded frame. */
  framed?: boolean;
}

/**
 * A screen whose content arrives with its own issue: the right heading, what it is for, and an
 * honest note instead of sample data.
 */
export function PagePlaceholder({ title, description, children, framed = true }: PagePlaceholderProps) {
  const body = (
    <Stack gap="4" maxW="2xl">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="wine.800">
        {title}
      </Heading>
      <Text fontSize="lg" color="fg.muted">
        {description}
      </Text>
      <Box borderStartWidth="3px" borderColor="gold.400" bg="bg.subtle" px="4" py="3" rounded="md">
        <Text fontSize="sm" color="fg.muted">
          This screen is being built and arrives with its own update.
        </Text>
      </Box>
      {children}
    </Stack>
  );
  return framed ? (
    <Container maxW="6xl" py={{ base: '10', md: '16' }}>
      {body}
    </Container>
  ) : (
    body
  );
}
