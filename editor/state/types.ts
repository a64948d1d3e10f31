import type { BlockEnvelope } from '../../engine/schemas';

/** A block in the editor: the envelope the content backend sends, with an id always present. */
export type EditorBlock = BlockEnvelope & { id: string };
/** The page being assembled: its content blocks, in order. */
export type EditorDocument = EditorBlock[];
/** The two forms of a block: its `fields` and its `block_params`. */
export type BlockPart = 'fields' | 'block_params';
