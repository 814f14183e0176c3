import { PasswordInput } from '@mantine/core';

/** A password with its show/hide button (Mantine's): only the password card uses it, so it loads with that card. */
export default function PasswordField({
  label,
  name,
  required,
  autoComplete,
  value,
  error,
  onChange,
  toggleLabel,
}: {
  label: string;
  name: string;
  required?: boolean;
  autoComplete?: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  toggleLabel: string;
}) {
  return (
    <PasswordInput
      label={label}
      name={name}
      required={required}
      autoComplete={autoComplete}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      visibilityToggleButtonProps={{ 'aria-label': toggleLabel }}
    />
  );
}
