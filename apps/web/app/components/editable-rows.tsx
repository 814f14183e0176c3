import { ActionIcon, Alert, Button, Group, Table, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { ApiError } from '../lib/api';
import { useTranslation } from '../lib/i18n/use-translation';
import { ScrollFrame } from './scroll-frame';
import { STACKED_ROWS } from './stacked-rows';

/** A row of an editable list: `key` keeps the row's identity while it is edited and moved. */
export interface EditedRow {
  key: string;
}

export const changeRow = <Row,>(rows: readonly Row[], index: number, patch: Partial<Row>): Row[] =>
  rows.map((row, i) => (i === index ? { ...row, ...patch } : row));

/** The row swapped with its neighbour above (-1) or below (+1); the first row goes no higher, the last no lower. */
export function moveRow<Row>(rows: readonly Row[], index: number, by: -1 | 1): Row[] {
  const other = index + by;
  if (other < 0 || other >= rows.length) return [...rows];
  const moved = [...rows];
  [moved[index], moved[other]] = [moved[other]!, moved[index]!];
  return moved;
}

export const removeRow = <Row,>(rows: readonly Row[], index: number): Row[] =>
  rows.filter((_, i) => i !== index);

/**
 * The server's message for one field of a row: it numbers the rows of the list it received (`tiers.2.name`);
 * a row it did not receive (position -1) has none.
 */
export const rowFieldError = (error: ApiError | null, list: string, position: number, field: string) =>
  position < 0
    ? undefined
    : error?.errorMessages.find((m) => m.key === `${list}.${position}.${field}`)?.value;

/** The server's refusal when it names no row (a rule of the whole list): shown once, under the rows. */
export function listError(error: ApiError | null, list: string): string | null {
  if (!error) return null;
  const ofRow = new RegExp(`^${list}\\.\\d+\\.`);
  if (error.errorMessages.some((m) => ofRow.test(m.key))) return null;
  return error.errorMessages[0]?.value ?? error.message;
}

let newRows = 0;

/** The rows being edited, and the edits a user makes to them; a new row is made by `blank` with a fresh key. */
export function useEditableRows<Row extends EditedRow>(initial: () => Row[], blank: (key: string) => Row) {
  const [rows, setRows] = useState(initial);
  return {
    rows,
    change: (index: number, patch: Partial<Row>) => setRows((all) => changeRow(all, index, patch)),
    move: (index: number, by: -1 | 1) => setRows((all) => moveRow(all, index, by)),
    remove: (index: number) => setRows((all) => removeRow(all, index)),
    add: () => setRows((all) => [...all, blank(`new-${(newRows += 1)}`)]),
  };
}
export type EditableRowsState<Row extends EditedRow> = ReturnType<typeof useEditableRows<Row>>;

export interface EditableColumn<Row> {
  title: string;
  /** The cell of the row at `index`: usually a field with its own accessible name and error. */
  cell: (row: Row, index: number) => ReactNode;
}

/**
 * An editable table of rows inside a form: a cell per column, the row's buttons (move up and down, remove: each given
 * by its accessible name), the list's error, and the buttons that add a row and submit the form. On a phone each row
 * is a card (stacked-rows.css), each field under its column's title; wider, the table scrolls in its frame.
 * Its texts are the catalogue's `<texts>.title` (the table's name), `.add` and `.save`; the server's refusal names the
 * rows as `<list>.<n>.<field>`. Test ids: `<many>-table`, `<one>-row`, `<one>-remove`, `<many>-error`, `<one>-add`,
 * `<many>-save`.
 */
export function EditableRows<Row extends EditedRow>({
  editor,
  columns,
  canEdit,
  texts,
  minWidth,
  testIds,
  actions,
  empty,
  list,
  error,
  saving,
}: {
  editor: EditableRowsState<Row>;
  columns: EditableColumn<Row>[];
  canEdit: boolean;
  texts: string;
  minWidth: number;
  testIds: { one: string; many: string };
  actions: {
    title: string;
    moveUp?: (row: Row) => string;
    moveDown?: (row: Row) => string;
    remove?: (row: Row, index: number) => string;
  };
  /** Shown instead of the table while there is no row. */
  empty: ReactNode;
  list: string;
  error: ApiError | null;
  saving: boolean;
}) {
  const { t } = useTranslation();
  const { rows } = editor;
  const refusal = listError(error, list);
  return (
    <>
      {rows.length === 0 ? (
        empty
      ) : (
        <div className={STACKED_ROWS}>
          <ScrollFrame minWidth={minWidth} label={t(`${texts}.title`)}>
            <Table data-testid={`${testIds.many}-table`}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column.title}>{column.title}</Table.Th>
                  ))}
                  {/* Positioned: the hidden label is placed inside the scrolling frame, not at the page's edge. */}
                  <Table.Th pos="relative">
                    <VisuallyHidden>{actions.title}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, index) => (
                  <Table.Tr key={row.key} data-testid={`${testIds.one}-row`}>
                    {columns.map((column) => (
                      <Table.Td key={column.title} data-label={column.title}>
                        {column.cell(row, index)}
                      </Table.Td>
                    ))}
                    <Table.Td>
                      {canEdit && (
                        <Group gap={4} wrap="nowrap">
                          {actions.moveUp && (
                            <ActionIcon
                              variant="subtle"
                              disabled={index === 0}
                              onClick={() => editor.move(index, -1)}
                              aria-label={actions.moveUp(row)}
                            >
                              ↑
                            </ActionIcon>
                          )}
                          {actions.moveDown && (
                            <ActionIcon
                              variant="subtle"
                              disabled={index === rows.length - 1}
                              onClick={() => editor.move(index, 1)}
                              aria-label={actions.moveDown(row)}
                            >
                              ↓
                            </ActionIcon>
                          )}
                          {actions.remove && (
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              onClick={() => editor.remove(index)}
                              aria-label={actions.remove(row, index)}
                              data-testid={`${testIds.one}-remove`}
                            >
                              ×
                            </ActionIcon>
                          )}
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollFrame>
        </div>
      )}
      {refusal && (
        <Alert color="red" role="alert" data-testid={`${testIds.many}-error`}>
          {refusal}
        </Alert>
      )}
      {canEdit && (
        <Group justify="space-between">
          <Button variant="default" onClick={editor.add} data-testid={`${testIds.one}-add`}>
            {t(`${texts}.add`)}
          </Button>
          <Button type="submit" loading={saving} data-testid={`${testIds.many}-save`}>
            {t(`${texts}.save`)}
          </Button>
        </Group>
      )}
    </>
  );
}
