import { Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The top of a page or game tab: the h1, an intro line and, on the right (below on phones),
 * the page's actions.
 */
export function PageHeader({
  title,
  children,
  actions,
}: {
  title: ReactNode;
  /** The intro line under the title. */
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const heading = (
    <Stack gap="1">
      <Heading as="h1" textStyle="pageTitle">
        {title}
      </Heading>
      {children && <Text color="fg.muted">{children}</Text>}
    </Stack>
  );
  if (!actions) return heading;
  return (
    <Flex
      justify="space-between"
      align={{ base: 'stretch', sm: 'center' }}
      gap="4"
      direction={{ base: 'column', sm: 'row' }}
    >
      {heading}
      <HStack gap="2" flexShrink={0} flexWrap="wrap">
        {actions}
      </HStack>
    </Flex>
  );
}
