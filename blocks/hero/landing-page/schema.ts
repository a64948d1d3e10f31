import { blockParams, CtaRepeater, closedObject, sideParam, splitHeroParts } from '../../shared/schema-parts';

export const heroLandingPageFields = closedObject({ ...splitHeroParts, cta_repeater: CtaRepeater });

export const heroLandingPageParams = blockParams({
  orientation_x: sideParam('Côté du texte', 'Side of the text'),
});
