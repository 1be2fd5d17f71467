import { pageToHydrate } from '../app/startup';
import type { AnsweredQuery } from './config';
import { RENDERED_ESTATE_ATTRIBUTE, renderedEstate, renderedUser, signedInQueries } from './signedIn';

/*
 * The game screen the server renders for a player (backend web/live-pages.ts asks these
 * queries round after round, then renders), and whether the app may take that screen over.
 */

const ESTATE = 'e0000000-0000-4000-8000-000000000001';
const OTHER = 'e0000000-0000-4000-8000-000000000002';

const answered = (endpointName: string, value: unknown, arg?: unknown): AnsweredQuery => ({
  endpointName,
  ...(arg !== undefined && { arg }),
  value,
});
const estates = (list: { id: string; location?: string; plots?: { id: string }[] }[]) =>
  answered('listEstates', { data: { estates: list } });

describe('the game screen’s queries', () => {
  it('asks for the player, the estates, the clock and the invitations first', () => {
    expect(signedInQueries('/game', [])?.map((q) => q.endpointName)).toEqual([
      'getMe',
      'listEstates',
      'getGameTime',
      'listInvitations',
    ]);
  });

  it('then for the first estate’s parts, as the components ask for them, and for each plot’s blocks', () => {
    const first = [
      answered('getMe', { data: { user: { username: 'anna' } } }),
      estates([{ id: ESTATE, location: 'napa', plots: [{ id: 'p1' }, { id: 'p2' }] }, { id: OTHER }]),
      answered('getGameTime', {}),
      answered('listInvitations', {}),
    ];
    const next = signedInQueries('/game', first) ?? [];
    expect(next.map(({ endpointName, arg }) => [endpointName, arg])).toEqual([
      ['getEstate', { id: ESTATE }],
      ['listEstateNotifications', { estateId: ESTATE }],
      ['listEstateNotifications', { estateId: ESTATE, unread: true, limit: 5 }],
      ['listEstateGrapeLots', { estateId: ESTATE }],
      ['getEstateCellar', { estateId: ESTATE }],
      ['listEstateWines', { estateId: ESTATE }],
      ['getBottleStore', { estateId: ESTATE }],
      ['getEquipment', { estateId: ESTATE }],
      ['getCellarDoor', { estateId: ESTATE }],
      ['getEstateMilestones', { estateId: ESTATE }],
      ['getCurrentSeason', { region: 'napa', estateId: ESTATE }],
      ['listEstateContracts', { estateId: ESTATE }],
      ['getEstateWeatherThreats', { estateId: ESTATE }],
      ['getEstateVineyardWork', { estateId: ESTATE }],
      ['listPlotBlocks', { plotId: 'p1' }],
      ['listPlotBlocks', { plotId: 'p2' }],
    ]);
    // the path's query string is the part of the argument that is not in the path
    expect(next[2]).toMatchObject({ path: `/estates/${ESTATE}/notifications`, params: { unread: true, limit: 5 } });
    expect(next[0]).toMatchObject({ path: `/estates/${ESTATE}`, params: {} });
    const all = [...first, ...next.map((q) => answered(q.endpointName, {}, q.arg))];
    expect(signedInQueries('/game', all)).toEqual([]);
    expect(renderedEstate(all)?.id).toBe(ESTATE);
    expect(renderedUser(all)).toEqual({ username: 'anna' });
  });

  it('renders nothing for a player without an estate, or for another page', () => {
    expect(signedInQueries('/game', [estates([])])).toBeNull();
    expect(signedInQueries('/estates', [])).toBeNull();
  });
});

describe('taking the server’s screen over', () => {
  beforeEach(() => localStorage.clear());

  function root(attributes: Record<string, string>) {
    const element = document.createElement('div');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    return element;
  }
  const player = () => root({ 'data-prerendered': '', [RENDERED_ESTATE_ATTRIBUTE]: ESTATE });
  const signIn = (estate?: string) => {
    localStorage.setItem('access_token', 'a');
    localStorage.setItem('refresh_token', 'r');
    if (estate) localStorage.setItem('current_estate_id', estate);
  };

  it('hydrates a public page, and renders an empty root', () => {
    expect(pageToHydrate(root({ 'data-prerendered': '' }))).toBe('public');
    expect(pageToHydrate(root({}))).toBeNull();
  });

  it('hydrates a player’s screen when this browser holds the session and chose that estate or none', () => {
    signIn();
    expect(pageToHydrate(player())).toBe('player');
    signIn(ESTATE);
    expect(pageToHydrate(player())).toBe('player');
  });

  it('renders from scratch when another estate was chosen here, or no session is stored', () => {
    signIn(OTHER);
    expect(pageToHydrate(player())).toBeNull();
    localStorage.clear();
    expect(pageToHydrate(player())).toBeNull();
  });
});
