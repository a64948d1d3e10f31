import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useLocale } from '../../../stores/locale';
import { formatCurrency } from '../../../ui/format';
import { type MortgageResult, type PaymentFrequency, yearlySchedule } from '../../../ui/mortgage';
import styles from './Schedule.module.css';
import { ScheduleChart } from './ScheduleChart';

/**
 * The schedule of a calculation, behind a disclosure button: the chart, then the same figures as a
 * table, year by year, with the totals. The table scrolls on its own on narrow screens, so it can
 * take the focus; it is the chart's text alternative. Printed open.
 */
export function Schedule({
  id,
  result,
  interestRate,
  frequency,
}: {
  id: string;
  result: MortgageResult;
  interestRate: number;
  frequency: PaymentFrequency;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const years = useMemo(
    () => yearlySchedule(result, interestRate, frequency),
    [result, interestRate, frequency],
  );
  const cad = (amount: number) => formatCurrency(amount, locale);
  const bodyId = `${id}-body`;
  const captionId = `${id}-table-caption`;
  const totalPrincipal = years.reduce((sum, year) => sum + year.principal, 0);
  const totalInterest = years.reduce((sum, year) => sum + year.interest, 0);
  return (
    <div className={styles.schedule}>
      <h4 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          {t`Tableau d’amortissement`}
        </button>
      </h4>
      <div id={bodyId} className={styles.body} hidden={!open}>
        <ScheduleChart id={`${id}-chart`} years={years} loan={result.loan} />
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls must take the focus to scroll by keyboard */}
        <div className={styles.tableWrap} role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className={styles.table}>
            <caption id={captionId}>{t`Le tableau d’amortissement, année par année`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Année`}</th>
                <th scope="col">{t`Capital remboursé`}</th>
                <th scope="col">{t`Intérêts payés`}</th>
                <th scope="col">{t`Capital cumulé`}</th>
                <th scope="col">{t`Intérêts cumulés`}</th>
                <th scope="col">{t`Solde en fin d’année`}</th>
              </tr>
            </thead>
            <tbody>
              {years.map((year) => (
                <tr key={year.year}>
                  <th scope="row">{year.year}</th>
                  <td>{cad(year.principal)}</td>
                  <td>{cad(year.interest)}</td>
                  <td>{cad(year.cumulatedPrincipal)}</td>
                  <td>{cad(year.cumulatedInterest)}</td>
                  <td>{cad(year.balance)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t`Total`}</th>
                <td>{cad(totalPrincipal)}</td>
                <td>{cad(totalInterest)}</td>
                <td colSpan={3} />
              </tr>
            </tfoot>
          </table>
        </div>
      </div>
    </div>
  );
}
