import { type RefObject, useEffect } from 'react';

const NOT_TEXT = new Set(['checkbox', 'radio', 'file', 'hidden', 'submit', 'button', 'reset', 'image']);

const isTextField = (element: Element): element is HTMLInputElement | HTMLTextAreaElement =>
  element instanceof HTMLTextAreaElement ||
  (element instanceof HTMLInputElement && !NOT_TEXT.has(element.type));

/**
 * What a visitor typed into a server-rendered form before the page's scripts ran (a slow phone types faster than it
 * hydrates). React leaves the typed text on screen when it takes the form over, but the form's state still holds what
 * the server rendered: the next render would wipe the field, and a submit would send the state. Once the form is
 * mounted, each text field whose content differs from what React rendered into it (its `defaultValue`) is handed to
 * `keep(name, value)`, so the state catches up with the screen. After that every keystroke goes through onChange.
 */
export function useTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  keep: (name: string, value: string) => void,
): void {
  useEffect(() => {
    for (const element of Array.from(form.current?.elements ?? [])) {
      if (isTextField(element) && element.name && element.value !== element.defaultValue)
        keep(element.name, element.value);
    }
    // Only the first render can follow typing the scripts did not see.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
