import { TIMING } from '@portal/shared/constants/index';
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../lib/when-idle';

// The toast host and its animations are not needed to show a page: they load once the page is idle. A toast asked
// for before then waits in the notifications store and appears when the host mounts.
const ToastHost = lazy(() => import('./toast-host'));

/** spec §9: toasts at the bottom right for 3000 ms; Mantine pauses the timer while hovered. */
export function Toasts() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost position="bottom-right" autoClose={TIMING.toastDurationMs} />
    </Suspense>
  );
}
