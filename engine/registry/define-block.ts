import type { Static, TObject } from '@sinclair/typebox';
import type { ComponentType } from 'react';
import { type BlockEnvelope, type BlockSchema, blockSchema } from '../schemas/block';

/**
 * What a block lets editors do. `colorScheme`, `edit` and `delete` are the edit-mode overlays of
 * spec 2 §6; `drag`, `duplicate` and `insert` are the QA editor's.
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

export interface BlockMeta {
  type: string;
  id: string;
  index: number;
  /** The block's resolved colour scheme, if it carries one. */
  colorScheme?: string;
  /** Height the block above overlaps onto this one, in px. */
  overlapTop: number;
}

export interface BlockProps<F extends TObject, P extends TObject> {
  fields: Static<F>;
  params: Static<P>;
  meta: BlockMeta;
}

export type BlockModule<F extends TObject, P extends TObject> = { default: ComponentType<BlockProps<F, P>> };
export type ExampleLoaders = Record<string, () => Promise<unknown>>;

export interface BlockDefinitionInput<F extends TObject, P extends TObject> {
  type: string;
  label: { fr: string; en: string };
  category: string;
  description?: { fr: string; en: string };
  version?: number;
  fields: F;
  params: P;
  load: () => Promise<BlockModule<F, P>>;
  capabilities?: Partial<BlockCapabilities>;
  /** Keys of `fields` that take the block's colour scheme when they define none (spec 2 §5). */
  colorSchemeFields?: readonly string[];
  /** Render only once the block nears the viewport (25 % margin); `minHeight` reserves its space. */
  lazy?: { minHeight: string };
  /**
   * Height (px) this block overlaps onto the block below it (e.g. headers, heroes); a function when
   * it depends on the payload (e.g. a part shown or hidden by a parameter).
   */
  overlapBottom?: number | ((block: BlockEnvelope) => number);
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
  if (!/^[a-z][a-z0-9_]*$/.test(input.type)) {
    throw new Error(`Block type "${input.type}" must be snake_case`);
  }
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
