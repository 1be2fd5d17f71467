/**
 * The sessions' SQL fragments, defined once: the auth module's own statements use them, and hot
 * reads of other modules check the session inside their one statement with them.
 */

/** The one definition of a live session: not revoked, not expired, its user not disabled. */
export const LIVE_SESSION_WHERE = (sessionParam: string, userParam: string): string =>
  `s.id = ${sessionParam} AND s.user_id = ${userParam} AND s.revoked_at IS NULL AND s.expires_at > now() AND u.disabled_at IS NULL`;

/**
 * A boolean SQL expression for routes that check the session inside their own query
 * (@SessionCheckedInQuery()); the parameters must be uuids (AccessTokenVerifier checks the token's).
 */
export const liveSessionCondition = (sessionParam: string, userParam: string): string =>
  `EXISTS (SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id WHERE ${LIVE_SESSION_WHERE(sessionParam, userParam)})`;
