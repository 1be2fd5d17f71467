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
