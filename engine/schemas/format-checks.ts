/**
 * The string formats our schemas use, as plain functions: TypeBox's registry takes them
 * (formats.ts), and so do checks generated ahead of time (`CheckCompiler.Module`), which must not
 * bring TypeBox to the browser.
 */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const EMAIL = /^\S+@\S+\.\S+$/;

export const FORMAT_CHECKS: Readonly<Record<string, (value: string) => boolean>> = {
  'date-time': (v) => DATE_TIME.test(v) && !Number.isNaN(Date.parse(v)),
  date: (v) => DATE.test(v) && !Number.isNaN(Date.parse(v)),
  email: (v) => EMAIL.test(v),
};

/** Like TypeBox's checks: an unknown format fails. */
export const checkFormat = (name: string, value: string): boolean =>
  Object.hasOwn(FORMAT_CHECKS, name) ? FORMAT_CHECKS[name]!(value) : false;
