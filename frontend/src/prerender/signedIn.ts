import type { AnsweredQuery, LiveQuery } from '@vineyard/domain';
import type { UserDto } from '../api';
import { ALERTS_LIMIT } from '../components/NotificationsPanel';
import { paths } from '../config/paths';
import { resolveCurrentEstateId } from '../lib/session/currentEstate';

/**
 * The signed-in pages the server renders with the player's own data when the request carries a
 * live page-session cookie (backend auth/page-session.ts, web/live-pages.ts `signedInPages`):
 * the game screen's Overview, the screen a returning player opens. Any other signed-in path, or a
 * player the page cannot be rendered for, gets the app shell as before.
 */
export interface SignedInPage {
  path: string;
  title: string;
}

export const SIGNED_IN_PAGES: readonly SignedInPage[] = [{ path: paths.game.home, title: 'Game' }];

/**
 * `#root`'s attribute on a page rendered for a player: the id of the estate it shows (the server
 * cannot read the player's stored choice, so it shows the first estate, as the current-estate
 * rule does without a stored choice). The app hydrates only when the player's stored choice is
 * the same or none (app/startup.ts `pageToHydrate`).
 */
export const RENDERED_ESTATE_ATTRIBUTE = 'data-rendered-estate';

const answerOf = (answers: readonly AnsweredQuery[], endpointName: string) =>
  answers.find((answer) => answer.endpointName === endpointName)?.value;

interface EstatesAnswer {
  data: { estates: { id: string; location?: string; plots?: { id: string }[] }[] };
}

/** The estate the page shows: the first of the player's estates (none: the page is not rendered). */
export function renderedEstate(answers: readonly AnsweredQuery[]) {
  const estates = (answerOf(answers, 'listEstates') as EstatesAnswer | undefined)?.data.estates ?? [];
  const id = resolveCurrentEstateId(estates, null);
  return estates.find((estate) => estate.id === id) ?? null;
}

/**
 * The player the page was rendered for (`GET /auth/me`), in the session slice before the first
 * render on both sides: the top bar shows their name at once instead of after the guard's effect.
 */
export function renderedUser(answers: readonly AnsweredQuery[]): UserDto | null {
  return (answerOf(answers, 'getMe') as { data: { user: UserDto } } | undefined)?.data.user ?? null;
}

/**
 * The queries the Overview's first render reads that `answers` does not hold yet, exactly as the
 * components ask for them (the same endpoint and argument: the same cache entry, so the app asks
 * for none of them again): the guard's me and estates, the shell's clock, estate, invitations
 * and notifications, the Overview's alerts, grape lots, cellar, bottled wines, bottle store, next goal and
 * season place, merchants' contracts, weather threats and each plot's blocks (the wines' quotes, which the sale tasks read, are asked for by the browser). `[]`: all are
 * answered; `null`: the page cannot be rendered for this player (no estate: the guard sends
 * them to /create-estate).
 */
export function signedInQueries(path: string, answers: readonly AnsweredQuery[]): LiveQuery[] | null {
  if (path !== paths.game.home) return null;
  const first: LiveQuery[] = [
    { endpointName: 'getMe', path: '/auth/me' },
    { endpointName: 'listEstates', path: '/estates' },
    { endpointName: 'getGameTime', path: '/game/time' },
    { endpointName: 'listInvitations', path: '/invitations' },
  ];
  if (answers.length === 0) return first;
  const estate = renderedEstate(answers);
  if (!estate) return null;
  const estateId = estate.id;
  const wanted: LiveQuery[] = [
    ...first,
    { endpointName: 'getEstate', arg: { id: estateId }, path: `/estates/${estateId}`, params: {} },
    // the shell's count and the Overview's alerts (NotificationsPanel)
    {
      endpointName: 'listEstateNotifications',
      arg: { estateId },
      path: `/estates/${estateId}/notifications`,
      params: {},
    },
    {
      endpointName: 'listEstateNotifications',
      arg: { estateId, unread: true, limit: ALERTS_LIMIT },
      path: `/estates/${estateId}/notifications`,
      params: { unread: true, limit: ALERTS_LIMIT },
    },
    { endpointName: 'listEstateGrapeLots', arg: { estateId }, path: `/estates/${estateId}/grape-lots`, params: {} },
    // the Overview's tasks: the cellar's batches and the bottled wines (their quotes come after)
    { endpointName: 'getEstateCellar', arg: { estateId }, path: `/estates/${estateId}/cellar`, params: {} },
    { endpointName: 'listEstateWines', arg: { estateId }, path: `/estates/${estateId}/wines`, params: {} },
    // the Winery tab's bottle store: the tab then opens without asking for anything
    { endpointName: 'getBottleStore', arg: { estateId }, path: `/estates/${estateId}/bottle-store`, params: {} },
    // and its winery equipment
    { endpointName: 'getEquipment', arg: { estateId }, path: `/estates/${estateId}/equipment`, params: {} },
    { endpointName: 'getCellarDoor', arg: { estateId }, path: `/estates/${estateId}/cellar-door`, params: {} },
    // the Overview's next goal, with the estate's place in its region's season
    { endpointName: 'getEstateMilestones', arg: { estateId }, path: `/estates/${estateId}/milestones`, params: {} },
    ...(estate.location
      ? [
          {
            endpointName: 'getCurrentSeason',
            arg: { region: estate.location, estateId },
            path: '/seasons/current',
            params: { region: estate.location, estateId },
          },
        ]
      : []),
    // the Overview's tasks: merchants' contracts to deliver and weather to protect against
    { endpointName: 'listEstateContracts', arg: { estateId }, path: `/estates/${estateId}/contracts`, params: {} },
    {
      endpointName: 'getEstateWeatherThreats',
      arg: { estateId },
      path: `/estates/${estateId}/weather-threats`,
      params: {},
    },
    // and vineyard work due on the blocks
    {
      endpointName: 'getEstateVineyardWork',
      arg: { estateId },
      path: `/estates/${estateId}/vineyard-work`,
      params: {},
    },
    ...(estate.plots ?? []).map(({ id: plotId }) => ({
      endpointName: 'listPlotBlocks',
      arg: { plotId },
      path: `/plots/${plotId}/blocks`,
      params: {},
    })),
  ];
  const key = (q: { endpointName: string; arg?: unknown }) => `${q.endpointName} ${JSON.stringify(q.arg ?? null)}`;
  const have = new Set(answers.map(key));
  return wanted.filter((query) => !have.has(key(query)));
}
