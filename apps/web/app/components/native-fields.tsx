import './native-fields.css';

import { type CSSProperties, type ReactNode, useId, useState } from 'react';

/**
 * Labelled select, number and check-box fields built on the browser's own controls. The storefront's product pages use
 * them instead of Mantine's inputs, whose code (formatting, dropdown positioning, scroll areas) is a third of what a
 * first visit would otherwise download; they look the same (native-fields.css).
 */

export function SelectField({
  label,
  value,
  options,
  onChange,
  testId,
  className,
  disabled,
  placeholder,
  error,
  required,
  style,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  testId?: string;
  className?: string;
  disabled?: boolean;
  /** The first, empty choice ('' is passed on when it is chosen). */
  placeholder?: string;
  error?: string | null;
  required?: boolean;
  style?: CSSProperties;
}) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} required={required} className={className} style={style}>
      <select
        id={id}
        className="nf-input"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.value)}
        {...fieldState(id, error, required)}
        data-testid={testId}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A whole number between `min` and `max`; what is typed shows as typed, and only a valid number is passed on. */
export function WholeNumberField({
  label,
  value,
  min,
  max,
  onChange,
  testId,
  width = 140,
  labelHidden = false,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  testId?: string;
  width?: number;
  /** The label is read out but not shown (a quantity beside its line's name). */
  labelHidden?: boolean;
}) {
  const id = useId();
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    // changed from outside (a reset): show it
    setShown(value);
    setText(String(value));
  }
  return (
    <div className="nf-field" style={{ width }}>
      <label className={labelHidden ? 'nf-label nf-hidden' : 'nf-label'} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="nf-input"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        value={text}
        onChange={(event) => {
          const typed = event.currentTarget.value.replace(/\D/g, '');
          const number = Number(typed);
          if (typed !== '' && number > max) return; // past the maximum: the keystroke is refused
          setText(typed);
          if (typed !== '' && number >= min) {
            setShown(number);
            onChange(number);
          }
        }}
        onBlur={() => setText(String(value))}
        data-testid={testId}
      />
    </div>
  );
}

/** Check boxes for choosing any of several options. */
export function CheckboxGroupField<T extends string | number>({
  label,
  options,
  value,
  onChange,
  testId,
}: {
  label: string;
  options: { value: T; label: ReactNode }[];
  value: T[];
  onChange: (value: T[]) => void;
  testId?: string;
}) {
  return (
    <fieldset className="nf-field nf-fieldset" data-testid={testId}>
      <legend className="nf-label">{label}</legend>
      {options.map((option) => (
        <label className="nf-check" key={option.value}>
          <input
            type="checkbox"
            checked={value.includes(option.value)}
            onChange={(event) =>
              onChange(
                event.currentTarget.checked
                  ? [...value, option.value]
                  : value.filter((chosen) => chosen !== option.value),
              )
            }
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/** How a control says it is required or wrong, and where its error is written (FieldFrame). */
export function fieldState(id: string, error: string | null | undefined, required: boolean | undefined) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    'aria-required': required || undefined,
  } as const;
}

/** The label (with a mark when the field is required), the control and, under it, what is wrong with it. */
export function FieldFrame({
  id,
  label,
  error,
  required,
  className,
  style,
  children,
}: {
  id: string;
  label: string;
  error?: string | null;
  required?: boolean;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <div className={className ? `nf-field ${className}` : 'nf-field'} style={style}>
      <label className="nf-label" htmlFor={id}>
        {label}
        {required && (
          <span className="nf-required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children}
      {error && (
        <p className="nf-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
