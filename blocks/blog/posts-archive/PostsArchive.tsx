import { archiveSearchOf } from '../../../api/core/archive-query';
import type { BlockProps } from '../../../engine/registry';
import { useSiteData } from '../../../stores/site-data';
import { useMounted } from '../../../ui/layers/useMounted';
import { BlockSection } from '../../shared/BlockSection';
import { heroTitleTag } from '../../shared/hero-heading';
import { BlockHead } from '../../shared/SectionHead';
import { ArchiveFilters } from './ArchiveFilters';
import { ArchiveResults } from './ArchiveResults';
import styles from './PostsArchive.module.css';
import type { postsArchiveFields, postsArchiveParams } from './schema';
import { useArchive } from './useArchive';

type Props = BlockProps<typeof postsArchiveFields, typeof postsArchiveParams>;

/**
 * Posts archive: category checkboxes with counts, date order, reset, show more, six
 * posts a page. Its state lives in the URL. A new embedded answer (another URL of the archive page,
 * e.g. back from a post) starts it afresh.
 */
export default function PostsArchive(props: Props) {
  const core = props.params.core_data;
  return <Archive key={core ? archiveSearchOf(core.query) || '?' : ''} {...props} />;
}

function Archive({ fields, params, meta }: Props) {
  // The URL is the archive's only on a site page (not in the QA editor or gallery).
  const [state, dispatch] = useArchive(params.core_data, { syncUrl: useSiteData() !== null });
  const mounted = useMounted();
  const Title = heroTitleTag(meta.index);
  const titled = fields.main_title !== undefined;
  return (
    <BlockSection meta={meta} titled={titled}>
      <BlockHead fields={fields} meta={meta} as={Title} className={styles.head} />
      <div className={styles.layout}>
        <ArchiveFilters state={state} dispatch={dispatch} mounted={mounted} />
        <ArchiveResults
          state={state}
          dispatch={dispatch}
          mounted={mounted}
          heading={!titled ? 'h2' : Title === 'h1' ? 'h2' : 'h3'}
        />
      </div>
    </BlockSection>
  );
}
