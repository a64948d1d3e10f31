import { Type } from '@sinclair/typebox';
import { Image, label, titled } from '../../../engine/schemas';
import { closedObject } from '../../shared/schema-parts';
import { headerBaseFields, headerParams, supSectionsField } from '../shared/schema';

export const headerOutOfNormFields = closedObject({
  ...headerBaseFields,
  sup_sections_repeater: supSectionsField,
  /** Shows the network's logo beside the site's own (default true). */
  show_network_logo: Type.Optional(
    Type.Boolean({ default: true, ...label('Afficher le logo du réseau', 'Show the network logo') }),
  ),
  network_logo: Type.Optional(titled(Image, 'Logo du réseau', 'Network logo')),
});
export const headerOutOfNormParams = headerParams;
