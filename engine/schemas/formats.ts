import { FormatRegistry } from '@sinclair/typebox';
import { FORMAT_CHECKS } from './format-checks';

/** String formats used by our schemas, registered once for TypeBox's validators. */
export function registerFormats(): void {
  for (const [name, check] of Object.entries(FORMAT_CHECKS))
    if (!FormatRegistry.Has(name)) FormatRegistry.Set(name, check);
}
registerFormats();
