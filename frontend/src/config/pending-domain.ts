/**
 * Shared names the frontend needs that `@vineyard/domain` does not export yet.
 *
 * Rule: nothing here may duplicate a rule that already lives in libs/domain. When the domain
 * library gains one of these names, delete it here and import it from '@vineyard/domain'.
 */
import { STORAGE_KEYS } from '@vineyard/domain';

/**
 * TODO(domain): move `currentEstateId` into STORAGE_KEYS in libs/domain/src/constants.ts.
 * localStorage key of the estate the player is currently managing (a browser preference,
 * restored on the next visit).
 */
export const PENDING_STORAGE_KEYS = {
  ...STORAGE_KEYS,
  currentEstateId: 'current_estate_id',
} as const;
