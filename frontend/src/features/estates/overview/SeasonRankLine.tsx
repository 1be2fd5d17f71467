import { Text } from '@chakra-ui/react';
import { LuTrophy } from 'react-icons/lu';
import { formatOrdinal, regionLabel, SEASON_SCORE_MAX, type RegionKey } from '@vineyard/domain';
import { useGetCurrentSeasonQuery } from '../../../api';

/**
 * The Overview's line on the season (issue 35): the estate's place in its region's standings of the
 * year under way, or how to enter them.
 */
export function SeasonRankLine({ estateId, region }: { estateId: string; region: RegionKey }) {
  const query = useGetCurrentSeasonQuery({ region, estateId });
  const data = query.currentData?.data;
  if (query.isError || !data) return null;
  return (
    <Text fontSize="sm" data-testid="season-rank">
      <LuTrophy aria-hidden style={{ display: 'inline', verticalAlign: '-2px' }} />{' '}
      {data.estate
        ? `Year ${data.year} season: ${formatOrdinal(data.estate.rank)} of ${data.pagination.total} in ${regionLabel(region)}, ${data.estate.score} of ${SEASON_SCORE_MAX} points.`
        : `Year ${data.year} season: sell bottled wine or have a wine reviewed to enter ${regionLabel(region)}'s standings.`}
    </Text>
  );
}
