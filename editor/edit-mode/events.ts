/**
 * Edit-mode events, documented in docs/edit-mode-events.md. Every overlay action is
 * sent to the parent frame (the content backend's editor) with `postMessage` and dispatched on
 * `window` as a CustomEvent of the same type and detail.
 */
import { COLOR_SCHEMES, type ColorSchemeName, isColorScheme } from '../../engine/schemas';

export const EVENT_SOURCE = 'brokerage-site';
/** Messages the parent frame may send to the page. */
export const PARENT_SOURCE = 'brokerage-cms';

export const EDIT_EVENT_TYPES = ['block:color-scheme', 'block:edit', 'block:delete'] as const;
export type EditEventType = (typeof EDIT_EVENT_TYPES)[number];

export interface EditEvent {
  source: typeof EVENT_SOURCE;
  type: EditEventType;
  /** Where the block sits in the page response, e.g. `content.blocks.3`. */
  path: string;
  blockType: string;
  /** The new colour scheme, for `block:color-scheme`. */
  value?: ColorSchemeName;
}

/** The silent warnings that concern edit mode: console only, nothing visible. */
export const EDIT_WARNINGS = {
  unknownAction: 'unknown action type',
  missingOppositeScheme: 'missing opposite colour scheme',
  missingPath: 'missing block path',
  unlocatableBlock: 'unlocatable block',
} as const;

export function warnEdit(code: keyof typeof EDIT_WARNINGS, detail: unknown): void {
  console.warn(`[edit-mode] ${EDIT_WARNINGS[code]}`, detail);
}

/**
 * The scheme that follows `current` in list order, wrapping. Without a known current scheme there is
 * no "opposite" one to switch to: warned, undefined.
 */
export function schemeAfter(current: unknown, path: string): ColorSchemeName | undefined {
  if (!isColorScheme(current)) {
    warnEdit('missingOppositeScheme', { path, current });
    return undefined;
  }
  return COLOR_SCHEMES[(COLOR_SCHEMES.indexOf(current) + 1) % COLOR_SCHEMES.length];
}

export interface EmitOptions {
  /** The content backend's origin: the only target of `postMessage` when known. */
  targetOrigin: string | null;
  win?: Window;
}

/**
 * Emits an edit event. The payload holds only the page's own public structure (path, block type,
 * scheme name); still, when the content backend's origin is configured the message goes to it alone.
 */
export function emitEditEvent(event: Omit<EditEvent, 'source'>, { targetOrigin, win = window }: EmitOptions) {
  const message: EditEvent = { source: EVENT_SOURCE, ...event };
  win.dispatchEvent(new CustomEvent(message.type, { detail: message }));
  if (win.parent && win.parent !== win) win.parent.postMessage(message, targetOrigin ?? '*');
  return message;
}

/** A message from the parent frame: `{ source: 'brokerage-cms', type, path, value? }`. */
export interface ParentAction {
  source: typeof PARENT_SOURCE;
  type: string;
  path?: string;
  value?: unknown;
}

export function isParentAction(data: unknown): data is ParentAction {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { source?: unknown }).source === PARENT_SOURCE &&
    typeof (data as { type?: unknown }).type === 'string'
  );
}
