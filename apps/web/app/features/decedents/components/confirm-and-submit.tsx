import { Alert, Button, Checkbox, Group } from '@mantine/core';

/**
 * The end of a custody form (a print's consent, a next of kin's authorisation): the statement the person confirms,
 * ticked by hand and never ticked in advance, the form's refusal when there is one, and the button that records it.
 */
export function ConfirmAndSubmit({
  statement,
  confirmed,
  onConfirmedChange,
  confirmError,
  formError,
  submitLabel,
  pending,
  testIds,
}: {
  statement: string;
  confirmed: boolean;
  onConfirmedChange: (confirmed: boolean) => void;
  confirmError: string | undefined;
  formError: string | undefined;
  submitLabel: string;
  pending: boolean;
  testIds: { confirm: string; submit: string };
}) {
  return (
    <>
      <Checkbox
        label={statement}
        checked={confirmed}
        onChange={(e) => onConfirmedChange(e.currentTarget.checked)}
        error={confirmError}
        data-testid={testIds.confirm}
      />
      {formError && (
        <Alert color="red" role="alert">
          {formError}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button type="submit" loading={pending} data-testid={testIds.submit}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
