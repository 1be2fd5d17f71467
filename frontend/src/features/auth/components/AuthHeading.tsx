import { Flex, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface AuthHeadingProps {
  title: string;
  subtitle?: ReactNode;
  /** A decorative icon above the title (success and failure states). */
  icon?: ReactNode;
  tone?: 'wine' | 'success' | 'danger';
}

const TONES = {
  wine: { bg: 'wine.50', color: 'wine.700' },
  success: { bg: 'green.50', color: 'green.700' },
  danger: { bg: 'red.50', color: 'red.700' },
} as const;

/** The page heading inside the auth layout's card. */
export function AuthHeading({ title, subtitle, icon, tone = 'wine' }: AuthHeadingProps) {
  return (
    <Stack gap="2">
      {icon && (
        <Flex boxSize="12" rounded="full" align="center" justify="center" mb="1" {...TONES[tone]}>
          <Icon boxSize="6" aria-hidden>
            {icon}
          </Icon>
        </Flex>
      )}
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="wine.800" lineHeight="short">
        {title}
      </Heading>
      {subtitle && <Text color="fg.muted">{subtitle}</Text>}
    </Stack>
  );
}
