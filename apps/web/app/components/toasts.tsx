import { TIMING } from '@portal/shared/constants/index';
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// The toast host and its animations are not needed to show a page: they load with the first toast, which waits in
// the notifications store until the host mounts. Loading them with every page, even once it was idle, cost a phone a
// long task while the page was still becoming interactive.
const ToastHost = lazy(() => import('./toast-host'));

/** spec §9: toasts at the bottom right for 3000 ms; Mantine pauses the timer while hovered. */
export function Toasts() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  // Once mounted the host stays, so the last toast can animate out.
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost position="bottom-right" autoClose={TIMING.toastDurationMs} />
    </Suspense>
  );
}
