import { MESSAGES, STORAGE_KEYS, SUGGESTION_LIMITS, type VoteType } from '@vineyard/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useListMyFeatureVotesQuery, useVoteOnFeatureMutation, type FeatureDto } from '../../../api';
import { apiErrorMessage } from '../../../lib/alerts/apiError';
import { readStorage, writeStorage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';

const s = MESSAGES.suggestion;

export type VoteMap = Record<string, VoteType>;

function storedVotes(): VoteMap {
  try {
    const parsed = JSON.parse(readStorage(STORAGE_KEYS.featureVotes) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as VoteMap) : {};
  } catch {
    return {};
  }
}

/**
 * The player's votes and the vote action. The server's record (`listMyFeatureVotes`, which a
 * vote's answer updates in the cache, see api/featureCache.ts) wins over the copy in local
 * storage, which only bridges the first load. A suggestion's buttons lock for 1 s after a vote.
 */
export function useVotes(isAuthenticated: boolean) {
  const myVotes = useListMyFeatureVotesQuery(undefined, { skip: !isAuthenticated });
  const [voteOnFeature] = useVoteOnFeatureMutation();
  const [stored] = useState<VoteMap>(() => (isAuthenticated ? storedVotes() : {}));
  const [lockedIds, setLockedIds] = useState<ReadonlySet<string>>(new Set());
  const lockTimers = useRef<Map<string, ReturnType<typeof setTimeout>>>(new Map());

  const serverVotes = myVotes.data?.data.votes;
  const votes = useMemo<VoteMap>(() => {
    if (!isAuthenticated) return {};
    if (!serverVotes) return stored;
    return Object.fromEntries(serverVotes.map((vote) => [vote.featureId, vote.voteType]));
  }, [isAuthenticated, serverVotes, stored]);

  useEffect(() => {
    if (serverVotes) writeStorage(STORAGE_KEYS.featureVotes, JSON.stringify(votes));
  }, [serverVotes, votes]);

  useEffect(() => {
    const timers = lockTimers.current;
    return () => timers.forEach((timer) => clearTimeout(timer));
  }, []);

  const lock = (id: string) => {
    setLockedIds((current) => new Set(current).add(id));
    clearTimeout(lockTimers.current.get(id));
    lockTimers.current.set(
      id,
      setTimeout(() => {
        setLockedIds((current) => {
          const next = new Set(current);
          next.delete(id);
          return next;
        });
      }, SUGGESTION_LIMITS.voteLockMs),
    );
  };

  const vote = async (feature: FeatureDto, voteType: VoteType) => {
    if (!isAuthenticated) {
      toast.info(s.signInToVote);
      return;
    }
    if (lockedIds.has(feature.id)) return;
    lock(feature.id);
    try {
      await voteOnFeature({ id: feature.id, voteDto: { voteType } }).unwrap();
      toast.success(s.voteRecorded);
    } catch (err) {
      toast.error(apiErrorMessage(err, s.voteFailed));
    }
  };

  return { votes, lockedIds, vote };
}
