import type { ChangeEvent } from 'react';

export interface FormFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  /** The field's error message, already in the page's language: shown under it and tied to it. */
  error?: string;
  hint?: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  required?: boolean;
  readOnly?: boolean;
  maxLength?: number;
  multiline?: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/**
 * A labelled text field of a lead form (the contact form, the wizard's contact details): its hint and its
 * error are tied to it (`aria-describedby`), and an error marks it invalid, so both are announced with it.
 */
export function FormField({
  id,
  name,
  label,
  value,
  error,
  hint,
  type = 'text',
  autoComplete = 'off',
  required = false,
  readOnly = false,
  maxLength,
  multiline = false,
  onChange,
  onBlur,
}: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // The error takes the hint's place: "Message must be at least 10 characters" under "At least 10 characters."
  // would say it twice.
  const shownHint = error === undefined ? hint : undefined;
  const describedBy = [shownHint === undefined ? '' : hintId, error === undefined ? '' : errorId].join(' ').trim();
  const shared = {
    id,
    name,
    value,
    required,
    readOnly,
    maxLength,
    className: `form-control${error === undefined ? '' : ' is-invalid'}`,
    'aria-invalid': error === undefined ? undefined : true,
    'aria-describedby': describedBy === '' ? undefined : describedBy,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      onChange(event.target.value);
    },
    onBlur,
  };

  return (
    <div className="form-field">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      {multiline ? <textarea {...shared} rows={6} /> : <input {...shared} type={type} autoComplete={autoComplete} />}
      {shownHint !== undefined && (
        <div id={hintId} className="form-text">
          {shownHint}
        </div>
      )}
      {error !== undefined && (
        <div id={errorId} className="invalid-feedback">
          {error}
        </div>
      )}
    </div>
  );
}
