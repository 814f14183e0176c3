import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

/**
 * A search box over a list whose filters live in the URL: the box shows what is typed, and the URL follows after a
 * pause (`write.flush()` at once, on Enter). A change of the URL from elsewhere (back button, clearing the filters)
 * is shown in the box unless it is the value this box wrote.
 */
export function useUrlText(value: string, onWrite: (value: string) => void, delayMs: number) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const [written, setWritten] = useState<string | null>(null);
  if (value !== seen) {
    setSeen(value);
    if (value !== written) setText(value);
  }
  const write = useDebouncedCallback((typed: string) => {
    setWritten(typed.trim());
    onWrite(typed.trim());
  }, delayMs);
  return { text, setText, write };
}

/** A date range over a list whose filters live in the URL: applied once both ends are chosen, the picker keeps the first end meanwhile. */
export function useUrlRange(from: string | null, to: string | null) {
  const urlRange = `${from ?? ''}/${to ?? ''}`;
  const [range, setRange] = useState<[string | null, string | null]>([from, to]);
  const [seenRange, setSeenRange] = useState(urlRange);
  if (urlRange !== seenRange) {
    setSeenRange(urlRange);
    setRange([from, to]);
  }
  return [range, setRange] as const;
}
