/**
 * The string formats our schemas use, as plain functions: TypeBox's registry takes them
 * (formats.ts), and so does ajv, on the server and in the checks written ahead of time for
 * browsers, which must not bring TypeBox there. A format not listed accepts nothing.
 */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const EMAIL = /^\S+@\S+\.\S+$/;

export const FORMAT_CHECKS: Readonly<Record<string, (value: string) => boolean>> = {
  'date-time': (v) => DATE_TIME.test(v) && !Number.isNaN(Date.parse(v)),
  date: (v) => DATE.test(v) && !Number.isNaN(Date.parse(v)),
  email: (v) => EMAIL.test(v),
};
