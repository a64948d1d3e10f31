import {
  type ComponentType,
  type CSSProperties,
  createContext,
  memo,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
} from 'react';
import type { AnyBlockDefinition } from '../registry/define-block';
import type { RendererRegistry } from '../registry/registry';
import type { AnyBlockRuntime, BlockMeta } from '../registry/runtime';
import { BlockErrorBoundary } from './BlockErrorBoundary';
import { LazyDisplay } from './LazyDisplay';
import { componentFor } from './modules';
import { blockTypeOf, issueOf, messageOf, type PreparedBlock, prepare } from './prepare';
import {
  type BlockIssue,
  type BlockReporter,
  consoleReporter,
  consoleWarningReporter,
  type WarningReporter,
} from './report';

export { overlapBelow, trailingOverlap } from './prepare';

/** `public`: skipped blocks vanish (and are reported); `qa` and `edit`: they show an error card. */
export type RenderMode = 'public' | 'qa' | 'edit';

export interface OverlayContext {
  /** The entry as the list holds it: any value, since lists come from the backend unchecked. */
  block: unknown;
  /** Its type as reports name it (see `blockTypeOf`). */
  blockType: string;
  index: number;
  id: string;
  /** The block's full definition (labels, capabilities): overlays come with the full registry. */
  def: AnyBlockDefinition | undefined;
  colorScheme?: string;
  issue?: BlockIssue;
}

/** What shows a skipped or failed block in the modes that show them (BlockErrorCard.tsx). */
export type ErrorCardComponent = ComponentType<{ issue: BlockIssue }>;

/**
 * The public mode leaves a skipped block out; the QA editor and edit mode show a card in its place,
 * which they bring: public pages do not load its code and its error wording.
 */
type ModeProps =
  | { mode?: 'public'; errorCard?: never }
  | { mode: 'qa' | 'edit'; errorCard: ErrorCardComponent };

export type BlockListProps = ListProps & ModeProps;

interface ListProps {
  /** Entries as received: each is checked on its own, a malformed one is skipped and reported. */
  blocks: readonly unknown[];
  /**
   * The full registry validates every entry; the runtime one (public pages of a site with QA
   * disabled) trusts the server's list and suits the `public` mode only: it has no errors to show.
   */
  registry: RendererRegistry;
  /** Overlap handed in by whatever is above the list (the header above the content, say). */
  overlapTop?: number;
  /** Edit overlay slot: drawn over each block in `qa` and `edit` modes. */
  renderOverlay?: (ctx: OverlayContext) => ReactNode;
  onIssue?: BlockReporter;
  onWarning?: WarningReporter;
}

/**
 * Where the server's renderer stands: the block being rendered. React renders a page on the server
 * depth first and synchronously (block modules are preloaded), so an error thrown while rendering
 * is the error of the last block entered. The server's `onError` reads it to name the block.
 *
 * It also keeps the reports of a render (skipped blocks, warnings) while `hold` is on: the server
 * may render a page twice (a fast pass it then drops, see site/server/render-document.ts), and a
 * block must be reported once.
 */
export interface ServerBlockTracker {
  enter(where: { blockType: string; index: number } | null): void;
  current(): { blockType: string; index: number } | null;
  /** Writes a report now, or keeps it while held. */
  log(write: () => void): void;
  /** Keeps the reports from now on. */
  hold(): void;
  /** Stops keeping them: writes the kept ones (`keep`) or drops them. */
  release(keep: boolean): void;
}
export const ServerBlockTrackerContext = createContext<ServerBlockTracker | null>(null);

export function createServerBlockTracker(): ServerBlockTracker {
  let where: { blockType: string; index: number } | null = null;
  let held: (() => void)[] | null = null;
  return {
    enter: (next) => {
      where = next;
    },
    current: () => where,
    log: (write) => {
      if (held) held.push(write);
      else write();
    },
    hold: () => {
      held = [];
    },
    release: (keep) => {
      const kept = held ?? [];
      held = null;
      if (keep) for (const write of kept) write();
    },
  };
}

const isServer = typeof window === 'undefined';

export function BlockList({
  blocks,
  registry,
  mode = 'public',
  errorCard,
  overlapTop: initialOverlap = 0,
  renderOverlay,
  onIssue = consoleReporter,
  onWarning = consoleWarningReporter,
}: BlockListProps) {
  let overlapTop = initialOverlap;
  const items = blocks.map((block, index) => {
    const prepared = prepare(block, registry, index);
    const slot = (
      <BlockSlot
        key={keyOf(block, index)}
        registry={registry}
        block={block}
        index={index}
        prepared={prepared}
        mode={mode}
        errorCard={errorCard}
        overlapTop={overlapTop}
        renderOverlay={renderOverlay}
        onIssue={onIssue}
        onWarning={onWarning}
      />
    );
    // A block left out of a public page hands on the overlap it received: the next block is the one
    // under the header then.
    overlapTop = prepared.issue && mode === 'public' ? overlapTop : prepared.overlapBottom;
    return slot;
  });
  return <>{items}</>;
}

function keyOf(block: unknown, index: number): string {
  const id = (block as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id : `${blockTypeOf(block)}-${index}`;
}

interface SlotProps {
  registry: RendererRegistry;
  block: unknown;
  index: number;
  prepared: PreparedBlock;
  mode: RenderMode;
  errorCard: ErrorCardComponent | undefined;
  overlapTop: number;
  renderOverlay?: BlockListProps['renderOverlay'];
  onIssue: BlockReporter;
  onWarning: WarningReporter;
}

/**
 * Reports once: during render on the server (there are no effects there; through the tracker, which
 * may hold them), after commit in a browser.
 */
function useReport(issue: BlockIssue | undefined, report: BlockReporter, tracker: ServerBlockTracker | null) {
  if (isServer && issue) serverLog(tracker, () => report(issue));
  useEffect(() => {
    if (issue) report(issue);
  }, [issue, report]);
}

function serverLog(tracker: ServerBlockTracker | null, write: () => void) {
  if (tracker) tracker.log(write);
  else write();
}

/** Marks, on the server, the block whose subtree React renders next (see ServerBlockTracker). */
function Track({
  where,
  children,
}: {
  where: { blockType: string; index: number } | null;
  children?: ReactNode;
}) {
  const tracker = useContext(ServerBlockTrackerContext);
  tracker?.enter(where);
  return <>{children}</>;
}

/** One block: prepared (validated) by the list, isolated here. Memoised so an edit re-renders only it. */
const BlockSlot = memo(function BlockSlot({
  registry,
  block,
  index,
  prepared,
  mode,
  errorCard: ErrorCard,
  overlapTop,
  renderOverlay,
  onIssue,
  onWarning,
}: SlotProps) {
  const id = keyOf(block, index);
  const { def, issue, warnings } = prepared;
  const tracker = useContext(ServerBlockTrackerContext);
  useReport(issue, onIssue, tracker);
  if (isServer && warnings.length) serverLog(tracker, () => warnings.forEach(onWarning));
  useEffect(() => warnings.forEach(onWarning), [warnings, onWarning]);

  const overlay =
    mode !== 'public' && renderOverlay
      ? renderOverlay({
          block,
          blockType: blockTypeOf(block),
          index,
          id,
          def: def && !registry.trusted ? registry.get(def.type) : undefined,
          colorScheme: prepared.scheme,
          issue,
        })
      : null;

  if (issue || !def || !prepared.resolved) {
    if (mode === 'public' || !ErrorCard) return null;
    return (
      <div
        className="block block--issue"
        data-block-type={blockTypeOf(block)}
        data-block-index={index}
        data-block-id={id}
      >
        {overlay}
        <ErrorCard issue={issue ?? issueOf('invalid', block ?? {}, index, [])} />
      </div>
    );
  }

  const meta: BlockMeta = { type: def.type, id, index, colorScheme: prepared.scheme, overlapTop };
  const Component = componentFor(def);
  const resolved = prepared.resolved;
  const body = <Component fields={resolved.fields ?? {}} params={resolved.block_params ?? {}} meta={meta} />;
  const style = overlapTop ? ({ '--overlap-top': `${overlapTop}px` } as CSSProperties) : undefined;
  const crash = (error: unknown) =>
    issueOf('crash', block, index, [{ path: '/', message: messageOf(error) }]);
  return (
    <div
      className="block"
      data-block-type={def.type}
      data-block-index={index}
      data-block-id={id}
      data-color-scheme={prepared.scheme}
      style={style}
    >
      {/* The edit overlay comes first: its actions precede the block's content in the Tab order. */}
      {overlay}
      {/* A new payload (fixed in the editor) gets a fresh boundary: the block recovers without a reload. */}
      <BlockErrorBoundary
        resetKey={block}
        onError={(error) => onIssue(crash(error))}
        fallback={(error) => (mode === 'public' || !ErrorCard ? null : <ErrorCard issue={crash(error)} />)}
      >
        {/* On the server, an error inside this boundary leaves the block out of the HTML (its fallback)
            and the browser renders it again; the page keeps its status. */}
        <Suspense fallback={def.lazy ? <div style={{ minHeight: def.lazy.minHeight }} /> : null}>
          {isServer ? (
            <Track where={{ blockType: def.type, index }}>{maybeLazy(def, body)}</Track>
          ) : (
            maybeLazy(def, body)
          )}
        </Suspense>
      </BlockErrorBoundary>
      {isServer && <Track where={null} />}
    </div>
  );
});

function maybeLazy(def: AnyBlockRuntime, body: ReactNode): ReactNode {
  return def.lazy ? <LazyDisplay minHeight={def.lazy.minHeight}>{body}</LazyDisplay> : body;
}
