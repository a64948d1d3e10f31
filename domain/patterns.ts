/**
 * Patterns of the forms' fields (spec 1 §5, spec 2 §5), as strings so that TypeBox schemas and
 * RegExps share them: the forms check them, the fixture backend checks them again.
 */
/** A basic address: text without spaces, an at sign, a dotted part. */
export const EMAIL_PATTERN = '^\\S+@\\S+\\.\\S+$';
/** (###) ###-####, the phone mask's output. */
export const PHONE_PATTERN = '^\\(\\d{3}\\) \\d{3}-\\d{4}$';
/** A#A #A#, the postal code mask's output (letters in capitals). */
export const POSTAL_CODE_PATTERN = '^[A-Za-z]\\d[A-Za-z] \\d[A-Za-z]\\d$';
/** Something other than spaces: what "required" means for a text field. */
export const FILLED = '\\S';
