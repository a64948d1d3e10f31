import type { ValidationError } from './validate';

export type BlockIssueKind = 'unknown' | 'invalid' | 'crash';

/** A block that could not be shown, as reported on the server log and the browser console. */
export interface BlockIssue {
  kind: BlockIssueKind;
  blockType: string;
  index: number;
  errors: ValidationError[];
}

export type BlockReporter = (issue: BlockIssue) => void;

/** A colour-scheme or edit-mode warning that does not stop the block. */
export interface BlockWarning {
  code: string;
  blockType: string;
  index: number;
  detail: string;
}
export type WarningReporter = (warning: BlockWarning) => void;

/** Structured, one line each, so that server logs can be searched by block type. */
export const consoleReporter: BlockReporter = (issue) => {
  console.warn(`[blocks] ${issue.kind} block skipped`, {
    blockType: issue.blockType,
    index: issue.index,
    errors: issue.errors,
  });
};

export const consoleWarningReporter: WarningReporter = (warning) => {
  console.warn(`[blocks] ${warning.code}`, warning);
};
