import { Badge, Box } from '@chakra-ui/react';
import { MEDAL_LABELS, type Medal } from '@vineyard/domain';

const PALETTES: Record<Medal, string> = { gold: 'yellow', silver: 'gray', bronze: 'orange' };
const DISCS: Record<Medal, string> = { gold: '#d4a017', silver: '#a8a9ad', bronze: '#b0703c' };

/** A medal of the yearly awards: a disc of its metal and its name (the disc is decoration). */
export function MedalBadge({ medal, size = 'sm' }: { medal: Medal; size?: 'xs' | 'sm' | 'md' | 'lg' }) {
  return (
    <Badge colorPalette={PALETTES[medal]} variant="subtle" size={size} flexShrink={0}>
      <Box as="span" aria-hidden="true" display="inline-block" boxSize="0.7em" rounded="full" bg={DISCS[medal]} />
      {MEDAL_LABELS[medal]}
    </Badge>
  );
}
