/** Renders a media block's component with one of its example payloads, through the test providers. */
import type { ComponentType } from 'react';
import type { Locale } from '../../../engine/schemas';
import { renderWithProviders } from '../../../ui/testing/render';

interface Example {
  block_type: string;
  block_params?: Record<string, unknown>;
  fields?: Record<string, unknown>;
}

export function renderExample(
  // biome-ignore lint/suspicious/noExplicitAny: any block component
  Component: ComponentType<any>,
  example: Example,
  locale: Locale = 'fr',
) {
  const scheme = example.block_params?.color_scheme as string | undefined;
  return renderWithProviders(
    <div className="block" data-block-type={example.block_type} data-color-scheme={scheme}>
      <Component
        fields={example.fields ?? {}}
        params={example.block_params ?? {}}
        meta={{ type: example.block_type, id: 'b1', index: 0, colorScheme: scheme, overlapTop: 0 }}
      />
    </div>,
    { locale },
  );
}
