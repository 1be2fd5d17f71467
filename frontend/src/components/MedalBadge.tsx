import { Badge } from '@chakra-ui/react';
import { MEDAL_LABELS, type Medal } from '@vineyard/domain';

const PALETTES: Record<Medal, string> = { gold: 'yellow', silver: 'gray', bronze: 'orange' };
const ICONS: Record<Medal, string> = { gold: '🥇', silver: '🥈', bronze: '🥉' };

/** A medal of the yearly awards: '🥇 Gold' (the icon is decoration; the word is what is read). */
export function MedalBadge({ medal, size = 'sm' }: { medal: Medal; size?: 'xs' | 'sm' | 'md' | 'lg' }) {
  return (
    <Badge colorPalette={PALETTES[medal]} variant="subtle" size={size} flexShrink={0}>
      <span aria-hidden="true">{ICONS[medal]}</span> {MEDAL_LABELS[medal]}
    </Badge>
  );
}
