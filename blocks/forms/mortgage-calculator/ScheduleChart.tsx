import { useLingui } from '@lingui/react/macro';
import { LOCALE_TAGS } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { formatCurrency } from '../../../ui/format';
import type { ScheduleYear } from '../../../ui/mortgage';
import styles from './Schedule.module.css';

const WIDTH = 640;
const HEIGHT = 300;
const PAD = { left: 72, right: 16, top: 16, bottom: 36 } as const;
const Y_TICKS = 4;

/** A round step for `ticks` steps covering `max`: 1, 2, 2.5 or 5 times a power of ten. */
export function niceStep(max: number, ticks = Y_TICKS): number {
  if (max <= 0) return 1;
  const raw = max / ticks;
  const power = 10 ** Math.floor(Math.log10(raw));
  return ([1, 2, 2.5, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
}

/**
 * The schedule drawn by the page as SVG: the balance (solid line, round points) falling from the
 * loan to 0 and the cumulated interest (dashed line, square points) rising, one point a year. Lines
 * and shapes, not colours alone, tell the two apart; in forced colours they take the system's. An
 * image for assistive technologies, named by its caption and described by a summary that sends to
 * the table below, which holds every figure.
 */
export function ScheduleChart({
  id,
  years,
  loan,
}: {
  id: string;
  years: readonly ScheduleYear[];
  loan: number;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const compact = new Intl.NumberFormat(LOCALE_TAGS[locale], {
    style: 'currency',
    currency: 'CAD',
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const caption = t`Solde du prêt et intérêts cumulés, année par année`;
  const last = years.at(-1);
  const interest = last?.cumulatedInterest ?? 0;
  const step = niceStep(Math.max(loan, interest));
  const top = step * Y_TICKS;
  const span = Math.max(1, years.length);
  const x = (year: number) => PAD.left + (year / span) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => HEIGHT - PAD.bottom - (value / top) * (HEIGHT - PAD.top - PAD.bottom);
  const balance: [number, number][] = [[0, loan], ...years.map((r): [number, number] => [r.year, r.balance])];
  const cumulated: [number, number][] = [
    [0, 0],
    ...years.map((r): [number, number] => [r.year, r.cumulatedInterest]),
  ];
  const path = (points: [number, number][]) =>
    points.map(([a, b], i) => `${i ? 'L' : 'M'}${x(a).toFixed(1)} ${y(b).toFixed(1)}`).join(' ');
  const xTicks = Array.from({ length: span + 1 }, (_, i) => i).filter((i) => i % 5 === 0 || i === span);
  const count = years.length;
  const loanText = formatCurrency(loan, locale);
  const interestText = formatCurrency(interest, locale);
  return (
    <figure className={styles.chart}>
      <figcaption id={`${id}-caption`} className={styles.chartCaption}>
        {caption}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-caption`}
        aria-describedby={`${id}-summary`}
        className={styles.svg}
      >
        <title>{caption}</title>
        <g className={styles.grid}>
          {Array.from({ length: Y_TICKS + 1 }, (_, i) => (
            <g key={i}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(i * step)} y2={y(i * step)} />
              <text x={PAD.left - 8} y={y(i * step)} textAnchor="end" dominantBaseline="middle">
                {compact.format(i * step)}
              </text>
            </g>
          ))}
          {xTicks.map((year) => (
            <text key={year} x={x(year)} y={HEIGHT - PAD.bottom + 20} textAnchor="middle">
              {year}
            </text>
          ))}
        </g>
        <path className={styles.balance} d={path(balance)} />
        <path className={styles.interest} d={path(cumulated)} />
        {balance.map(([a, b]) => (
          <circle key={`b${a}`} className={styles.balancePoint} cx={x(a)} cy={y(b)} r={3.5} />
        ))}
        {cumulated.map(([a, b]) => (
          <rect
            key={`i${a}`}
            className={styles.interestPoint}
            x={x(a) - 3}
            y={y(b) - 3}
            width={6}
            height={6}
          />
        ))}
      </svg>
      <ul className={styles.legend} aria-hidden="true">
        <li>
          <svg viewBox="0 0 32 12" className={styles.swatch} aria-hidden="true">
            <line className={styles.balance} x1={0} x2={32} y1={6} y2={6} />
            <circle className={styles.balancePoint} cx={16} cy={6} r={3.5} />
          </svg>
          {t`Solde du prêt`}
        </li>
        <li>
          <svg viewBox="0 0 32 12" className={styles.swatch} aria-hidden="true">
            <line className={styles.interest} x1={0} x2={32} y1={6} y2={6} />
            <rect className={styles.interestPoint} x={13} y={3} width={6} height={6} />
          </svg>
          {t`Intérêts cumulés`}
        </li>
      </ul>
      <p id={`${id}-summary`} className={styles.summary}>
        {t`Le solde passe de ${loanText} à 0 $ en ${count} ans ; les intérêts cumulés atteignent ${interestText}. Le tableau qui suit donne les chiffres de chaque année.`}
      </p>
    </figure>
  );
}
