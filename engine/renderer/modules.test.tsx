// @vitest-environment jsdom
/**
 * Block modules deferred below the first screen (decision 023): not loaded until a block of the
 * type nears the viewport or the visitor acts on it; a click on a button before is held, not lost.
 */
import { Type } from '@sinclair/typebox';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineBlock } from '../registry';
import {
  componentFor,
  deferBlocks,
  holdEarlyGestures,
  onBlockModuleLoad,
  preloadBlocks,
  releaseDeferredBlocks,
} from './modules';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observed: { callback: Callback; targets: Element[] }[] = [];

beforeEach(() => {
  observed = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: { callback: Callback; targets: Element[] };
      constructor(callback: Callback) {
        this.entry = { callback, targets: [] };
        observed.push(this.entry);
      }
      observe(el: Element) {
        this.entry.targets.push(el);
      }
      disconnect() {}
    },
  );
});
afterEach(() => {
  onBlockModuleLoad(null);
  releaseDeferredBlocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

let n = 0;
function deferredBlock() {
  const type = `test_deferred_${n++}`;
  const load = vi.fn(async () => ({ default: () => <button type="button">live</button> }));
  const def = defineBlock({
    type,
    label: { fr: 'Test', en: 'Test' },
    category: 'content',
    fields: Type.Object({}),
    params: Type.Object({}),
    load,
    examples: {},
  });
  // The server's HTML of the block, already in the page.
  const place = document.createElement('div');
  place.className = 'block';
  place.dataset.blockType = type;
  place.innerHTML = '<button type="button">server</button><details><summary>more</summary></details>';
  const main = document.createElement('main');
  main.append(place);
  document.body.append(main);
  deferBlocks([type]);
  holdEarlyGestures(document);
  return { def, load, place };
}

/** A block of `def` in a Suspense boundary, as the renderer places it. */
function renderBlock(def: ReturnType<typeof deferredBlock>['def']) {
  const Component = componentFor(def);
  render(
    <Suspense fallback={<p>waiting</p>}>
      <Component fields={{}} params={{}} meta={{ type: def.type, id: 'b', index: 0, overlapTop: 0 }} />
    </Suspense>,
  );
}

describe('deferred block modules', () => {
  it('tell the page a block module is about to load, right before it does, deferred or not', async () => {
    const calls: string[] = [];
    onBlockModuleLoad((type) => calls.push(`hint ${type}`));
    const { def, load } = deferredBlock();
    load.mockImplementation(async () => {
      calls.push(`load ${def.type}`);
      return { default: () => <button type="button">live</button> };
    });
    renderBlock(def);
    await act(async () => {});
    expect(calls).toEqual([]);
    await act(async () => observed.at(-1)!.callback([{ isIntersecting: true }]));
    expect(calls).toEqual([`hint ${def.type}`, `load ${def.type}`]);
    const other = deferredBlock();
    releaseDeferredBlocks();
    await preloadBlocks({ get: () => other.def, has: () => true, types: () => [], all: () => [] }, [
      other.def.type,
    ]);
    expect(calls.slice(2)).toEqual([`hint ${other.def.type}`]);
    expect(other.load).toHaveBeenCalledTimes(1);
  });

  it('render a block only once what the hook says it needs has arrived with its module', async () => {
    let arrive = () => {};
    const strings = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    onBlockModuleLoad(() => strings);
    const { def, load } = deferredBlock();
    renderBlock(def);
    await act(async () => observed.at(-1)!.callback([{ isIntersecting: true }]));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {});
    // The module is in, its strings are not: the server's HTML stays.
    expect(screen.queryByRole('button', { name: 'live' })).toBeNull();
    await act(async () => arrive());
    expect(await screen.findByRole('button', { name: 'live' })).toBeInTheDocument();
  });

  it('load only once a block of the type nears the viewport', async () => {
    const { def, load, place } = deferredBlock();
    renderBlock(def);
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    expect(observed.at(-1)!.targets).toEqual([place]);
    await act(async () => observed.at(-1)!.callback([{ isIntersecting: true }]));
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'live' })).toBeInTheDocument();
  });

  it('a click on a button before the module arrived is held and loads it at once; a summary is left to the browser', async () => {
    const { def, load, place } = deferredBlock();
    renderBlock(def);
    await act(async () => {});
    const bubbled = vi.fn((event: Event) => event.preventDefault());
    document.body.addEventListener('click', bubbled);
    const summary = place.querySelector('summary')!;
    summary.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(bubbled).toHaveBeenCalledTimes(1);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    place.querySelector('button')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(bubbled).toHaveBeenCalledTimes(1); // the summary's only: the button's click was held
    await act(async () => {});
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a click on what a library added inside an element React owns is left alone (a map marker)', async () => {
    const { def, load, place } = deferredBlock();
    renderBlock(def);
    const mapPane = document.createElement('div');
    place.append(mapPane);
    render(<div data-testid="map" />, { container: mapPane });
    const marker = document.createElement('span');
    screen.getByTestId('map').append(marker);
    const bubbled = vi.fn();
    document.body.addEventListener('click', bubbled);
    marker.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(bubbled).toHaveBeenCalledTimes(1); // not held: a held click stops where it is
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    document.body.removeEventListener('click', bubbled);
  });

  it('a client navigation releases every deferred module', async () => {
    const { def, load } = deferredBlock();
    renderBlock(def);
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    await act(async () => releaseDeferredBlocks());
    expect(load).toHaveBeenCalledTimes(1);
  });
});
