import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/FormField';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  fieldBlurred,
  fieldChanged,
  selectContactDelivery,
  selectContactErrors,
  selectContactValues,
} from './contactSlice';
import type { ContactField } from '../../lib/leads/contact';

export const fieldId = (field: ContactField) => `contact-${field}`;

interface ContactFormFieldProps {
  field: ContactField;
  label: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  multiline?: boolean;
  hint?: string;
}

/** One field of the contact form, its value and error from the contact slice. */
export function ContactFormField({ field, label, type, autoComplete, multiline, hint }: ContactFormFieldProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const value = useAppSelector(selectContactValues)[field];
  const error = useAppSelector(selectContactErrors)[field];
  const submitting = useAppSelector(selectContactDelivery).status === 'sending';

  return (
    <FormField
      id={fieldId(field)}
      name={field}
      label={label}
      value={value}
      error={error === undefined ? undefined : t(`contact.form.errors.${error}`)}
      hint={hint}
      type={type}
      autoComplete={autoComplete}
      multiline={multiline}
      required
      readOnly={submitting}
      onChange={(next) => dispatch(fieldChanged({ field, value: next }))}
      onBlur={() => dispatch(fieldBlurred(field))}
    />
  );
}
