import './native-fields.css';

import { type CSSProperties, useId } from 'react';
import { FieldFrame, fieldState } from './native-fields';

/**
 * Text, several-line text and single check-box fields on the browser's own controls, drawn like Mantine's inputs
 * (native-fields.css): the cart and the checkout use them instead of TextInput, Textarea and Checkbox, whose code a
 * first visit would otherwise download. Apart from native-fields.tsx so the product pages do not download them.
 */

interface TextFieldProps {
  label: string;
  /** The name the browser's autofill and a form's data know the field by. */
  name?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null;
  required?: boolean;
  maxLength?: number;
  autoComplete?: string;
  type?: 'text' | 'email' | 'tel' | 'url' | 'password' | 'date' | 'number';
  inputMode?: 'decimal' | 'numeric' | 'text';
  testId?: string;
  className?: string;
  style?: CSSProperties;
}

/** A line of text. */
export function TextField(props: TextFieldProps) {
  const {
    label,
    value,
    onChange,
    error,
    required,
    testId,
    className,
    style,
    type = 'text',
    ...input
  } = props;
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} required={required} className={className} style={style}>
      <input
        id={id}
        className="nf-input"
        type={type}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        {...fieldState(id, error, required)}
        data-testid={testId}
        {...input}
      />
    </FieldFrame>
  );
}

/** Several lines of text; it grows with what is typed (CSS field-sizing where the browser has it). */
export function TextAreaField(props: Omit<TextFieldProps, 'type' | 'inputMode'> & { rows?: number }) {
  const { label, value, onChange, error, required, testId, className, style, ...input } = props;
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} required={required} className={className} style={style}>
      <textarea
        id={id}
        className="nf-input nf-textarea"
        rows={2}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        {...fieldState(id, error, required)}
        data-testid={testId}
        {...input}
      />
    </FieldFrame>
  );
}

/** One check box with its label; what is wrong with it under it. */
export function CheckField({
  label,
  checked,
  onChange,
  error,
  required,
  testId,
  className,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | null;
  required?: boolean;
  testId?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className ? `nf-field ${className}` : 'nf-field'}>
      <label className="nf-check">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid={testId}
        />
        {label}
      </label>
      {error && (
        <p className="nf-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
