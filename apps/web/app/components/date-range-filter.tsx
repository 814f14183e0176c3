import 'dayjs/locale/fr';

import '@mantine/dates/styles.css';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useLang } from '../lib/i18n/use-lang';
import { useUrlRange } from '../lib/use-url-filters';

/** yyyy-mm-dd of a picked date (the picker answers strings, or a Date when given one). */
const day = (value: string | Date | null): string | null =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/**
 * A list's date range filter, kept in the address: a range is applied once both ends are picked (or both cleared), and
 * follows the address when it changes (back, forward, a link). The dates module and its French month names load with
 * the screens that show one.
 */
export function DateRangeFilter({
  label,
  placeholder,
  dateFrom,
  dateTo,
  onChange,
  testId,
}: {
  label: string;
  placeholder: string;
  dateFrom: string | null;
  dateTo: string | null;
  onChange: (range: { dateFrom: string | null; dateTo: string | null }) => void;
  testId: string;
}) {
  const lang = useLang();
  const [range, setRange] = useUrlRange(dateFrom, dateTo);
  return (
    <DatesProvider settings={{ locale: lang }}>
      <DatePickerInput
        type="range"
        label={label}
        placeholder={placeholder}
        value={range}
        onChange={([from, to]) => {
          const next: [string | null, string | null] = [day(from), day(to)];
          setRange(next);
          if ((next[0] && next[1]) || (!next[0] && !next[1]))
            onChange({ dateFrom: next[0], dateTo: next[1] });
        }}
        clearable
        allowSingleDateInRange
        valueFormat="ll"
        data-testid={testId}
      />
    </DatesProvider>
  );
}
