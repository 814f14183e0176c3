import { createContext, useContext, useEffect } from 'react';

/**
 * Dialogs opened over the order drawer. Mantine closes every open modal and drawer on Escape (each listens on the
 * window): while a dialog is open over it, the drawer leaves Escape to that dialog.
 */
export const NestedDialogs = createContext<((delta: number) => void) | null>(null);

/** Tells the drawer (when there is one) that this dialog is open. */
export function useNestedDialog(opened: boolean): void {
  const register = useContext(NestedDialogs);
  useEffect(() => {
    if (!opened || !register) return;
    register(1);
    return () => register(-1);
  }, [opened, register]);
}
