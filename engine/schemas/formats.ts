import { FormatRegistry } from '@sinclair/typebox';

/** String formats used by our schemas, registered once for TypeBox's compiled validators. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const EMAIL = /^\S+@\S+\.\S+$/;

export function registerFormats(): void {
  if (!FormatRegistry.Has('date-time'))
    FormatRegistry.Set('date-time', (v) => DATE_TIME.test(v) && !Number.isNaN(Date.parse(v)));
  if (!FormatRegistry.Has('date'))
    FormatRegistry.Set('date', (v) => DATE.test(v) && !Number.isNaN(Date.parse(v)));
  if (!FormatRegistry.Has('email')) FormatRegistry.Set('email', (v) => EMAIL.test(v));
}
registerFormats();
