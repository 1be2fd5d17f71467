import { Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

interface AuthPagePlaceholderProps {
  title: string;
  description: string;
  links?: { label: string; to: string }[];
}

/** Placeholder inside the auth layout's card, until the form arrives with its issue. */
export function AuthPagePlaceholder({ title, description, links = [] }: AuthPagePlaceholderProps) {
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl" color="wine.800">
        {title}
      </Heading>
      <Text color="fg.muted">{description}</Text>
      <Text fontSize="sm" color="fg.subtle" borderStartWidth="3px" borderColor="gold.400" ps="3">
        This screen is being built and arrives with its own update.
      </Text>
      {links.length > 0 && (
        <HStack gap="4" flexWrap="wrap" pt="2">
          {links.map((link) => (
            <Link key={link.to} asChild color="wine.700" fontWeight="semibold" fontSize="sm">
              <RouterLink to={link.to}>{link.label}</RouterLink>
            </Link>
          ))}
        </HStack>
      )}
    </Stack>
  );
}
