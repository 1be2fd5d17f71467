import { paths } from '../../config/paths';

/** True when the player is known to own at least one estate (unknown counts as none). */
export function hasEstates(estatesCount: number | null): boolean {
  return estatesCount !== null && estatesCount > 0;
}

/**
 * Where a freshly verified player continues (spec §2, verify-email page): the game when they
 * already have an estate, otherwise the onboarding step that leads to creating one. The count
 * comes from `useEstatesCount` (unknown until the estates API exists, so: verify-success).
 */
export function afterVerificationPath(estatesCount: number | null): string {
  return hasEstates(estatesCount) ? paths.game.home : paths.auth.verifySuccess;
}
