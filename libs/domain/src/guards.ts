/** True when `value` is one of the entries of an `as const` list (a type guard for its union). */
export function isOneOf<T extends string | number>(list: readonly T[], value: unknown): value is T {
  return (list as readonly unknown[]).includes(value);
}
