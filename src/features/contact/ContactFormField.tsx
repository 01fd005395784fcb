import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  fieldBlurred,
  fieldChanged,
  selectContactErrors,
  selectContactStatus,
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

export function ContactFormField({
  field,
  label,
  type = 'text',
  autoComplete = 'off',
  multiline = false,
  hint,
}: ContactFormFieldProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const value = useAppSelector(selectContactValues)[field];
  const error = useAppSelector(selectContactErrors)[field];
  const submitting = useAppSelector(selectContactStatus) === 'submitting';

  const id = fieldId(field);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint === undefined ? '' : hintId, error === undefined ? '' : errorId].join(' ').trim();
  const shared = {
    id,
    name: field,
    value,
    required: true,
    readOnly: submitting,
    className: `form-control${error === undefined ? '' : ' is-invalid'}`,
    'aria-invalid': error === undefined ? undefined : true,
    'aria-describedby': describedBy === '' ? undefined : describedBy,
    onChange: (event: { target: { value: string } }) => dispatch(fieldChanged({ field, value: event.target.value })),
    onBlur: () => dispatch(fieldBlurred(field)),
  };

  return (
    <div className="contact-field">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      {multiline ? <textarea {...shared} rows={6} /> : <input {...shared} type={type} autoComplete={autoComplete} />}
      {hint !== undefined && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
      {error !== undefined && (
        <div id={errorId} className="invalid-feedback">
          {t(`contact.form.errors.${error}`)}
        </div>
      )}
    </div>
  );
}
