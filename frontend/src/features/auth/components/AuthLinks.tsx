import { Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** An in-app text link in the wine colour, underlined on hover and visible on focus. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="wine.700" fontWeight="semibold" textUnderlineOffset="3px" _hover={{ color: 'wine.900' }}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** The closing line of a card: 'New here? Create an account'. */
export function AuthFooterLine({ children }: { children: ReactNode }) {
  return (
    <Text textAlign="center" color="fg.muted" fontSize="sm" pt="2">
      {children}
    </Text>
  );
}
