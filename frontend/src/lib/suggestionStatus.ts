import { SUGGESTION_STATUS_COLORS, type SuggestionStatus } from '@vineyard/domain';

export const STATUS_LABELS: Record<SuggestionStatus, string> = {
  implemented: 'Implemented',
  'in-progress': 'In Progress',
  planned: 'Planned',
  'under-review': 'Under Review',
  review: 'Review',
};

/** Chakra colour palette of a status (display only): green, yellow, blue or gray. */
export function statusPalette(status: SuggestionStatus): string {
  return SUGGESTION_STATUS_COLORS[status];
}
