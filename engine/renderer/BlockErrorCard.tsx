import { Trans } from '@lingui/react/macro';
import { useValidationText } from './error-text';
import type { BlockIssue } from './report';

/** The visible card that replaces a skipped block in the QA editor and in edit mode. */
export function BlockErrorCard({ issue }: { issue: BlockIssue }) {
  const errorText = useValidationText();
  const type = issue.blockType;
  // Positions and error numbers count from 1, as everywhere people read them (the editor, its imports).
  const position = issue.index + 1;
  return (
    <div className="block-error-card" role="alert" data-block-issue={issue.kind}>
      <p className="block-error-card__title">
        {issue.kind === 'unknown' && (
          <Trans>
            Bloc inconnu « {type} » (position {position})
          </Trans>
        )}
        {issue.kind === 'invalid' && (
          <Trans>
            Bloc invalide « {type} » (position {position})
          </Trans>
        )}
        {issue.kind === 'crash' && (
          <Trans>
            Le bloc « {type} » (position {position}) a échoué à l’affichage
          </Trans>
        )}
      </p>
      {issue.errors.length > 0 && (
        <ol className="block-error-card__errors">
          {issue.errors.map((error, i) => (
            <li key={i}>
              <code>{error.path}</code> {error.code ? errorText(error) : error.message}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
