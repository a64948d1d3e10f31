/** Site types, without TypeBox: public pages read them and load no schema. */
export const SITE_TYPES = ['broker', 'agency'] as const;
export type SiteType = (typeof SITE_TYPES)[number];
/** A site whose page response says no site type is a broker's. */
export const DEFAULT_SITE_TYPE: SiteType = 'broker';
