import { type CSSProperties, memo, type ReactNode, Suspense, useEffect, useMemo } from 'react';
import type { AnyBlockDefinition, BlockMeta } from '../registry/define-block';
import type { Registry } from '../registry/registry';
import type { BlockEnvelope } from '../schemas/block';
import { BlockErrorBoundary } from './BlockErrorBoundary';
import { BlockErrorCard } from './BlockErrorCard';
import { resolveColorScheme } from './color-scheme';
import { LazyDisplay } from './LazyDisplay';
import { componentFor } from './modules';
import {
  type BlockIssue,
  type BlockReporter,
  consoleReporter,
  consoleWarningReporter,
  type WarningReporter,
} from './report';
import { type ValidationError, validateBlock } from './validate';

/** `public`: skipped blocks vanish (and are reported); `qa` and `edit`: they show an error card. */
export type RenderMode = 'public' | 'qa' | 'edit';

export interface OverlayContext {
  block: BlockEnvelope;
  index: number;
  id: string;
  def: AnyBlockDefinition | undefined;
  colorScheme?: string;
  issue?: BlockIssue;
}

export interface BlockListProps {
  blocks: readonly BlockEnvelope[];
  registry: Registry;
  mode?: RenderMode;
  /** Edit overlay slot: drawn over each block in `qa` and `edit` modes. */
  renderOverlay?: (ctx: OverlayContext) => ReactNode;
  onIssue?: BlockReporter;
  onWarning?: WarningReporter;
}

/** Height (px) a block overlaps onto the block below it: its own value, else its type's. */
export function overlapBelow(block: BlockEnvelope, registry: Registry): number {
  const own = registry.get(block.block_type)?.overlapBottom;
  return block.overlapBottom ?? (typeof own === 'function' ? own(block) : own) ?? 0;
}

const isServer = typeof window === 'undefined';

export function BlockList({
  blocks,
  registry,
  mode = 'public',
  renderOverlay,
  onIssue = consoleReporter,
  onWarning = consoleWarningReporter,
}: BlockListProps) {
  let overlapTop = 0;
  const items = blocks.map((block, index) => {
    const def = registry.get(block.block_type);
    const slot = (
      <BlockSlot
        key={block.id ?? `${block.block_type}-${index}`}
        block={block}
        index={index}
        def={def}
        mode={mode}
        overlapTop={overlapTop}
        renderOverlay={renderOverlay}
        onIssue={onIssue}
        onWarning={onWarning}
      />
    );
    overlapTop = overlapBelow(block, registry);
    return slot;
  });
  return <>{items}</>;
}

interface SlotProps {
  block: BlockEnvelope;
  index: number;
  def: AnyBlockDefinition | undefined;
  mode: RenderMode;
  overlapTop: number;
  renderOverlay?: BlockListProps['renderOverlay'];
  onIssue: BlockReporter;
  onWarning: WarningReporter;
}

/** Reports once: during render on the server (there are no effects there), after commit in a browser. */
function useReport(issue: BlockIssue | undefined, report: BlockReporter) {
  if (isServer && issue) report(issue);
  useEffect(() => {
    if (issue) report(issue);
  }, [issue, report]);
}

/** One block: resolved, validated, isolated. Memoised so an edit to one block re-checks only it. */
const BlockSlot = memo(function BlockSlot({
  block,
  index,
  def,
  mode,
  overlapTop,
  renderOverlay,
  onIssue,
  onWarning,
}: SlotProps) {
  const id = block.id ?? `${block.block_type}-${index}`;
  const prepared = useMemo(() => {
    if (!def) return { issue: issueOf('unknown', block, index, []) };
    const warnings: Parameters<WarningReporter>[0][] = [];
    const { block: resolved, scheme } = resolveColorScheme(block, def, index, (w) => warnings.push(w));
    const result = validateBlock(def, resolved);
    if (!result.ok) return { issue: issueOf('invalid', block, index, result.errors), warnings, scheme };
    return { resolved, scheme, warnings };
  }, [block, def, index]);

  useReport(prepared.issue, onIssue);
  const warnings = prepared.warnings;
  if (isServer) warnings?.forEach(onWarning);
  useEffect(() => warnings?.forEach(onWarning), [warnings, onWarning]);

  const overlayCtx: OverlayContext = {
    block,
    index,
    id,
    def,
    colorScheme: prepared.scheme,
    issue: prepared.issue,
  };
  const overlay = mode !== 'public' && renderOverlay ? renderOverlay(overlayCtx) : null;

  if (prepared.issue || !def || !prepared.resolved) {
    if (mode === 'public') return null;
    return (
      <div
        className="block block--issue"
        data-block-type={block.block_type}
        data-block-index={index}
        data-block-id={id}
      >
        <BlockErrorCard issue={prepared.issue!} />
        {overlay}
      </div>
    );
  }

  const meta: BlockMeta = { type: def.type, id, index, colorScheme: prepared.scheme, overlapTop };
  const Component = componentFor(def);
  const resolved = prepared.resolved;
  const body = <Component fields={resolved.fields ?? {}} params={resolved.block_params ?? {}} meta={meta} />;
  const style = overlapTop ? ({ '--overlap-top': `${overlapTop}px` } as CSSProperties) : undefined;
  return (
    <div
      className="block"
      data-block-type={def.type}
      data-block-index={index}
      data-block-id={id}
      data-color-scheme={prepared.scheme}
      style={style}
    >
      <BlockErrorBoundary
        onError={(error) =>
          onIssue(issueOf('crash', block, index, [{ path: '/', message: messageOf(error) }]))
        }
        fallback={(error) =>
          mode === 'public' ? null : (
            <BlockErrorCard
              issue={issueOf('crash', block, index, [{ path: '/', message: messageOf(error) }])}
            />
          )
        }
      >
        <Suspense fallback={def.lazy ? <div style={{ minHeight: def.lazy.minHeight }} /> : null}>
          {def.lazy ? <LazyDisplay minHeight={def.lazy.minHeight}>{body}</LazyDisplay> : body}
        </Suspense>
      </BlockErrorBoundary>
      {overlay}
    </div>
  );
});

function issueOf(
  kind: BlockIssue['kind'],
  block: BlockEnvelope,
  index: number,
  errors: ValidationError[],
): BlockIssue {
  return { kind, blockType: String(block.block_type), index, errors };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
