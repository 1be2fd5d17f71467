import { isOneOf } from './guards';

/**
 * Estate templates. The spec lists boutique, family and commercial (the three offered on
 * onboarding) and names 'standard' as the default when none is chosen.
 * Decision: 'standard' is the same size as 'family' (5 ha in 2 plots), the middle option, so an
 * estate created without a template is neither the smallest nor the largest.
 */
export const ESTATE_TEMPLATES = ['boutique', 'family', 'commercial', 'standard'] as const;
export type EstateTemplate = (typeof ESTATE_TEMPLATES)[number];

/** The templates a player picks from (onboarding and the create form). */
export const SELECTABLE_ESTATE_TEMPLATES = ['boutique', 'family', 'commercial'] as const;

export const DEFAULT_ESTATE_TEMPLATE: EstateTemplate = 'standard';

export const ESTATE_TEMPLATE_INFO: Readonly<
  Record<EstateTemplate, { label: string; hectares: number; plots: number }>
> = {
  boutique: { label: 'Boutique', hectares: 2, plots: 1 },
  family: { label: 'Family', hectares: 5, plots: 2 },
  commercial: { label: 'Commercial', hectares: 10, plots: 3 },
  standard: { label: 'Standard', hectares: 5, plots: 2 },
};

export function isEstateTemplate(value: unknown): value is EstateTemplate {
  return isOneOf(ESTATE_TEMPLATES, value);
}

export const USER_ROLES = ['player', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const DEFAULT_USER_ROLE: UserRole = 'player';

export function isUserRole(value: unknown): value is UserRole {
  return isOneOf(USER_ROLES, value);
}
