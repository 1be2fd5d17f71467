import { Text } from '@chakra-ui/react';
import type { WineLotDto } from '../../../api';
import { ageingTierNote } from '../winery';

/** "Moves to Fine buyers around …" under a bottled wine, when its ageing will move it (nothing otherwise). */
export function AgeingTierText({
  wine,
  reputation,
  fontSize = 'xs',
}: {
  wine: Pick<WineLotDto, 'bottledQuality' | 'variety' | 'ageDays' | 'bottledDay'>;
  reputation: number;
  fontSize?: 'xs' | 'sm';
}) {
  const note = ageingTierNote(wine, reputation);
  if (!note) return null;
  return (
    <Text fontSize={fontSize} color="fg.muted" data-testid="ageing-tier">
      {note}
    </Text>
  );
}
