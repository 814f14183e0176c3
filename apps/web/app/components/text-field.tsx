import './native-fields.css';

import { useId } from 'react';

/**
 * A labelled text, e-mail or phone input, or a text area when `rows` is given, built on the browser's own controls and
 * drawn like Mantine's (native-fields.css): a storefront form without Mantine's input code. Its error shows under it
 * and is read with it.
 */
export function TextField({
  label,
  name,
  value,
  onChange,
  type = 'text',
  required,
  error,
  autoComplete,
  rows,
  maxLength,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel';
  required?: boolean;
  error?: string;
  autoComplete?: string;
  rows?: number;
  maxLength?: number;
}) {
  const id = useId();
  const control = {
    id,
    name,
    className: 'nf-input',
    value,
    required,
    autoComplete,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <div className="nf-field">
      <label className="nf-label" htmlFor={id}>
        {label}
        {required && (
          <span className="nf-required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {rows ? (
        <textarea {...control} rows={rows} onChange={(event) => onChange(event.currentTarget.value)} />
      ) : (
        <input {...control} type={type} onChange={(event) => onChange(event.currentTarget.value)} />
      )}
      {error && (
        <div id={`${id}-error`} className="nf-error">
          {error}
        </div>
      )}
    </div>
  );
}
