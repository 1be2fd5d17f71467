import { useAppSelector } from '../../../app/hooks';
import { selectCurrentUser } from '../../auth/authSlice';
import { selectCurrentEstateId } from '../gameSlice';
import type { EstateSummary, GameShellData } from '../types';

/**
 * Data of the game shell (top bar, status bar, inventory sidebar).
 *
 * SEAM (API): the generated slice has no endpoints yet, so nothing is fetched and the shell shows
 * its empty states. Once codegen has produced them, fill this in (all hooks unconditional):
 *
 *   const estates = useGetEstatesQuery();                               // GET /estates
 *   const details = useGetEstatesByIdQuery({ id }, { skip: !id });      // GET /estates/{id}
 *   const time = useGetGameTimeQuery(undefined, { pollingInterval: GAME_TIME_REFRESH_MS });
 *   // the first estate becomes current when none is selected (spec §4)
 *
 * and map the answers onto the view models in ../types.ts. On a game-time failure the spec's
 * default start (GAME_START / formatGameTime from @vineyard/domain) is shown.
 */
export function useGameShellData(): GameShellData {
  const user = useAppSelector(selectCurrentUser);
  const currentEstateId = useAppSelector(selectCurrentEstateId);
  const estates: EstateSummary[] = [];
  const currentEstate = estates.find((estate) => estate.id === currentEstateId) ?? null;
  return {
    user: user ? { username: user.username } : null,
    estates,
    estatesLoading: false,
    currentEstate,
    inventory: null,
    gameTime: null,
    notificationCount: 0,
  };
}
