/**
 * Data the content backend embeds in a block (articles, members, listings): shown read-only, as a
 * summary line and, on demand, its JSON. A tester does not type it; the block fetches what it needs
 * when it is empty.
 */
import { Plural, useLingui } from '@lingui/react/macro';
import type { FieldProps } from '@rjsf/utils';
import styles from './ServerDataField.module.css';

/** How many records the data holds: its longest list, or 1 for a single record. */
function recordCount(data: unknown): number {
  if (Array.isArray(data)) return data.length;
  if (typeof data !== 'object' || data === null) return 0;
  const lists = Object.values(data).filter(Array.isArray) as unknown[][];
  return lists.length ? Math.max(...lists.map((l) => l.length)) : 1;
}

export function ServerDataField({ formData, schema, fieldPathId }: FieldProps) {
  const { t } = useLingui();
  const empty = formData === undefined || formData === null;
  const count = recordCount(formData);
  const titleId = `${fieldPathId.$id}-title`;
  return (
    <div className={styles.serverData} role="group" aria-labelledby={titleId}>
      <p id={titleId} className={styles.serverDataTitle}>
        {schema.title}
      </p>
      {schema.description && <p className={styles.serverDataHint}>{schema.description}</p>}
      <p>
        {empty ? (
          t`Vide : le bloc demandera ses données lui-même.`
        ) : (
          <Plural
            value={count}
            one="# élément fourni par le serveur"
            other="# éléments fournis par le serveur"
          />
        )}
      </p>
      {!empty && (
        <details>
          <summary>{t`Voir les données (lecture seule)`}</summary>
          <pre className={styles.serverDataJson}>{JSON.stringify(formData, null, 2)}</pre>
        </details>
      )}
    </div>
  );
}
