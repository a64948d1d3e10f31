import type { BlockMeta } from '../../engine/registry';
import type { Link, ListItem } from '../../engine/schemas';
import { Appear } from './Appear';
import { CtaList } from './CtaList';
import { heroTitleTag } from './hero-heading';
import { InfoList } from './InfoList';
import { BlockHead } from './SectionHead';
import type { HeadFields } from './schema-parts';

/** What a hero's text column may show besides its head. */
export type HeroTextFields = HeadFields & {
  list_items_repeater?: readonly ListItem[];
  cta_repeater?: readonly Link[];
};

/**
 * A hero's text, fading in as the hero enters the viewport: its head (the page's h1 when it opens
 * the page), then its list and its calls to action when it has them.
 */
export function HeroText({
  fields,
  meta,
  className,
  listClassName,
  ctasClassName,
}: {
  fields: HeroTextFields;
  meta: Pick<BlockMeta, 'id' | 'index'>;
  className?: string;
  listClassName?: string;
  ctasClassName?: string;
}) {
  return (
    <Appear className={className}>
      <BlockHead fields={fields} meta={meta} as={heroTitleTag(meta.index)} />
      <InfoList items={fields.list_items_repeater} className={listClassName} />
      <CtaList links={fields.cta_repeater} className={ctasClassName} />
    </Appear>
  );
}
