import type { MessageDescriptor } from '@lingui/core';
import { useLingui as useLinguiInstance } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { BlockMeta } from '../../../engine/registry';
import type { Static } from '../../../engine/schemas';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { type FieldErrorKind, MultiStepForm } from '../../../ui/multi-step-form';
import { BlockSection, titleIdOf } from '../../shared/BlockSection';
import { BlockHead } from '../../shared/SectionHead';
import styles from './LeadForm.module.css';
import { errorSentence } from './lead-messages';
import type { leadFormFields } from './lead-schema';
import { AddressStep, ContactStep, type PersonValues } from './PersonSteps';
import type { LeadForm, LeadValues } from './useLeadForm';

export interface LeadFormFrameProps<V extends LeadValues & PersonValues> {
  meta: Pick<BlockMeta, 'id'>;
  fields: Static<typeof leadFormFields>;
  /** The form's state, from `useLeadForm`. */
  lead: LeadForm<V>;
  /** The title of each step, by step id. */
  stepTitles: Record<string, MessageDescriptor>;
  /** Field names the error list words differently in this form (valuation: one municipality). */
  aliases?: Record<string, string>;
  /** The form's own steps; the contact and address steps, the same in every lead form, come after. */
  children: ReactNode;
}

/** A lead form as a block: its text head, then the multi-step form in a card. */
export function LeadFormFrame<V extends LeadValues & PersonValues>({
  meta,
  fields,
  lead,
  stepTitles,
  aliases,
  children,
}: LeadFormFrameProps<V>) {
  const { form, ident, ready, municipalities, hasSiteKey, cardRef } = lead;
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
      <BlockHead fields={fields} meta={meta} />
      <div ref={cardRef} className={styles.card} data-color-scheme="normal">
        <MultiStepForm
          form={form}
          ident={ident}
          labelledBy={titled ? titleIdOf(meta) : undefined}
          stepTitle={(id) => {
            const title = stepTitles[id];
            return title ? i18n._(title) : '';
          }}
          describeError={(field: string, kind: FieldErrorKind) => errorSentence(i18n, field, kind, aliases)}
          startLabel={pickLocale(fields.start_label, locale) || t`Débuter`}
          ready={ready}
          waiting={waiting}
          submitHint={t`Remplissez l’adresse, le code postal et la ville pour envoyer la demande.`}
        >
          {form.stepId === 'contact' ? (
            <ContactStep form={form} ident={ident} />
          ) : form.stepId === 'address' ? (
            <AddressStep form={form} ident={ident} />
          ) : (
            children
          )}
        </MultiStepForm>
      </div>
    </BlockSection>
  );
}
