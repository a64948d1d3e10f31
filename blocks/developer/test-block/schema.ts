import { type Static, Type } from '@sinclair/typebox';
import { Localized, label, Richtext, Text, titled } from '../../../engine/schemas';
import { closedObject, repeater } from '../../shared/schema-parts';

export const sampleTab = closedObject({
  title: titled(Text, 'Titre de l’onglet', 'Tab title'),
  content: titled(Richtext, 'Contenu', 'Content'),
});

export const testBlockFields = closedObject({
  /** Sample tabs: each one shows a sample of content. */
  samples: repeater(sampleTab, { minItems: 1, maxItems: 12 }, 'Onglets d’exemple', 'Sample tabs'),
  /** Starting value of the script paste preview. */
  script: Type.Optional(
    Localized(Type.String({ maxLength: 100000 }), {
      'x-widget': 'textarea',
      ...label('Script de l’aperçu', 'Preview script'),
    }),
  ),
});

export const testBlockParams = closedObject({
  /** Shows the breakpoint debug view (active breakpoint and viewport width). */
  show_breakpoints: Type.Optional(
    Type.Boolean({ default: true, ...label('Vue des points de rupture', 'Breakpoint debug view') }),
  ),
  /** Shows the script paste preview. */
  show_script_preview: Type.Optional(
    Type.Boolean({ default: true, ...label('Aperçu de script collé', 'Script paste preview') }),
  ),
  /** Throws while rendering, to check that a crashing block stays inside its block. */
  simulate_error: Type.Optional(
    Type.Boolean({ default: false, ...label('Simuler une erreur de rendu', 'Simulate a rendering error') }),
  ),
});

export type SampleTab = Static<typeof sampleTab>;
