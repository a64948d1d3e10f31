export { ChoiceGroup, type ChoiceGroupProps } from './ChoiceGroup';
export {
  errorIdOf,
  FieldError,
  FieldFrame,
  FieldHint,
  hintIdOf,
  RequiredMark,
  useFieldAria,
} from './FieldFrame';
export { MaskedField, type MaskedFieldProps, preloadMasks } from './MaskedField';
export * from './masks';
export { SelectField, type SelectOption, TextAreaField, TextField } from './TextField';
