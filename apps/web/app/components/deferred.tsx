import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { whenIdle } from '../lib/when-idle';

/**
 * What a deferred widget is given: it mounts opened, and calls `onClose` when it closes so that the focus can go back
 * to its button (Mantine returns the focus only to what had it when the menu opened, and here that button was the
 * placeholder, which is gone).
 */
export interface DeferredProps {
  defaultOpened?: boolean;
  onClose?: () => void;
}

/**
 * A widget whose code is not needed to show the page (a dropdown menu, a drawer): the page renders `Placeholder`, the
 * same button without the behaviour, and the widget's module loads once the browser is idle. The widget takes the
 * placeholder's place only when the user first opens it, and mounts opened: swapping the button while the user's
 * pointer is on it (as soon as the code arrived) could split a click between the two buttons and lose it.
 */
export function deferred<P extends object>(
  load: () => Promise<{ default: ComponentType<P & DeferredProps> }>,
  Placeholder: ComponentType<P & { onOpen: () => void }>,
): ComponentType<P> {
  const Widget = lazy(load);
  return function Deferred(props: P) {
    const [opened, setOpened] = useState(false);
    const frame = useRef<HTMLSpanElement>(null);
    useEffect(() => whenIdle(() => void load()), []);
    const placeholder = <Placeholder {...props} onOpen={() => setOpened(true)} />;
    if (!opened) return placeholder;
    // As Mantine does: unless the user has moved the focus elsewhere meanwhile (a click outside, a Tab).
    const refocusButton = () => {
      const focusedAtClose = document.activeElement;
      window.setTimeout(() => {
        const focused = document.activeElement;
        if (focused === document.body || focused === focusedAtClose)
          frame.current?.querySelector('button')?.focus();
      }, 10);
    };
    return (
      <span ref={frame} style={{ display: 'contents' }}>
        <Suspense fallback={placeholder}>
          <Widget {...props} defaultOpened onClose={refocusButton} />
        </Suspense>
      </span>
    );
  };
}
