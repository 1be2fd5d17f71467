import { GAME_START, GAME_TIME_REFRESH_MS, toGameTimeView, type GameTimeView } from '@vineyard/domain';
import { useMemo, useState } from 'react';
import { firstScreenFresh } from '../lib/store/firstScreen';
import { useGetGameTimeQuery } from '../api';

const DEFAULT_TIME = toGameTimeView(GAME_START);

/**
 * The game clock (`GET /game/time`), fetched when the game layout mounts (unless the page load's
 * start-up just did) and refetched every
 * GAME_TIME_REFRESH_MS. On failure the default start (Spring, Year 1, Day 1, March) is used;
 * while the first answer is on its way the time is unknown (null). The same answer gives the same
 * object, so what is made from it can be memoised.
 */
export function useGameTime({ skip = false }: { skip?: boolean } = {}): GameTimeView | null {
  // the clock asked for at start-up (app/startup.ts) is not asked for again by the first screen
  const [fresh] = useState(firstScreenFresh);
  const time = useGetGameTimeQuery(undefined, {
    skip,
    pollingInterval: GAME_TIME_REFRESH_MS,
    refetchOnMountOrArgChange: !fresh,
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
