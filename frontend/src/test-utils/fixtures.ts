import type { SessionDto, UserDto } from '../api/generated';

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
export function testEstate(overrides: Partial<import('../api/generated').EstateDto> = {}) {
  const estate: import('../api/generated').EstateDto = {
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
