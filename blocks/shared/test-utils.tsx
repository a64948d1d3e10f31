import type { AnyBlockDefinition, BlockMeta } from '../../engine/registry';
import { loadExamples } from '../../engine/registry';
import type { Locale } from '../../engine/schemas';
import { LocaleProvider } from '../../stores/locale';
import { withI18n } from '../../ui/testing/i18n';

type Example = { block_params: Record<string, unknown>; fields: Record<string, unknown> };

/** The examples of a block definition, typed loosely for component tests. */
export async function examplesOf(def: AnyBlockDefinition): Promise<Example[]> {
  return (await loadExamples(def)) as Example[];
}

/** Renders a block component with an example payload, in a locale, as the renderer would. */
export async function renderable(
  def: AnyBlockDefinition,
  example: Example,
  locale: Locale = 'fr',
  meta: Partial<BlockMeta> = {},
) {
  const { default: Component } = await def.load();
  const fullMeta: BlockMeta = { type: def.type, id: 'b0', index: 0, overlapTop: 0, ...meta };
  return withI18n(
    <LocaleProvider locale={locale}>
      <Component fields={example.fields} params={example.block_params} meta={fullMeta} />
    </LocaleProvider>,
    locale,
  );
}
