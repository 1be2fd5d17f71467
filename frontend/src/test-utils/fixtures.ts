import { WINE_PRESET_INFO } from '@vineyard/domain';
import type { CellarDataDto, FeatureDto, SessionDto, UserDto, WineBatchDto } from '../api';

/** A complete user as the API returns it (`UserDto`), with overrides. */
export function testUser(overrides: Partial<UserDto> = {}): UserDto {
  return {
    id: 'u1',
    username: 'vintner',
    email: 'vintner@example.test',
    firstName: null,
    lastName: null,
    role: 'player',
    emailVerified: true,
    createdAt: '2025-03-01T08:00:00.000Z',
    ...overrides,
  };
}

/** A session as `POST /auth/login` and `GET /auth/verify-email/{token}` answer it. */
export function testSession(overrides: Partial<SessionDto> = {}): SessionDto {
  return {
    access_token: 'access-new',
    refresh_token: 'refresh-new',
    token_type: 'Bearer',
    expires_in: 900,
    user: testUser(),
    ...overrides,
  };
}

/** An estate as the API returns it (`EstateDto`), with overrides. */
export function testEstate(overrides: Partial<import('../api').EstateDto> = {}) {
  const estate: import('../api').EstateDto = {
    id: 'e1',
    name: 'Hillside Estate',
    template: 'family',
    location: 'tuscany',
    money: 250000,
    reputation: 0,
    createdAt: '2025-03-01T08:00:00.000Z',
    owners: [{ userId: 'u1', username: 'vintner', isPrimary: true }],
    pendingInvitations: [],
    isPrimaryOwner: true,
    plots: [
      { id: 'p1', name: 'North Slope', size: 2.5, plantedSize: 0 },
      { id: 'p2', name: 'River Bank', size: 2.5, plantedSize: 0 },
    ],
    vines: 0,
    wines: [],
    counts: { plots: 2, vines: 0, wines: 0 },
    inventory: { grapes: [], supplies: [] },
    ...overrides,
  };
  return estate;
}

/** A wine batch as the cellar answers it: a joven red ready to bottle (or to sell as bulk), with overrides. */
export function testWineBatch(overrides: Partial<WineBatchDto> = {}): WineBatchDto {
  return {
    id: 'w1',
    grapeLotId: 'l0',
    blockName: 'Home Block',
    region: 'rioja',
    colour: 'red',
    variety: 'tempranillo',
    vintage: 1,
    kilograms: 2000,
    initialLitres: 1440,
    litres: 1440,
    grapeQuality: 70,
    quality: 70,
    readyQuality: 71,
    preset: 'joven_red',
    plan: { ...WINE_PRESET_INFO.joven_red.plan },
    stage: 'ready',
    stageLabel: 'Ready to bottle',
    progress: 1,
    stages: [],
    startDay: 100,
    readyDay: 190,
    daysLeft: 0,
    status: 'active',
    blend: null,
    canBottle: true,
    canBlend: true,
    canSellBulk: true,
    bulkPricePerLitre: 1.05,
    bottles: 1785,
    bottlingCost: 2678,
    createdAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

/** A cellar of two tanks holding `batches` (GET /estates/{id}/cellar). */
export function testCellar(batches: WineBatchDto[], day = 190): CellarDataDto {
  const used = batches.reduce((sum, b) => sum + b.litres, 0);
  return {
    vessels: [
      {
        id: 't1',
        kind: 'tank',
        label: 'Stainless steel tank',
        capacityLitres: 5000,
        usedLitres: used,
        fills: 0,
        oakStrength: 0,
        batchIds: batches.map((b) => b.id),
      },
    ],
    totals: {
      tanks: 1,
      tankCapacityLitres: 5000,
      tankUsedLitres: used,
      tankFreeLitres: 5000 - used,
      barrels: 0,
      freeBarrels: 0,
    },
    batches,
    day,
  };
}

/** A suggestion as the API lists it (`FeatureDto`), with overrides. */
export function testFeature(overrides: Partial<FeatureDto> = {}): FeatureDto {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    title: 'Frost alerts',
    description: 'Warn me about late frost.',
    problemSolved: '',
    status: 'under-review',
    votes: 3,
    tags: ['weather'],
    commentCount: 0,
    author: 'anna',
    date: '2026-03-05T10:00:00.000Z',
    updatedAt: '2026-03-05T10:00:00.000Z',
    voteHistory: [
      { date: '2026-03-04', count: 0 },
      { date: '2026-03-05', count: 3 },
    ],
    trending: false,
    ...overrides,
  };
}
