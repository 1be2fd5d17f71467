/**
 * The `users` table as other modules' reads may see it, defined here by its owner: a join that
 * names a user without their account's other columns.
 */

/**
 * `LEFT JOIN users <alias> ON <alias>.id = <idColumn>`: adds `<alias>.username` (null when the id is
 * null or names no user). Arguments are SQL (an alias, a column); never input.
 */
export const userNameJoin = (alias: string, idColumn: string): string =>
  `LEFT JOIN users ${alias} ON ${alias}.id = ${idColumn}`;
