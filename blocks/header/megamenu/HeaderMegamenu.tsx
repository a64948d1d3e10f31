import type { BlockProps } from '../../../engine/registry';
import { MEGAMENU_POPUP_GAP } from '../../../ui/constants';
import { HeaderFrame } from '../shared/HeaderFrame';
import { SuperHeader } from '../shared/SuperHeader';
import type { headerMegamenuFields, headerMegamenuParams } from './schema';

/** Mega-menu header: super-header above, grouped mega-menu items with a featured image. */
export default function HeaderMegamenu({
  fields,
  params,
  meta,
}: BlockProps<typeof headerMegamenuFields, typeof headerMegamenuParams>) {
  const sections = fields.sup_sections_repeater ?? [];
  return (
    <HeaderFrame
      variant="megamenu"
      content={fields}
      params={params}
      meta={meta}
      popupGap={MEGAMENU_POPUP_GAP}
      superHeader={sections.length ? <SuperHeader sections={sections} /> : undefined}
    />
  );
}
