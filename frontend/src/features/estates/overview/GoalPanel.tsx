import { Badge, Progress, Skeleton, Stack, Text } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetEstateMilestonesQuery } from '../../../api';
import { Panel } from '../../../components/Panel';
import { SeasonRankLine } from './SeasonRankLine';
import type { RegionKey } from '@vineyard/domain';

/**
 * The Overview's "what am I aiming for next" (issue 35): the estate's next milestone with how to
 * get there, and how many of the milestones it has reached (libs/domain milestones.ts, read from
 * the estate's records by the server), and its place in its region's season.
 */
export function GoalPanel({ estateId, region }: { estateId: string | null; region?: RegionKey }) {
  const query = useGetEstateMilestonesQuery(estateId ? { estateId } : skipToken);
  const data = query.data?.data;
  const total = data?.milestones.length ?? 0;
  return (
    <Panel
      title="Next Goal"
      note={data ? <Badge variant="subtle">{`${data.reached} of ${total} milestones`}</Badge> : undefined}
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
            ) : (
              <Text fontWeight="semibold">
                {data ? 'Every milestone reached: your estate is among the greats.' : 'Loading…'}
              </Text>
            )}
            <Progress.Root
              value={total ? Math.round(((data?.reached ?? 0) / total) * 100) : 0}
              size="xs"
              colorPalette="wine"
              aria-label="Milestones reached"
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
          </Stack>
        </Skeleton>
      )}
    </Panel>
  );
}
