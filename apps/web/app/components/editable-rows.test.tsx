import { MantineProvider, TextInput } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api';
import {
  type EditableRowsState,
  EditableRows,
  changeRow,
  listError,
  moveRow,
  removeRow,
  rowFieldError,
} from './editable-rows';

interface Holiday {
  key: string;
  day: string;
}
const rows: Holiday[] = [
  { key: 'a', day: '2026-12-25' },
  { key: 'b', day: '2026-12-26' },
  { key: 'c', day: '2027-01-01' },
];
const refused = (...messages: [string, string][]) =>
  new ApiError(
    400,
    messages.map(([key, value]) => ({ key, value })),
    [],
    'Refused',
  );

describe('editing rows', () => {
  it('changes one row and leaves the others as they were', () => {
    const changed = changeRow(rows, 1, { day: '2026-12-24' });
    expect(changed.map((r) => r.day)).toEqual(['2026-12-25', '2026-12-24', '2027-01-01']);
    expect(changed[0]).toBe(rows[0]);
    expect(rows[1]!.day).toBe('2026-12-26');
  });

  it('moves a row up or down; the first goes no higher, the last no lower', () => {
    expect(moveRow(rows, 1, -1).map((r) => r.key)).toEqual(['b', 'a', 'c']);
    expect(moveRow(rows, 1, 1).map((r) => r.key)).toEqual(['a', 'c', 'b']);
    expect(moveRow(rows, 0, -1).map((r) => r.key)).toEqual(['a', 'b', 'c']);
    expect(moveRow(rows, 2, 1).map((r) => r.key)).toEqual(['a', 'b', 'c']);
  });

  it('removes the row asked for', () => {
    expect(removeRow(rows, 0).map((r) => r.key)).toEqual(['b', 'c']);
  });
});

describe('the server’s refusal', () => {
  const error = refused(['holidays.1.day', 'The day must be a date'], ['holidays.2.name', 'Too long']);

  it('is shown on the field of the row it names, by the row’s place in the list sent', () => {
    expect(rowFieldError(error, 'holidays', 1, 'day')).toBe('The day must be a date');
    expect(rowFieldError(error, 'holidays', 1, 'name')).toBeUndefined();
    expect(rowFieldError(error, 'holidays', 0, 'day')).toBeUndefined();
    // A row that was not sent (a tier no longer offered) has no error.
    expect(rowFieldError(error, 'holidays', -1, 'day')).toBeUndefined();
    expect(rowFieldError(null, 'holidays', 1, 'day')).toBeUndefined();
  });

  it('is shown once under the rows when it names no row', () => {
    expect(listError(error, 'holidays')).toBeNull();
    expect(listError(refused(['holidays', 'A day is listed twice']), 'holidays')).toBe(
      'A day is listed twice',
    );
    expect(listError(refused(['serviceTypeId', 'Unknown service']), 'stages')).toBe('Unknown service');
    expect(listError(null, 'holidays')).toBeNull();
  });
});

const editorOf = (shown: Holiday[]): EditableRowsState<Holiday> => ({
  rows: shown,
  change: () => undefined,
  move: () => undefined,
  remove: () => undefined,
  add: () => undefined,
});

const render = (shown: Holiday[], canEdit: boolean, error: ApiError | null = null) =>
  renderToString(
    <MemoryRouter>
      <MantineProvider>
        <EditableRows<Holiday>
          editor={editorOf(shown)}
          columns={[
            {
              title: 'Day',
              cell: (row, index) => (
                <TextInput aria-label={`Day of holiday ${index + 1}`} value={row.day} readOnly />
              ),
            },
          ]}
          canEdit={canEdit}
          texts="production.holidays"
          minWidth={400}
          testIds={{ one: 'holiday', many: 'holidays' }}
          actions={{
            title: 'Actions',
            moveUp: (row) => `Move ${row.day} up`,
            remove: (row) => `Remove ${row.day}`,
          }}
          empty={<p data-testid="holidays-empty">No holidays ahead.</p>}
          list="holidays"
          error={error}
          saving={false}
        />
      </MantineProvider>
    </MemoryRouter>,
  );

describe('the editable table', () => {
  it('shows a row per record, its fields under the column titles, and the buttons of each row', () => {
    const html = render(rows, true);
    expect(html.match(/data-testid="holiday-row"/g)).toHaveLength(3);
    expect(html).toContain('data-label="Day"');
    expect(html).toContain('aria-label="Day of holiday 3"');
    expect(html).toContain('value="2027-01-01"');
    expect(html).toContain('aria-label="Move 2026-12-26 up"');
    expect(html).toContain('aria-label="Remove 2027-01-01"');
    // No move-down button was asked for.
    expect(html).not.toContain('↓');
    expect(html).toContain('aria-label="Workshop holidays"');
    expect(html).toMatch(/data-testid="holiday-add"[^>]*>[\s\S]*?Add a holiday/);
    expect(html).toMatch(
      /type="submit"[^>]*data-testid="holidays-save"|data-testid="holidays-save"[^>]*type="submit"/,
    );
    expect(html).not.toContain('holidays-empty');
  });

  it('offers no edit to a user who may only read', () => {
    const html = render(rows, false);
    expect(html.match(/data-testid="holiday-row"/g)).toHaveLength(3);
    expect(html).not.toContain('Remove 2027-01-01');
    expect(html).not.toContain('holiday-add');
    expect(html).not.toContain('holidays-save');
  });

  it('shows a refusal that names a row on its field, not as an alert', () => {
    const html = render(rows, true, refused(['holidays.1.day', 'The day must be a date']));
    expect(html).not.toContain('role="alert"');
  });

  it('says when there is no row, and shows the list’s error as an alert', () => {
    const html = render([], true, refused(['holidays', 'A day is listed twice']));
    expect(html).toContain('data-testid="holidays-empty"');
    expect(html).not.toContain('holidays-table');
    expect(html).toMatch(/role="alert"[^>]*>[\s\S]*A day is listed twice/);
  });
});
