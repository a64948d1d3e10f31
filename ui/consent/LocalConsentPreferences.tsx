import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Modal } from '../modal';
import { type ConsentChoices, readConsentChoices, saveConsentChoices, useConsent } from './consent';
import styles from './LocalConsentPreferences.module.css';

/** The local consent tool's preferences: necessary cookies (always on), audience measurement, marketing. */
export function LocalConsentPreferences() {
  const { t } = useLingui();
  const open = useConsent((s) => s.localOpen);
  const setOpen = useConsent((s) => s.setLocalOpen);
  const [choices, setChoices] = useState<ConsentChoices>({ analytics: false, marketing: false });
  useEffect(() => {
    if (open) setChoices(readConsentChoices());
  }, [open]);
  const save = (next: ConsentChoices) => {
    saveConsentChoices(next);
    setOpen(false);
  };
  return (
    <Modal open={open} onClose={() => setOpen(false)} title={t`Préférences de témoins`} size="sm">
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          save(choices);
        }}
      >
        <p className={styles.intro}>
          {t`Choisissez les témoins (cookies) que ce site peut utiliser. Les témoins nécessaires au fonctionnement du site sont toujours actifs.`}
        </p>
        <label className={styles.option}>
          <input type="checkbox" checked disabled />
          <span>{t`Témoins nécessaires`}</span>
        </label>
        <Choice label={t`Mesure d’audience`} kind="analytics" choices={choices} onChange={setChoices} />
        <Choice label={t`Marketing`} kind="marketing" choices={choices} onChange={setChoices} />
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => save({ analytics: false, marketing: false })}
          >
            {t`Tout refuser`}
          </button>
          <button type="submit" className={styles.primary}>
            {t`Enregistrer mes choix`}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** The checkbox of one kind of cookies the visitor may allow. */
function Choice({
  label,
  kind,
  choices,
  onChange,
}: {
  label: string;
  kind: keyof ConsentChoices;
  choices: ConsentChoices;
  onChange: (choices: ConsentChoices) => void;
}) {
  return (
    <label className={styles.option}>
      <input
        type="checkbox"
        checked={choices[kind]}
        onChange={(e) => onChange({ ...choices, [kind]: e.target.checked })}
      />
      <span>{label}</span>
    </label>
  );
}
