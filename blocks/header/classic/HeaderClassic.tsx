import type { BlockProps } from '../../../engine/registry';
import { SUBMENU_POPUP_GAP } from '../../../ui/constants';
import { HeaderFrame } from '../shared/HeaderFrame';
import type { headerClassicFields, headerClassicParams } from './schema';

/** Classic header: logo, navigation with submenus, call to action, locales, mobile menu. */
export default function HeaderClassic({
  fields,
  params,
  meta,
}: BlockProps<typeof headerClassicFields, typeof headerClassicParams>) {
  return (
    <HeaderFrame
      variant="classic"
      content={fields}
      params={params}
      meta={meta}
      popupGap={SUBMENU_POPUP_GAP}
    />
  );
}
