import { useLingui as useLinguiInstance } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode, RefObject } from 'react';
import type { BlockMeta } from '../../../engine/registry';
import { pickLocale, type Static } from '../../../engine/schemas';
import type { LoadStatus } from '../../../stores/filter-data';
import { useLocale } from '../../../stores/locale';
import { type FieldErrorKind, MultiStepForm, type MultiStepFormState } from '../../../ui/multi-step-form';
import { BlockSection, titleIdOf } from '../../shared/BlockSection';
import { SectionHead } from '../../shared/SectionHead';
import styles from './LeadForm.module.css';
import { errorSentence } from './lead-messages';
import type { leadFormFields } from './lead-schema';

export interface LeadFormFrameProps<V extends Record<string, unknown>> {
  meta: Pick<BlockMeta, 'id'>;
  fields: Static<typeof leadFormFields>;
  form: MultiStepFormState<V>;
  ident: string;
  ready: boolean;
  municipalities: { status: LoadStatus; load: () => void };
  hasSiteKey: boolean;
  stepTitle: (stepId: string) => string;
  /** Field names the error list words differently in this form (valuation: one municipality). */
  aliases?: Record<string, string>;
  cardRef: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}

/** A lead form as a block: its text head, then the multi-step form in a card. */
export function LeadFormFrame<V extends Record<string, unknown>>({
  meta,
  fields,
  form,
  ident,
  ready,
  municipalities,
  hasSiteKey,
  stepTitle,
  aliases,
  cardRef,
  children,
}: LeadFormFrameProps<V>) {
  const { t } = useLingui();
  const { i18n } = useLinguiInstance();
  const locale = useLocale();
  const titled = !!pickLocale(fields.main_title, locale);
  const waiting =
    municipalities.status === 'error' ? (
      <p className={styles.waiting} role="alert">
        {t`Les municipalités n’ont pas pu être chargées.`}{' '}
        <button type="button" className={styles.retry} onClick={municipalities.load}>
          {t`Réessayer`}
        </button>
      </p>
    ) : !hasSiteKey ? (
      <p className={styles.waiting}>{t`Ce formulaire n’est pas disponible pour le moment.`}</p>
    ) : (
      <p className={styles.waiting} role="status">
        {t`Chargement du formulaire…`}
      </p>
    );
  return (
    <BlockSection meta={meta} titled={titled} innerClassName={styles.inner}>
      <SectionHead
        titleId={titleIdOf(meta)}
        superTitle={fields.super_title}
        title={fields.main_title}
        description={fields.description}
      />
      <div ref={cardRef} className={styles.card} data-color-scheme="normal">
        <MultiStepForm
          form={form}
          ident={ident}
          labelledBy={titled ? titleIdOf(meta) : undefined}
          stepTitle={stepTitle}
          describeError={(field: string, kind: FieldErrorKind) => errorSentence(i18n, field, kind, aliases)}
          startLabel={pickLocale(fields.start_label, locale) || t`Débuter`}
          ready={ready}
          waiting={waiting}
          submitHint={t`Remplissez l’adresse, le code postal et la ville pour envoyer la demande.`}
        >
          {children}
        </MultiStepForm>
      </div>
    </BlockSection>
  );
}
