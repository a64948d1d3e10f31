export { clearDraft, DRAFT_PREFIX, readDraft } from './draft';
export { ErrorList } from './ErrorList';
export {
  fieldIdOf,
  MultiStepForm,
  type MultiStepFormProps,
  useFieldBinder,
  useFieldProps,
} from './MultiStepForm';
export { FIELD_ERROR, SUBMIT_ERROR_TEXT } from './messages';
export {
  type ErrorEntry,
  type MultiStepFormOptions,
  type MultiStepFormState,
  type MultiStepStatus,
  type StepRules,
  SUBMIT_ERROR,
  useMultiStepForm,
} from './useMultiStepForm';
export {
  type CheckedFields,
  type FieldCheck,
  type FieldChecks,
  type FieldErrorKind,
  type FieldErrors,
  validateStep,
} from './validate';
