import { useLingui as useLinguiInstance } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { COMMUNICATION_METHODS, PROVINCES } from '../../../domain/lead-forms';
import {
  ChoiceGroup,
  MaskedField,
  PHONE_MASK,
  PHONE_PLACEHOLDER,
  POSTAL_CODE_MASK,
  POSTAL_CODE_PLACEHOLDER,
  SelectField,
  TextField,
} from '../../../ui/form-fields';
import { type MultiStepFormState, useFieldBinder } from '../../../ui/multi-step-form';
import styles from './LeadForm.module.css';
import { METHOD_LABEL, optionsOf, PROVINCE_LABEL } from './lead-messages';

export type PersonValues = Record<string, unknown> & {
  firstname: string;
  lastname: string;
  communication_method: string;
  phone: string;
  email: string;
  address: string;
  postal_code: string;
  city: string;
  province: string;
  country: string;
};

interface StepProps<V extends PersonValues> {
  form: MultiStepFormState<V>;
  ident: string;
}

/** Contact details, the same in both lead forms: names, preferred method, phone and email. */
export function ContactStep<V extends PersonValues>({ form, ident }: StepProps<V>) {
  const { t } = useLingui();
  const { i18n } = useLinguiInstance();
  const bind = useFieldBinder(form, ident);
  const { values } = form;
  const set = form.set as (field: keyof PersonValues & string, value: string) => void;
  return (
    <>
      <div className={styles.row}>
        <TextField
          {...bind('firstname')}
          label={t`Prénom`}
          required
          autoComplete="given-name"
          value={values.firstname}
          onChange={(e) => set('firstname', e.target.value)}
        />
        <TextField
          {...bind('lastname')}
          label={t`Nom de famille`}
          required
          autoComplete="family-name"
          value={values.lastname}
          onChange={(e) => set('lastname', e.target.value)}
        />
      </div>
      <ChoiceGroup
        {...bind('communication_method')}
        legend={t`Comment préférez-vous être joint ?`}
        options={optionsOf(i18n, METHOD_LABEL, COMMUNICATION_METHODS)}
        value={values.communication_method}
        onChange={(value) => set('communication_method', value)}
      />
      <div className={styles.row}>
        <MaskedField
          {...bind('phone')}
          label={t`Téléphone`}
          required
          mask={PHONE_MASK}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={PHONE_PLACEHOLDER}
          value={values.phone}
          onChange={(value) => set('phone', value)}
        />
        <TextField
          {...bind('email')}
          label={t`Courriel`}
          required
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
        />
      </div>
    </>
  );
}

/**
 * The last step of both forms: address, postal code, city, province and country. Province and
 * country are marked required and start as Québec and Canada.
 */
export function AddressStep<V extends PersonValues>({ form, ident }: StepProps<V>) {
  const { t } = useLingui();
  const { i18n } = useLinguiInstance();
  const bind = useFieldBinder(form, ident);
  const { values } = form;
  const set = form.set as (field: keyof PersonValues & string, value: string) => void;
  return (
    <>
      <TextField
        {...bind('address')}
        label={t`Adresse`}
        required
        autoComplete="address-line1"
        value={values.address}
        onChange={(e) => set('address', e.target.value)}
      />
      <div className={styles.row}>
        <MaskedField
          {...bind('postal_code')}
          label={t`Code postal`}
          required
          mask={POSTAL_CODE_MASK}
          autoComplete="postal-code"
          placeholder={POSTAL_CODE_PLACEHOLDER}
          value={values.postal_code}
          onChange={(value) => set('postal_code', value)}
        />
        <TextField
          {...bind('city')}
          label={t`Ville`}
          required
          autoComplete="address-level2"
          value={values.city}
          onChange={(e) => set('city', e.target.value)}
        />
      </div>
      <div className={styles.row}>
        <SelectField
          {...bind('province')}
          label={t`Province`}
          required
          autoComplete="address-level1"
          options={optionsOf(i18n, PROVINCE_LABEL, PROVINCES)}
          value={values.province}
          onChange={(e) => set('province', e.target.value)}
        />
        <TextField
          {...bind('country')}
          label={t`Pays`}
          required
          autoComplete="country-name"
          value={values.country}
          onChange={(e) => set('country', e.target.value)}
        />
      </div>
    </>
  );
}
