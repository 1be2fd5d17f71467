/** Helper lines under the new-account fields: the domain's rules in a friendlier voice. */
export const USERNAME_HELP = '3–30 letters, numbers, dots, underscores or dashes. Other players see it.';
export const PASSWORD_HELP = 'At least 8 characters with upper- and lowercase letters, a number and one of @$!%*?&';
