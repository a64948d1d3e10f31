import { useEffect } from 'react';
import { isColorScheme } from '../../engine/schemas';
import { isParentAction, warnEdit } from './events';
import { locateBlock, useEditOverrides } from './overrides';

let installed = false;

/**
 * Actions the parent frame sends to the page (`{ source: 'brokerage-cms', type, path, value }`),
 * accepted only from the parent window and, when configured, the content backend's origin. Known:
 * `block:set-color-scheme`. Unknown types, missing paths and blocks not on the page are warned
 * and ignored.
 */
export function handleParentAction(data: unknown): void {
  if (!isParentAction(data)) return;
  if (data.type !== 'block:set-color-scheme') {
    warnEdit('unknownAction', data.type);
    return;
  }
  if (!data.path) {
    warnEdit('missingPath', data);
    return;
  }
  if (!locateBlock(data.path)) {
    warnEdit('unlocatableBlock', data.path);
    return;
  }
  if (!isColorScheme(data.value)) {
    warnEdit('missingOppositeScheme', { path: data.path, value: data.value });
    return;
  }
  useEditOverrides.getState().setScheme(data.path, data.value);
}

/** One window listener, installed once, however many lists are on the page. */
export function useParentActions(origin: string | null): void {
  useEffect(() => {
    if (installed) return;
    installed = true;
    window.addEventListener('message', (event: MessageEvent) => {
      if (window.parent === window || event.source !== window.parent) return;
      if (origin && event.origin !== origin) return;
      handleParentAction(event.data);
    });
  }, [origin]);
}
