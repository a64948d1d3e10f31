// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { breakpointOf, scriptsIn } from './breakpoint';
import example from './examples/01-samples.json';
import TestBlock from './TestBlock';

const i18n = setupI18n({ locale: 'fr', messages: { fr: {} } });
const meta = { type: 'developer_test_block', id: 't', index: 0, overlapTop: 0 };

describe('developer test block', () => {
  it('switches sample tabs by click and arrow keys', () => {
    render(
      <I18nProvider i18n={i18n}>
        <TestBlock fields={example.fields} params={example.block_params} meta={meta} />
      </I18nProvider>,
    );
    const [first, second] = screen.getAllByRole('tab');
    expect(first).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(first!, { key: 'ArrowRight' });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Premier')).toBeVisible();
  });

  it('lists the scripts of pasted code', () => {
    expect(scriptsIn('<script src="https://x.test/a.js"></script><p>x</p><script> go() </script>')).toEqual([
      { src: 'https://x.test/a.js' },
      { inlineLength: 4 },
    ]);
  });

  it('names the breakpoint of a width', () => {
    expect(breakpointOf(320)).toBe('xs');
    expect(breakpointOf(768)).toBe('md');
    expect(breakpointOf(1919)).toBe('xxxl');
  });
});
