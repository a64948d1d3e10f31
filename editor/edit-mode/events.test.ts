// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitEditEvent, schemeAfter } from './events';
import { pageLists, useEditOverrides } from './overrides';
import { handleParentAction } from './parent-actions';

afterEach(() => {
  vi.restoreAllMocks();
  pageLists.clear();
});

describe('edit-mode events', () => {
  it('dispatches a DOM event and posts to the parent frame with the configured origin', () => {
    const post = vi.fn();
    const parent = { postMessage: post } as unknown as Window;
    const dispatched: unknown[] = [];
    const win = {
      parent,
      dispatchEvent: (e: Event) => dispatched.push((e as CustomEvent).detail),
    } as unknown as Window;
    const message = emitEditEvent(
      { type: 'block:delete', path: 'content.blocks.2', blockType: 'spacer' },
      { targetOrigin: 'https://cms.example', win },
    );
    expect(message).toEqual({
      source: 'brokerage-site',
      type: 'block:delete',
      path: 'content.blocks.2',
      blockType: 'spacer',
    });
    expect(dispatched).toEqual([message]);
    expect(post).toHaveBeenCalledWith(message, 'https://cms.example');
  });

  it('cycles schemes in list order and warns when there is no next one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(schemeAfter('inverted', 'p')).toBe('normal');
    expect(schemeAfter(undefined, 'p')).toBeUndefined();
    expect(warn.mock.calls[0]![0]).toContain('missing opposite colour scheme');
  });

  it('warns on unknown actions, missing paths and blocks not on the page; applies known ones', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    pageLists.set('content.blocks', [{ block_type: 'spacer' }]);
    handleParentAction({ source: 'brokerage-cms', type: 'block:explode' });
    handleParentAction({ source: 'brokerage-cms', type: 'block:set-color-scheme', value: 'inverted' });
    handleParentAction({
      source: 'brokerage-cms',
      type: 'block:set-color-scheme',
      path: 'content.blocks.7',
      value: 'inverted',
    });
    handleParentAction({ source: 'other', type: 'block:explode' });
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      '[edit-mode] unknown action type',
      '[edit-mode] missing block path',
      '[edit-mode] unlocatable block',
    ]);
    handleParentAction({
      source: 'brokerage-cms',
      type: 'block:set-color-scheme',
      path: 'content.blocks.0',
      value: 'inverted',
    });
    expect(useEditOverrides.getState().schemes['content.blocks.0']).toBe('inverted');
  });
});
