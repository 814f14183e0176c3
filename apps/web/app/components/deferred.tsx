import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * What a deferred widget is given: it mounts opened (the user has just asked for it). Mantine returns the focus on
 * closing only to what had it when the menu opened, and that was the placeholder, which is gone: the widget sends it
 * back to its own button (header-menus.tsx).
 */
export interface DeferredProps {
  defaultOpened?: boolean;
}

/**
 * A widget whose code is not needed to show the page (a dropdown menu, a drawer): the page renders `Placeholder`, the
 * same button without the behaviour, and the widget's module loads when the user shows the intent to use it (the
 * pointer over the button, the focus on it, a touch). Loading it as soon as the browser was idle cost a phone's first
 * visit 100–300 ms of blocked main thread, within the time Lighthouse measures (docs/benchmarks.md, "2026-11-28,
 * second session"); a pointer rests on a button longer than the module takes to come. The widget takes the
 * placeholder's place only when the user first opens it, and mounts opened: swapping the button while the user's
 * pointer is on it (as soon as the code arrived) could split a click between the two buttons and lose it.
 */
export function deferred<P extends object>(
  load: () => Promise<{ default: ComponentType<P & DeferredProps> }>,
  Placeholder: ComponentType<P & { onOpen: () => void; onIntent: () => void }>,
): ComponentType<P> {
  const Widget = lazy(load);
  return function Deferred(props: P) {
    const [opened, setOpened] = useState(false);
    const placeholder = (
      <Placeholder {...props} onOpen={() => setOpened(true)} onIntent={() => void load()} />
    );
    if (!opened) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <Widget {...props} defaultOpened />
      </Suspense>
    );
  };
}
