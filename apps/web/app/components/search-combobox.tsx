import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Icon } from './icon';
import './search-combobox.css';

export interface SearchComboboxProps<T> {
  /** The field's name (what a form without JavaScript sends) and its first text. */
  name?: string;
  defaultValue?: string;
  /** Where the form goes without JavaScript (GET). */
  action: string;
  label: string;
  placeholder?: string;
  submitLabel: string;
  /** Said to screen readers when the list changes: `count` suggestions. */
  countLabel: (count: number) => string;
  /** The suggestions for a text of at least `minLength` characters; aborted when the text changes again. */
  suggest: (text: string, signal: AbortSignal) => Promise<T[]>;
  keyOf: (option: T) => string | number;
  renderOption: (option: T) => ReactNode;
  /** A suggestion chosen (click, or Enter on the highlighted one). */
  onPick: (option: T) => void;
  /** Enter or the button without a highlighted suggestion: search for the text ('' when emptied: no search). */
  onSearch: (text: string) => void;
  tone?: 'light' | 'dark';
  testId?: string;
  minLength?: number;
}

const DEBOUNCE_MS = 150;

/**
 * A search box offering suggestions as one types, on the WAI-ARIA combobox pattern (an input with role combobox,
 * aria-expanded and aria-controls, a listbox of options, the highlighted one as aria-activedescendant): arrow keys move
 * through the suggestions, Enter picks the highlighted one or searches, Escape closes the list and then clears the text.
 * Plain elements, no UI library: it sits in the storefront header of every page (docs/decisions.md, "Product search").
 */
export function SearchCombobox<T>({
  name = 'search',
  defaultValue = '',
  action,
  label,
  placeholder,
  submitLabel,
  countLabel,
  suggest,
  keyOf,
  renderOption,
  onPick,
  onSearch,
  tone = 'light',
  testId,
  minLength = 2,
}: SearchComboboxProps<T>) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(defaultValue);
  const [found, setFound] = useState<T[]>([]);
  // The text the suggestions shown answer (a slower answer to an earlier keystroke may come first): tests wait for it.
  const [foundFor, setFoundFor] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [typed, setTyped] = useState(false);
  // A new page's search (the back button, a link) becomes the box's text.
  const [shownDefault, setShownDefault] = useState(defaultValue);
  if (shownDefault !== defaultValue) {
    setShownDefault(defaultValue);
    setText(defaultValue);
    setTyped(false);
    setOpen(false);
  }
  const query = text.trim();
  const options = typed && query.length >= minLength ? found : [];

  // The latest `suggest` without asking again on every render (callers pass a new function each time).
  const suggestRef = useRef(suggest);
  useEffect(() => {
    suggestRef.current = suggest;
  });
  useEffect(() => {
    if (!typed || query.length < minLength) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      suggestRef
        .current(query, controller.signal)
        .then((next) => {
          setFound(next);
          setFoundFor(query);
          setActive(-1);
        })
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, typed, minLength]);

  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;
  const pick = (option: T) => {
    setOpen(false);
    setActive(-1);
    onPick(option);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOpen(false);
    onSearch(text.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // -1 is the text itself: past either end of the list, the highlight comes back to it.
    const move = (step: 1 | -1) => {
      event.preventDefault();
      if (options.length === 0) return;
      const last = options.length - 1;
      setOpen(true);
      if (!expanded) setActive(step > 0 ? 0 : last);
      else setActive((current) => (current + step > last ? -1 : current + step < -1 ? last : current + step));
    };
    if (event.key === 'ArrowDown') move(1);
    else if (event.key === 'ArrowUp') move(-1);
    else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else setText('');
      setActive(-1);
    }
  };

  return (
    <form
      role="search"
      action={action}
      method="get"
      onSubmit={submit}
      className={`sc-form sc-${tone}`}
      data-testid={testId}
    >
      <label htmlFor={`${id}-input`} className="sc-hidden">
        {label}
      </label>
      <input
        id={`${id}-input`}
        name={name}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        className="sc-input"
        placeholder={placeholder}
        value={text}
        maxLength={200}
        onChange={(event) => {
          setText(event.target.value);
          setTyped(true);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {/* Not a submit button: pages are read by their one submit button (sign-in, forms); Enter in the field submits
          the form even without JavaScript (implicit submission of a form with one field). */}
      <button
        type="button"
        className="sc-submit"
        aria-label={submitLabel}
        onClick={(event) => event.currentTarget.form?.requestSubmit()}
      >
        <Icon name="search" size={18} />
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        className="sc-list"
        hidden={!expanded}
        data-query={foundFor}
      >
        {options.map((option, index) => (
          <li
            key={keyOf(option)}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="sc-option"
            // Keeps the focus in the input (its blur would close the list before the click).
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(option)}
          >
            {renderOption(option)}
          </li>
        ))}
      </ul>
      <span role="status" className="sc-hidden">
        {expanded ? countLabel(options.length) : ''}
      </span>
    </form>
  );
}
