import { Heading, Stack, Text } from '@chakra-ui/react';
import { forwardRef, type ReactNode } from 'react';

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  align?: 'start' | 'center';
}

/** Heading block of a home-page section; focusable so "See Features" can move focus to it. */
export const SectionHeading = forwardRef<HTMLHeadingElement, SectionHeadingProps>(function SectionHeading(
  { id, eyebrow, title, children, align = 'center' },
  ref,
) {
  return (
    <Stack
      gap="3"
      textAlign={align}
      align={align === 'center' ? 'center' : 'flex-start'}
      maxW="2xl"
      mx={align === 'center' ? 'auto' : undefined}
    >
      {eyebrow && (
        <Text textStyle="eyebrow" fontSize="sm" fontWeight="semibold" color="gold.700">
          {eyebrow}
        </Text>
      )}
      <Heading
        as="h2"
        id={id}
        ref={ref}
        tabIndex={-1}
        outline="none"
        scrollMarginTop="24"
        size={{ base: '2xl', md: '3xl' }}
        color="wine.800"
      >
        {title}
      </Heading>
      {children && (
        <Text fontSize="lg" color="fg.muted">
          {children}
        </Text>
      )}
    </Stack>
  );
});
