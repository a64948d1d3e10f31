import type { TObject } from '@sinclair/typebox';
import { type BlockSchema, blockSchema } from '../schemas/block';
import { type BlockRuntime, checkBlockType } from './runtime';

export type { BlockMeta, BlockModule, BlockProps } from './runtime';

/**
 * What a block lets editors do. `colorScheme`, `edit` and `delete` are the edit-mode overlays
 * every site has; `drag`, `duplicate` and `insert` are the QA editor's.
 */
export interface BlockCapabilities {
  colorScheme: boolean;
  edit: boolean;
  delete: boolean;
  drag: boolean;
  duplicate: boolean;
  insert: boolean;
}
export type CapabilityName = keyof BlockCapabilities;
export const CAPABILITY_NAMES: readonly CapabilityName[] = [
  'colorScheme',
  'edit',
  'delete',
  'drag',
  'duplicate',
  'insert',
];

export type ExampleLoaders = Record<string, () => Promise<unknown>>;

/**
 * A block type whole: its runtime part (`runtime.ts`, what public pages load) and what the server,
 * the QA editor and the contract tests need besides (schemas, labels, capabilities, examples).
 */
export interface BlockDefinitionInput<F extends TObject, P extends TObject> extends BlockRuntime<F, P> {
  label: { fr: string; en: string };
  category: string;
  description?: { fr: string; en: string };
  version?: number;
  fields: F;
  params: P;
  capabilities?: Partial<BlockCapabilities>;
  /** Valid payloads, loaded on demand: `import.meta.glob('./examples/*.json', { import: 'default' })`. */
  examples: ExampleLoaders;
}

export interface BlockDefinition<F extends TObject = TObject, P extends TObject = TObject>
  extends Omit<BlockDefinitionInput<F, P>, 'capabilities' | 'version'> {
  version: number;
  capabilities: BlockCapabilities;
  /** The full payload schema: envelope with this block's fields and params. */
  schema: BlockSchema<F, P>;
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds blocks of every shape
export type AnyBlockDefinition = BlockDefinition<any, any>;

export function defineBlock<F extends TObject, P extends TObject>(
  input: BlockDefinitionInput<F, P>,
): BlockDefinition<F, P> {
  checkBlockType(input.type);
  const carriesScheme = 'color_scheme' in input.params.properties;
  const capabilities: BlockCapabilities = {
    edit: true,
    delete: true,
    drag: true,
    duplicate: true,
    insert: true,
    ...input.capabilities,
    // The colour overlay needs a scheme to cycle, whatever the block asks for.
    colorScheme: carriesScheme && (input.capabilities?.colorScheme ?? true),
  };
  return {
    ...input,
    version: input.version ?? 1,
    capabilities,
    schema: blockSchema(input.type, input.fields, input.params),
  };
}

/** Loads a block's example payloads in file-name order. */
export async function loadExamples(def: AnyBlockDefinition): Promise<unknown[]> {
  const names = Object.keys(def.examples).sort();
  return Promise.all(names.map((name) => def.examples[name]!()));
}
