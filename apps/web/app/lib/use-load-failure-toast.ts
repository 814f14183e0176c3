import { useEffect, useRef } from 'react';
import { ApiError } from './api';
import { notifyOperationFailed } from './feedback';

/**
 * spec §8: a failed load shows 'Error occured while loading{name}!' as a toast, once per failure (a later failure after
 * a success toasts again). When the server's own messages were already toasted by the API client, they stand alone.
 */
export function useLoadFailureToast(error: unknown, name: string): void {
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (!error) {
      reported.current = null;
      return;
    }
    if (reported.current === error) return;
    reported.current = error;
    if (error instanceof ApiError && error.userMessages.length > 0) return;
    notifyOperationFailed('load', name);
  }, [error, name]);
}
