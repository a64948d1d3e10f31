import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { OfficeListItem, OfficeMapItem } from '../../../domain';
import type { BlockProps } from '../../../engine/registry';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { ContentLink } from '../../../ui/content/ContentLink';
import { InteractiveMap, type MapMarker } from '../../../ui/map';
import { BlockSection } from '../../shared/BlockSection';
import { InfoList } from '../../shared/InfoList';
import { BlockHead } from '../../shared/SectionHead';
import section from '../../shared/section.module.css';
import styles from './OfficesMap.module.css';
import type { officesMapFields, officesMapParams } from './schema';

/**
 * The offices on a map beside their list. The active office starts as the first of the
 * list; clicking or focusing an office of the list, or a marker's popup, makes it active: the map
 * recentres on it and opens its popup. Hovering an office (list or marker) only highlights it.
 */
export default function OfficesMap({
  fields,
  meta,
}: BlockProps<typeof officesMapFields, typeof officesMapParams>) {
  const { t } = useLingui();
  const locale = useLocale();
  const offices = fields.offices_repeater;
  // The active office is one of the list (several may share a marker); its marker follows.
  const [active, setActive] = useState(0);
  const activeId = offices[active]?.hover_id ?? null;
  const [hoverId, setHoverId] = useState<string | null>(null);
  const fromMap = useRef(false);
  const listRef = useRef<HTMLUListElement>(null);

  const activeRef = useRef(activeId);
  activeRef.current = activeId;
  /** A marker picked on the map (or inside its popup) makes its office of the list active. */
  const activateFromMap = useCallback(
    (id: string) => {
      if (id === activeRef.current) return;
      fromMap.current = true;
      setActive(
        Math.max(
          0,
          offices.findIndex((office) => office.hover_id === id),
        ),
      );
    },
    [offices],
  );

  const markers = useMemo<MapMarker[]>(
    () =>
      fields.markers_repeater.map((item) => ({
        id: item.hover_id,
        coords: item.coords,
        label: item.popup_repeater.map((entry) => pickLocale(entry.main_title, locale)).join(', '),
        popup: <OfficePopup item={item} onFocusInside={() => activateFromMap(item.hover_id)} />,
      })),
    [fields.markers_repeater, locale, activateFromMap],
  );

  // An office made active from the map comes into view in the list, without taking the focus.
  useEffect(() => {
    if (!fromMap.current) return;
    fromMap.current = false;
    listRef.current?.children[active]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  const title = pickLocale(fields.main_title, locale);
  return (
    <BlockSection meta={meta} titled={title !== undefined}>
      <BlockHead fields={fields} meta={meta} className={section.head} />
      <div className={styles.layout}>
        <ul ref={listRef} className={styles.list} aria-label={t`Liste des bureaux`}>
          {offices.map((office, index) => (
            <OfficeEntry
              key={index}
              office={office}
              active={index === active}
              hovered={office.hover_id === hoverId}
              onActivate={() => setActive(index)}
              onHover={(on) => setHoverId(on ? office.hover_id : null)}
            />
          ))}
        </ul>
        <InteractiveMap
          className={styles.map}
          markers={markers}
          markerColor={fields.map_markers_color}
          label={title ? t`Carte : ${title}` : t`Carte des bureaux`}
          popupOn="click"
          // The active office's popup is open and the map centres on it; a hovered one is highlighted.
          openId={activeId}
          activeId={hoverId ?? activeId}
          view={activeId ? { key: activeId, fit: 'marker', id: activeId } : undefined}
          onActivate={activateFromMap}
          onHover={setHoverId}
        />
      </div>
    </BlockSection>
  );
}

function OfficeEntry({
  office,
  active,
  hovered,
  onActivate,
  onHover,
}: {
  office: OfficeListItem;
  active: boolean;
  hovered: boolean;
  onActivate: () => void;
  onHover: (on: boolean) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    // Pointer shortcuts only: the office's button is the keyboard way, and focus anywhere inside counts.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the button inside handles keys
    <li
      className={styles.item}
      data-active={active ? 'true' : undefined}
      data-hovered={hovered ? 'true' : undefined}
      onClick={onActivate}
      onFocus={onActivate}
      onMouseEnter={() => onHover(true)}
      onMouseLeave={() => onHover(false)}
    >
      <h3 className={styles.name}>
        <button type="button" className={styles.nameButton} aria-current={active ? 'true' : undefined}>
          {pickLocale(office.main_title, locale)}
          <span className={styles.srOnly}> {t`(montrer sur la carte)`}</span>
        </button>
      </h3>
      <InfoList items={office.list_items_repeater} className={styles.info} />
      {office.cta && <ContentLink link={office.cta} className={styles.cta} />}
    </li>
  );
}

function OfficePopup({ item, onFocusInside }: { item: OfficeMapItem; onFocusInside: () => void }) {
  const locale = useLocale();
  return (
    // Focus inside a marker's popup (its links) makes its office active too: the div
    // only listens to focus moving in, it is not itself interactive.
    // biome-ignore lint/a11y/noStaticElementInteractions: focus bubbling from the popup's links
    <div className={styles.popup} data-color-scheme="normal" onFocus={onFocusInside}>
      {item.popup_repeater.map((entry, index) => (
        <div key={index} className={styles.popupEntry}>
          <p className={styles.popupTitle}>{pickLocale(entry.main_title, locale)}</p>
          <InfoList items={entry.list_items_repeater} className={styles.popupInfo} />
          {entry.cta && <ContentLink link={entry.cta} />}
        </div>
      ))}
    </div>
  );
}
