import { Link, VisuallyHidden, type LinkProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';

interface SmartLinkProps extends Omit<LinkProps, 'href' | 'asChild'> {
  href: string;
  /** Opens in a new tab with `rel="noopener noreferrer"`. */
  external?: boolean;
  children: ReactNode;
  /** For in-app links: only mark as current on an exact match (e.g. '/'). */
  end?: boolean;
}

/** A Chakra link that is a router link in-app and a plain anchor for external addresses. */
export function SmartLink({ href, external = false, end, children, ...rest }: SmartLinkProps) {
  if (external) {
    return (
      <Link href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </Link>
    );
  }
  return (
    <Link asChild {...rest}>
      <NavLink to={href} end={end}>
        {children}
      </NavLink>
    </Link>
  );
}
