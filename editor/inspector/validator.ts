/**
 * rjsf's validator for the inspector's forms: `@rjsf/validator-ajv8` on the ajv instance every
 * compiled check uses (engine/schemas/ajv-options.ts), so a form agrees with the server on what a
 * value is (UTF-16 lengths, finite numbers, the site's formats). rjsf's own instance is replaced
 * rather than configured: its defaults (all errors, `multipleOfPrecision`, `ajv-formats`, unicode
 * lengths) would differ from the server in ways a list of overrides could silently miss.
 *
 * rjsf never words an error here: it only asks whether a value matches a schema, to pick the
 * branch of an `anyOf`/`oneOf`. The errors shown are the renderer's (`extraErrors`), in the
 * editor's language.
 *
 * Importing this module also installs ajv's compiled checks in the page (compiled-checkers.ts),
 * so the editor's block checks (canvas, import) run on the same configuration. The QA pages that
 * load the editor allow generated code (site/server/security.ts); where a page forbids it, each
 * check falls back to TypeBox's interpreted one.
 */
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { createAjv } from '../../engine/schemas/ajv-options';
import '../../engine/schemas/compiled-checkers';

export const formValidator: ValidatorType<unknown, RJSFSchema> = customizeValidator({
  // The site's formats come with the instance; rjsf would add ajv-formats' own.
  ajvFormatOptions: false,
  extenderFn: () => createAjv(),
});
