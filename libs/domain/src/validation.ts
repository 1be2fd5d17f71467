import { BLOCK_LIMITS, BLOCK_ORIENTATIONS, TRELLIS_SYSTEMS } from './blocks';
import { ESTATE_NAME_LIMITS, MAX_PAGE_NUMBER } from './constants';
import { SUGGESTION_LIMITS } from './features';
import { isOneOf } from './guards';
import {
  LISTING_DURATIONS_DAYS,
  MARKETPLACE_FILTER_LABELS,
  MARKETPLACE_FILTER_MAX,
  type MarketplaceFilterField,
  MAX_LISTING_PRICE,
  MIN_LISTING_PRICE,
} from './marketplace';
import { MESSAGES } from './messages';
import { CONTACT_LIMITS } from './public-site';
import { GRAPE_VARIETIES } from './varieties';

/**
 * Pure validators shared by backend DTOs and frontend forms. Each returns the spec's message for
 * the first rule that fails, or null when the value is valid. Inputs are `unknown` so the server
 * can pass raw request values; numbers may also arrive as numeric strings (form inputs).
 */

export type ValidationResult = string | null;
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** 3-30 letters, digits, dots, underscores or dashes. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,30}$/;

/** The HTML e-mail input's rule, additionally requiring a dot in the domain (`user@host.tld`). */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
/** Longest address SMTP accepts. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * At least 8 characters with a lowercase letter, an uppercase letter, a digit and one of @$!%*?&;
 * only letters, digits and those special characters are allowed.
 */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/;
/** Longest password accepted (hashing cost stays bounded); a longer one is refused as weak. */
export const PASSWORD_MAX_LENGTH = 128;

const { auth, estate, plot, block, listing, marketplace, suggestion, contact } = MESSAGES;

function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

/** Numbers as they come from JSON or a form field; NaN when not a number. */
function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return NaN;
}

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}

// --- Lists ---------------------------------------------------------------------------------

function wholeInRange(value: unknown, min: number, max: number): boolean {
  const n = toNumber(value);
  return Number.isInteger(n) && n >= min && n <= max;
}

/** A page number of a list: a whole number from 1 to `max`. */
export function validatePage(value: unknown, max: number = MAX_PAGE_NUMBER): ValidationResult {
  return wholeInRange(value, 1, max) ? null : MESSAGES.common.pageRange(max);
}

/** A page size of a list: a whole number from 1 to `max`. */
export function validateLimit(value: unknown, max: number): ValidationResult {
  return wholeInRange(value, 1, max) ? null : MESSAGES.common.limitRange(max);
}

// --- Accounts ------------------------------------------------------------------------------

export function validateIdentifier(value: unknown): ValidationResult {
  return isBlank(value) ? auth.identifierRequired : null;
}

export function validateLoginPassword(value: unknown): ValidationResult {
  return typeof value !== 'string' || value === '' ? auth.passwordRequired : null;
}

export function validateUsername(value: unknown): ValidationResult {
  if (isBlank(value)) return auth.usernameRequired;
  return USERNAME_PATTERN.test(value as string) ? null : auth.usernameInvalid;
}

/** Surrounding spaces are ignored; store the address as `normalizeEmail` returns it. */
export function validateEmail(value: unknown): ValidationResult {
  if (isBlank(value)) return auth.emailRequired;
  const email = (value as string).trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email) ? null : auth.emailInvalid;
}

/** Decision: e-mail addresses are compared and stored trimmed and in lower case. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Registration and reset share this rule. */
export function validatePassword(value: unknown): ValidationResult {
  if (typeof value !== 'string' || value === '') return auth.passwordRequired;
  return value.length <= PASSWORD_MAX_LENGTH && PASSWORD_PATTERN.test(value) ? null : auth.passwordWeak;
}

export function validateConfirmPassword(password: unknown, confirm: unknown): ValidationResult {
  if (typeof confirm !== 'string' || confirm === '') return auth.confirmPasswordRequired;
  return password === confirm ? null : auth.passwordsDoNotMatch;
}

export function validateTerms(accepted: unknown): ValidationResult {
  return accepted === true ? null : auth.termsRequired;
}

// --- Estates -------------------------------------------------------------------------------

/** Create form: required, then 3-50 characters after trimming. */
export function validateEstateName(value: unknown): ValidationResult {
  if (isBlank(value)) return estate.nameRequired;
  const length = (value as string).trim().length;
  if (length < ESTATE_NAME_LIMITS.min) return estate.nameTooShort;
  if (length > ESTATE_NAME_LIMITS.max) return estate.nameTooLong;
  return null;
}

/** Inline rename: at least 3 after trimming (blank included); the 50 maximum still applies. */
export function validateEstateRename(value: unknown): ValidationResult {
  const length = typeof value === 'string' ? value.trim().length : 0;
  if (length < ESTATE_NAME_LIMITS.min) return estate.renameTooShort;
  if (length > ESTATE_NAME_LIMITS.max) return estate.nameTooLong;
  return null;
}

// --- Plots and listings --------------------------------------------------------------------

export function validatePlotName(value: unknown): ValidationResult {
  return isBlank(value) ? plot.nameEmpty : null;
}

/** Required and at least €1,000; money is whole euros. */
export function validateListingPrice(value: unknown): ValidationResult {
  const price = toNumber(value);
  if (!Number.isFinite(price) || price < MIN_LISTING_PRICE) return listing.priceMin;
  if (price > MAX_LISTING_PRICE) return listing.priceMax(MAX_LISTING_PRICE);
  return Number.isInteger(price) ? null : listing.priceWholeEuros;
}

export function validateListingDuration(value: unknown): ValidationResult {
  return isOneOf(LISTING_DURATIONS_DAYS, toNumber(value)) ? null : listing.durationInvalid;
}

/**
 * One number of the marketplace filter (typed text or a query value): empty is no filter; else a
 * number from 0 to MARKETPLACE_FILTER_MAX.
 */
export function validateMarketplaceFilter(field: MarketplaceFilterField, value: unknown): ValidationResult {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
  const label = MARKETPLACE_FILTER_LABELS[field];
  const amount = toNumber(value);
  if (!Number.isFinite(amount)) return marketplace.filterNotANumber(label);
  if (amount < 0) return marketplace.filterNegative(label);
  return amount > MARKETPLACE_FILTER_MAX[field] ? marketplace.filterTooLarge(label) : null;
}

// --- Blocks --------------------------------------------------------------------------------

export interface BlockInput {
  name?: unknown;
  size?: unknown;
  grapeVariety?: unknown;
  rowSpacing?: unknown;
  vineSpacing?: unknown;
  orientation?: unknown;
  trellisSystem?: unknown;
  notes?: unknown;
}
export type BlockField =
  'name' | 'size' | 'grapeVariety' | 'rowSpacing' | 'vineSpacing' | 'orientation' | 'trellisSystem';
export type BlockErrors = FieldErrors<BlockField>;

function minimum(value: unknown, min: number, message: string): ValidationResult {
  const n = toNumber(value);
  return Number.isFinite(n) && n >= min ? null : message;
}

/** Empty means 'required'; a value outside the list gets the (not in spec) 'must be one of' text. */
function choice(value: unknown, list: readonly string[], required: string, label: string): ValidationResult {
  if (isBlank(value)) return required;
  return isOneOf(list, value) ? null : MESSAGES.common.invalidChoice(label, list);
}

export const validateBlockName = (value: unknown): ValidationResult => (isBlank(value) ? block.nameRequired : null);
/** At least `min` (its message), at most `max` (the max message). */
function range(value: unknown, min: number, max: number, minMessage: string, maxMessage: string): ValidationResult {
  return minimum(value, min, minMessage) ?? (toNumber(value) > max ? maxMessage : null);
}

export const validateBlockSize = (value: unknown): ValidationResult =>
  range(value, BLOCK_LIMITS.size.min, BLOCK_LIMITS.size.max, block.sizeMin, block.sizeMax(BLOCK_LIMITS.size.max));
export const validateRowSpacing = (value: unknown): ValidationResult =>
  range(
    value,
    BLOCK_LIMITS.rowSpacing.min,
    BLOCK_LIMITS.rowSpacing.max,
    block.rowSpacingMin,
    block.rowSpacingMax(BLOCK_LIMITS.rowSpacing.max),
  );
export const validateVineSpacing = (value: unknown): ValidationResult =>
  range(
    value,
    BLOCK_LIMITS.vineSpacing.min,
    BLOCK_LIMITS.vineSpacing.max,
    block.vineSpacingMin,
    block.vineSpacingMax(BLOCK_LIMITS.vineSpacing.max),
  );
export const validateGrapeVariety = (value: unknown): ValidationResult =>
  choice(value, GRAPE_VARIETIES, block.grapeVarietyRequired, 'Grape variety');
export const validateBlockOrientation = (value: unknown): ValidationResult =>
  choice(value, BLOCK_ORIENTATIONS, block.orientationRequired, 'Orientation');
export const validateTrellisSystem = (value: unknown): ValidationResult =>
  choice(value, TRELLIS_SYSTEMS, block.trellisSystemRequired, 'Trellis system');

const BLOCK_VALIDATORS: Record<BlockField, (value: unknown) => ValidationResult> = {
  name: validateBlockName,
  size: validateBlockSize,
  grapeVariety: validateGrapeVariety,
  rowSpacing: validateRowSpacing,
  vineSpacing: validateVineSpacing,
  orientation: validateBlockOrientation,
  trellisSystem: validateTrellisSystem,
};

function validateFields<F extends string>(
  validators: Record<F, (value: unknown) => ValidationResult>,
  input: Partial<Record<F, unknown>>,
  partial: boolean,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of Object.keys(validators) as F[]) {
    if (partial && input[field] === undefined) continue;
    const message = validators[field](input[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/**
 * Field → message for every failing field (empty object when valid). With `partial` (an update)
 * only the fields present in `input` are checked. Notes are optional and unchecked.
 */
export function validateBlock(input: BlockInput, options: { partial?: boolean } = {}): BlockErrors {
  return validateFields(BLOCK_VALIDATORS, input, options.partial ?? false);
}

// --- Feature suggestions -------------------------------------------------------------------

/** De-duplicates tags case-insensitively (first spelling wins), trimming and dropping empties. */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}

/** 'vineyard, Weather,,vineyard ' → ['vineyard', 'Weather']. */
export function parseTags(csv: string | null | undefined): string[] {
  return normalizeTags((csv ?? '').split(','));
}

function lengthRange(value: unknown, min: number, max: number, messages: [string, string, string]): ValidationResult {
  const [required, tooShort, tooLong] = messages;
  if (isBlank(value)) return required;
  const length = (value as string).trim().length;
  if (length < min) return tooShort;
  return length > max ? tooLong : null;
}

export const validateSuggestionTitle = (value: unknown): ValidationResult =>
  lengthRange(value, SUGGESTION_LIMITS.titleMin, SUGGESTION_LIMITS.titleMax, [
    suggestion.titleRequired,
    suggestion.titleTooShort,
    suggestion.titleTooLong,
  ]);

export const validateSuggestionDescription = (value: unknown): ValidationResult =>
  lengthRange(value, SUGGESTION_LIMITS.descriptionMin, SUGGESTION_LIMITS.descriptionMax, [
    suggestion.descriptionRequired,
    suggestion.descriptionTooShort,
    suggestion.descriptionTooLong,
  ]);

/** Optional; at most 300 characters after trimming. */
export function validateProblemSolved(value: unknown): ValidationResult {
  if (value === undefined || value === null) return null;
  const length = typeof value === 'string' ? value.trim().length : Infinity;
  return length <= SUGGESTION_LIMITS.problemSolvedMax ? null : suggestion.problemSolvedTooLong;
}

/** Tags as typed (comma separated) or as a list: at most 5 distinct tags. */
export function validateTags(value: unknown): ValidationResult {
  if (value === undefined || value === null) return null;
  const tags = typeof value === 'string' ? parseTags(value) : Array.isArray(value) ? value : null;
  if (tags === null || !tags.every((t) => typeof t === 'string')) return suggestion.tagsInvalid;
  return normalizeTags(tags).length <= SUGGESTION_LIMITS.maxTags ? null : suggestion.tooManyTags;
}

export interface SuggestionInput {
  title?: unknown;
  description?: unknown;
  problemSolved?: unknown;
  tags?: unknown;
}
export type SuggestionField = 'title' | 'description' | 'problemSolved' | 'tags';
export type SuggestionErrors = FieldErrors<SuggestionField>;

const SUGGESTION_VALIDATORS: Record<SuggestionField, (value: unknown) => ValidationResult> = {
  title: validateSuggestionTitle,
  description: validateSuggestionDescription,
  problemSolved: validateProblemSolved,
  tags: validateTags,
};

/** Field → message for every failing field; with `partial` only present fields are checked. */
export function validateSuggestion(input: SuggestionInput, options: { partial?: boolean } = {}): SuggestionErrors {
  return validateFields(SUGGESTION_VALIDATORS, input, options.partial ?? false);
}

export function validateCommentText(value: unknown): ValidationResult {
  return isBlank(value) ? suggestion.commentEmpty : null;
}

/** (not in spec) At most 1000 characters, like the other free-text limits. */
export function validateCommentLength(value: unknown): ValidationResult {
  return typeof value === 'string' && value.trim().length > SUGGESTION_LIMITS.commentMax
    ? suggestion.commentTooLong
    : null;
}

// --- Contact form ---------------------------------------------------------------------------

export interface ContactInput {
  name?: unknown;
  email?: unknown;
  subject?: unknown;
  message?: unknown;
}
export type ContactField = 'name' | 'email' | 'subject' | 'message';
export type ContactErrors = FieldErrors<ContactField>;

export function validateContactName(value: unknown): ValidationResult {
  if (isBlank(value)) return contact.nameRequired;
  return (value as string).trim().length > CONTACT_LIMITS.nameMax ? contact.nameTooLong : null;
}

export function validateContactSubject(value: unknown): ValidationResult {
  if (isBlank(value)) return contact.subjectRequired;
  return (value as string).trim().length > CONTACT_LIMITS.subjectMax ? contact.subjectTooLong : null;
}

export const validateContactMessage = (value: unknown): ValidationResult =>
  lengthRange(value, CONTACT_LIMITS.messageMin, CONTACT_LIMITS.messageMax, [
    contact.messageRequired,
    contact.messageTooShort,
    contact.messageTooLong,
  ]);

const CONTACT_VALIDATORS: Record<ContactField, (value: unknown) => ValidationResult> = {
  name: validateContactName,
  email: validateEmail,
  subject: validateContactSubject,
  message: validateContactMessage,
};

/** Field → message for every failing field of the contact form. */
export function validateContact(input: ContactInput): ContactErrors {
  return validateFields(CONTACT_VALIDATORS, input, false);
}
