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
import { type MultiStepFormState, useFieldProps } from '../../../ui/multi-step-form';
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
  const field = useFieldProps(form, ident);
  return (
    <>
      <div className={styles.row}>
        <TextField {...field.input('firstname')} label={t`Prénom`} required autoComplete="given-name" />
        <TextField
          {...field.input('lastname')}
          label={t`Nom de famille`}
          required
          autoComplete="family-name"
        />
      </div>
      <ChoiceGroup
        {...field.value('communication_method')}
        legend={t`Comment préférez-vous être joint ?`}
        options={optionsOf(i18n, METHOD_LABEL, COMMUNICATION_METHODS)}
      />
      <div className={styles.row}>
        <MaskedField
          {...field.value('phone')}
          label={t`Téléphone`}
          required
          mask={PHONE_MASK}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={PHONE_PLACEHOLDER}
        />
        <TextField {...field.input('email')} label={t`Courriel`} required type="email" autoComplete="email" />
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
  const field = useFieldProps(form, ident);
  return (
    <>
      <TextField {...field.input('address')} label={t`Adresse`} required autoComplete="address-line1" />
      <div className={styles.row}>
        <MaskedField
          {...field.value('postal_code')}
          label={t`Code postal`}
          required
          mask={POSTAL_CODE_MASK}
          autoComplete="postal-code"
          placeholder={POSTAL_CODE_PLACEHOLDER}
        />
        <TextField {...field.input('city')} label={t`Ville`} required autoComplete="address-level2" />
      </div>
      <div className={styles.row}>
        <SelectField
          {...field.input('province')}
          label={t`Province`}
          required
          autoComplete="address-level1"
          options={optionsOf(i18n, PROVINCE_LABEL, PROVINCES)}
        />
        <TextField {...field.input('country')} label={t`Pays`} required autoComplete="country-name" />
      </div>
    </>
  );
}
