import { HStack, Icon, Text } from '@chakra-ui/react';
import { PRODUCT_NAME } from '@vineyard/domain';
import { LuGrape } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';

interface LogoProps {
  to?: string;
  /** 'dark' on light backgrounds, 'light' on burgundy ones. */
  tone?: 'dark' | 'light';
  size?: 'md' | 'lg';
}

/** Product mark and name, linking home by default. */
export function Logo({ to = '/', tone = 'dark', size = 'md' }: LogoProps) {
  return (
    <HStack
      asChild
      gap="2"
      color={tone === 'dark' ? 'wine.800' : 'white'}
      _hover={{ textDecoration: 'none', opacity: 0.9 }}
      focusRingColor={tone === 'dark' ? 'wine.focusRing' : 'gold.300'}
      rounded="md"
    >
      <RouterLink to={to} aria-label={`${PRODUCT_NAME} home`}>
        <Icon
          boxSize={size === 'lg' ? '8' : '6'}
          flexShrink={0}
          color={tone === 'dark' ? 'wine.600' : 'gold.300'}
          aria-hidden
        >
          <LuGrape />
        </Icon>
        <Text
          as="span"
          fontFamily="heading"
          fontWeight="bold"
          fontSize={size === 'lg' ? '2xl' : { base: 'lg', sm: 'xl' }}
          letterSpacing="tight"
          whiteSpace="nowrap"
        >
          {PRODUCT_NAME}
        </Text>
      </RouterLink>
    </HStack>
  );
}
