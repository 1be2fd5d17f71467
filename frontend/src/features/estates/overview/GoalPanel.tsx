import { Badge, Progress, Skeleton, Stack, Text } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetEstateMilestonesQuery } from '../../../api';
import { Panel } from '../../../components/Panel';
import { SeasonRankLine } from './SeasonRankLine';
import type { RegionKey } from '@vineyard/domain';

/**
 * The Overview's "what am I aiming for next" (issue 35): the estate's next milestone with how to
 * get there, then, once the milestones are behind it, its next achievement; how many of each it
 * has reached (libs/domain milestones.ts, read from the estate's records by the server), and its
 * place in its region's season.
 */
export function GoalPanel({ estateId, region }: { estateId: string | null; region?: RegionKey }) {
  const query = useGetEstateMilestonesQuery(estateId ? { estateId } : skipToken);
  const data = query.data?.data;
  const total = data?.milestones.length ?? 0;
  const achievements = data?.achievements.length ?? 0;
  // once the milestones are reached, the achievements are the goal and their count the progress
  const aim =
    data && !data.next
      ? { reached: data.achievementsReached, of: achievements }
      : { reached: data?.reached ?? 0, of: total };
  return (
    <Panel
      title="Next Goal"
      note={
        data ? (
          <Badge variant="subtle">
            {data.next
              ? `${data.reached} of ${total} milestones`
              : `${data.achievementsReached} of ${achievements} achievements`}
          </Badge>
        ) : undefined
      }
    >
      {!estateId ? (
        <Text color="fg.subtle" fontStyle="italic" fontSize="sm">
          Select an estate to see its goals.
        </Text>
      ) : query.isError ? (
        <Text color="fg.error" fontSize="sm">
          The goals could not be loaded.
        </Text>
      ) : (
        <Skeleton loading={!data}>
          <Stack gap="2">
            {data?.next ? (
              <>
                <Text fontWeight="semibold">{data.next.title}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {data.next.hint}
                </Text>
              </>
            ) : data?.nextAchievement ? (
              <>
                <Text fontSize="xs" color="fg.subtle" textTransform="uppercase" letterSpacing="wide">
                  Every milestone reached · next achievement
                </Text>
                <Text fontWeight="semibold">{data.nextAchievement.title}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {data.nextAchievement.hint}
                </Text>
              </>
            ) : (
              <Text fontWeight="semibold">
                {data ? 'Every milestone and achievement reached: your estate is among the greats.' : 'Loading…'}
              </Text>
            )}
            <Progress.Root
              value={aim.of ? Math.round((aim.reached / aim.of) * 100) : 0}
              size="xs"
              colorPalette="wine"
              aria-label={data && !data.next ? 'Achievements reached' : 'Milestones reached'}
            >
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            {estateId && region && <SeasonRankLine estateId={estateId} region={region} />}
            {data && data.reached > 0 && (
              <Text fontSize="xs" color="fg.subtle">
                Reached:{' '}
                {data.milestones
                  .filter((m) => m.reached)
                  .map((m) => m.title)
                  .join(' · ')}
              </Text>
            )}
            {data && data.achievementsReached > 0 && (
              <Text fontSize="xs" color="fg.subtle">
                Achievements:{' '}
                {data.achievements
                  .filter((a) => a.reached)
                  .map((a) => a.title)
                  .join(' · ')}
              </Text>
            )}
          </Stack>
        </Skeleton>
      )}
    </Panel>
  );
}
