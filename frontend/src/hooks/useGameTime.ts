import { GAME_START, GAME_TIME_REFRESH_MS, toGameTimeView, type GameTimeView } from '@vineyard/domain';
import { useMemo } from 'react';
import { useGetGameTimeQuery } from '../api';

const DEFAULT_TIME = toGameTimeView(GAME_START);

/**
 * The game clock (`GET /game/time`), fetched when the game layout mounts and refetched every
 * GAME_TIME_REFRESH_MS. On failure the default start (Spring, Year 1, Day 1, March) is used;
 * while the first answer is on its way the time is unknown (null). The same answer gives the same
 * object, so what is made from it can be memoised.
 */
export function useGameTime({ skip = false }: { skip?: boolean } = {}): GameTimeView | null {
  const time = useGetGameTimeQuery(undefined, {
    skip,
    pollingInterval: GAME_TIME_REFRESH_MS,
    refetchOnMountOrArgChange: true,
  });
  const data = time.data?.data;
  const view = useMemo<GameTimeView | null>(
    () =>
      data
        ? {
            year: data.year,
            month: data.month,
            day: data.day,
            season: data.season,
            monthName: data.monthName as GameTimeView['monthName'],
            formattedTime: data.formattedTime,
            dayOfYear: data.dayOfYear,
            dayIndex: data.dayIndex,
          }
        : null,
    [data],
  );
  if (view) return view;
  if (time.isError) return DEFAULT_TIME;
  return null;
}
