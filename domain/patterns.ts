/**
 * Patterns and lengths of the forms' fields, patterns as strings so that
 * TypeBox schemas and RegExps share them: the forms and their masks use them, the fixture backend
 * checks them again.
 */

/** A basic address: text without spaces, an at sign, a dotted part. */
export const EMAIL_PATTERN = '^\\S+@\\S+\\.\\S+$';
/** (###) ###-####, the phone mask's output. */
export const PHONE_PATTERN = '^\\(\\d{3}\\) \\d{3}-\\d{4}$';
/** A#A #A#, the postal code mask's output (letters in capitals). */
export const POSTAL_CODE_PATTERN = '^[A-Za-z]\\d[A-Za-z] \\d[A-Za-z]\\d$';
/** Something other than spaces: what "required" means for a text field. */
export const FILLED = '\\S';

/** Counts typed in a 2-digit field (bedrooms, bathrooms, parking, garage): 0 to 99. */
export const COUNT_DIGITS = 2;
/** Year of construction: 4 digits. */
export const YEAR_DIGITS = 4;
/** Areas: up to 6 digits. */
export const AREA_DIGITS = 6;
/** Budgets: whole dollars, up to 11 digits. */
export const BUDGET_DIGITS = 11;
