import { useLingui } from '@lingui/react/macro';
import type { Static, TObject } from '@sinclair/typebox';
import type { ReactNode } from 'react';
import type { BlockMeta } from '../../../engine/registry';
import { ContentLink } from '../../../ui/content/ContentLink';
import { BlockSection } from '../../shared/BlockSection';
import { BlockHead } from '../../shared/SectionHead';
import blog from './blog.module.css';
import type { blogHeading, headLink } from './schema';
import type { BlockArticles } from './useBlockArticles';

type HeadFields = Static<TObject<typeof blogHeading & typeof headLink>>;

/** How many cards a block of articles lays out: its articles, `limit` skeletons while loading. */
export function articleSlots(state: BlockArticles, limit: number): number {
  return state.status === 'ready' ? state.articles.length : state.status === 'loading' ? limit : 0;
}

/**
 * The frame of a block of articles (grid, featured post): its head beside its call to action, then
 * the cards, then what a visitor reads when there is no article or they could not be loaded.
 */
export function ArticlesSection({
  meta,
  fields,
  state,
  children,
}: {
  meta: BlockMeta;
  fields: HeadFields;
  state: BlockArticles;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <BlockSection meta={meta} titled={fields.main_title !== undefined}>
      <div className={blog.sectionTop}>
        <BlockHead fields={fields} meta={meta} className={blog.sectionHead} />
        {fields.cta && <ContentLink link={fields.cta} className={blog.sectionCta} />}
      </div>
      {children}
      {state.status === 'ready' && state.articles.length === 0 && (
        <p className={blog.empty}>{t`Aucun article pour le moment.`}</p>
      )}
      {state.status === 'failed' && (
        <p className={blog.empty} role="status">{t`Les articles n’ont pas pu être chargés.`}</p>
      )}
    </BlockSection>
  );
}
