import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../lib/when-idle';

/** What a deferred widget is given: `opened` when the user asked for it before its code had arrived. */
export interface DeferredProps {
  defaultOpened?: boolean;
}

/**
 * A widget whose code is not needed to show the page (a dropdown menu, a drawer): the page renders `Placeholder`, the
 * same button without the behaviour, and the widget's module loads once the browser is idle. A click on the
 * placeholder loads it at once and opens it when it is there, so nothing the user does is lost.
 */
export function deferred<P extends object>(
  load: () => Promise<{ default: ComponentType<P & DeferredProps> }>,
  Placeholder: ComponentType<P & { onOpen: () => void }>,
): ComponentType<P> {
  const Widget = lazy(load);
  return function Deferred(props: P) {
    const [state, setState] = useState<'waiting' | 'ready' | 'opening'>('waiting');
    useEffect(
      () =>
        whenIdle(() => {
          void load().then(() => setState((current) => (current === 'waiting' ? 'ready' : current)));
        }),
      [],
    );
    const placeholder = <Placeholder {...props} onOpen={() => setState('opening')} />;
    if (state === 'waiting') return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <Widget {...props} defaultOpened={state === 'opening'} />
      </Suspense>
    );
  };
}
