import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { BlockProps } from '../../../engine/registry';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { BREAKPOINT_ORDER, BREAKPOINTS } from '../../../ui/constants';
import { RichText } from '../../../ui/content/RichText';
import { breakpointOf, scriptsIn } from './breakpoint';
import type { testBlockFields, testBlockParams } from './schema';
import styles from './TestBlock.module.css';

type Props = BlockProps<typeof testBlockFields, typeof testBlockParams>;

/** Developer test block: sample tabs, a breakpoint debug view and a script paste preview. */
export default function TestBlock({ fields, params }: Props) {
  const locale = useLocale();
  return (
    <section className={styles.block} data-developer-test-block="">
      <SampleTabs samples={fields.samples} />
      {params.show_breakpoints !== false && <BreakpointView />}
      {params.show_script_preview !== false && (
        <ScriptPreview initial={pickLocale(fields.script, locale) ?? ''} />
      )}
      {params.simulate_error && <SimulatedFailure />}
    </section>
  );
}

/** A crash deep inside the block, on the server as in the browser (`simulate_error`). */
function SimulatedFailure(): never {
  throw new Error('Simulated rendering error (developer test block)');
}

function SampleTabs({ samples }: { samples: Props['fields']['samples'] }) {
  const locale = useLocale();
  const { t } = useLingui();
  const [active, setActive] = useState(0);
  const base = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? samples.length - 1
          : (active + step + samples.length) % samples.length;
    setActive(next);
    tabs.current[next]?.focus();
  };
  return (
    <div>
      <div role="tablist" aria-label={t`Exemples`} className={styles.tabs}>
        {samples.map((sample, i) => (
          <button
            key={i}
            ref={(node) => {
              tabs.current[i] = node;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${i}`}
            aria-selected={i === active}
            aria-controls={`${base}-panel-${i}`}
            tabIndex={i === active ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(i)}
            onKeyDown={onKey}
          >
            {pickLocale(sample.title, locale)}
          </button>
        ))}
      </div>
      {samples.map((sample, i) => (
        <div
          key={i}
          role="tabpanel"
          id={`${base}-panel-${i}`}
          aria-labelledby={`${base}-tab-${i}`}
          hidden={i !== active}
          className={styles.panel}
        >
          <RichText html={pickLocale(sample.content, locale) ?? ''} />
        </div>
      ))}
    </div>
  );
}

function BreakpointView() {
  const { t } = useLingui();
  const [width, setWidth] = useState<number | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The window the block is shown in: the QA editor's preview frame renders it in another one.
    const view = ref.current?.ownerDocument.defaultView ?? window;
    const update = () => setWidth(view.innerWidth);
    update();
    view.addEventListener('resize', update);
    return () => view.removeEventListener('resize', update);
  }, []);
  const current = width === null ? null : breakpointOf(width);
  return (
    <div ref={ref} className={styles.breakpoints} data-breakpoint={current ?? ''}>
      <p className={styles.heading}>
        {width === null ? t`Point de rupture : mesure…` : t`Point de rupture : ${current} (${width} px)`}
      </p>
      <ol className={styles.scale}>
        {BREAKPOINT_ORDER.map((name) => (
          <li key={name} aria-current={name === current ? 'true' : undefined}>
            {`${name} ≥ ${BREAKPOINTS[name]}`}
          </li>
        ))}
      </ol>
    </div>
  );
}

function ScriptPreview({ initial }: { initial: string }) {
  const { t } = useLingui();
  const id = useId();
  const [code, setCode] = useState(initial);
  const scripts = scriptsIn(code);
  return (
    <div className={styles.preview}>
      <label htmlFor={id} className={styles.heading}>
        {t`Coller un script ou du HTML`}
      </label>
      <textarea
        id={id}
        className={styles.code}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        rows={6}
      />
      <p>{t`Aperçu du HTML (scripts retirés) :`}</p>
      <RichText html={code} className={styles.rendered} />
      <p>{t`Scripts détectés : ${scripts.length}`}</p>
      <ul data-script-list="">
        {scripts.map((s, i) => (
          <li key={i}>{s.src ? s.src : t`Script en ligne (${s.inlineLength ?? 0} caractères)`}</li>
        ))}
      </ul>
    </div>
  );
}
