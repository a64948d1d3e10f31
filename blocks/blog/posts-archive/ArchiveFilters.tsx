import { useLingui } from '@lingui/react/macro';
import { type Dispatch, useId } from 'react';
import { ARCHIVE_ORDERS, type ArchiveOrder } from '../../../domain/vocabulary';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { ARCHIVE_CATEGORY_SKELETONS } from '../../../ui/constants';
import { formatCount, pluralForm } from '../../../ui/numbers';
import { type ArchiveAction, type ArchiveState, canReset, isChecked } from './archive-state';
import styles from './PostsArchive.module.css';

/**
 * The archive's filters: category checkboxes with their counts (five skeleton rows until the
 * categories are known), date order, reset. Without scripts it is a plain form that reloads the
 * page with the chosen filters (`Apply`); once scripts run, each change applies itself.
 */
export function ArchiveFilters({
  state,
  dispatch,
  mounted,
}: {
  state: ArchiveState;
  dispatch: Dispatch<ArchiveAction>;
  mounted: boolean;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  // A count written and its form chosen without a number formatter (ui/numbers.ts).
  const articles = (n: number) => {
    const count = formatCount(n, locale);
    return pluralForm(n, locale, { one: t`${count} article`, other: t`${count} articles` });
  };
  const orderId = useId();
  const orderLabels: Record<ArchiveOrder, string> = {
    desc: t`Plus récents d’abord`,
    asc: t`Plus anciens d’abord`,
  };
  return (
    <form className={styles.filters} method="get" onSubmit={(event) => event.preventDefault()}>
      <fieldset className={styles.categories}>
        <legend className={styles.legend}>{t`Catégories`}</legend>
        {state.categories ? (
          <ul className={styles.checks}>
            {state.categories.map((category) => (
              <li key={category.id}>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    name="categories"
                    value={category.id}
                    checked={isChecked(state.query, category.id)}
                    onChange={() => dispatch({ type: 'toggle', id: category.id })}
                  />
                  <span className={styles.checkLabel}>{pickLocale(category.label, locale)}</span>
                  <span className={styles.count} aria-hidden="true">
                    {category.articles_count}
                  </span>
                  <span className={styles.srOnly}>
                    {', '}
                    {articles(category.articles_count)}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        ) : (
          <ul className={styles.checks} aria-hidden="true" data-skeleton="">
            {Array.from({ length: ARCHIVE_CATEGORY_SKELETONS }, (_, index) => (
              <li key={index} className={styles.checkSkeleton} />
            ))}
          </ul>
        )}
      </fieldset>
      <div className={styles.order}>
        <label htmlFor={orderId} className={styles.legend}>
          {t`Trier par date`}
        </label>
        <select
          id={orderId}
          name="order"
          className={styles.select}
          value={state.query.order}
          onChange={(event) => dispatch({ type: 'order', order: event.target.value as ArchiveOrder })}
        >
          {ARCHIVE_ORDERS.map((order) => (
            <option key={order} value={order}>
              {orderLabels[order]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.actions}>
        {mounted ? (
          <button
            type="button"
            className={styles.secondary}
            disabled={!canReset(state)}
            onClick={() => dispatch({ type: 'reset' })}
          >
            {t`Réinitialiser les catégories`}
          </button>
        ) : (
          <button type="submit" className={styles.secondary}>
            {t`Appliquer les filtres`}
          </button>
        )}
      </div>
    </form>
  );
}
