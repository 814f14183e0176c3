import { TIMING } from '@portal/shared/constants/index';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../lib/i18n/use-translation';
import { useNavigation } from 'react-router';
import { requestTracker } from '../lib/request-tracker';

const serverCount = () => 0;

/**
 * The top loading bar (spec §7, §9): appears once something has loaded for 200 ms, creeps towards the end over
 * 5000 ms, then completes and fades. Dashboard requests are not counted (see request-tracker).
 */
export function ProgressBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const requests = useSyncExternalStore(requestTracker.subscribe, requestTracker.activeCount, serverCount);
  const loading = navigation.state !== 'idle' || requests > 0;
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    if (!loading) {
      // Complete, then hide.
      const finish = setTimeout(() => setProgress((current) => (current === null ? null : 100)), 0);
      const hide = setTimeout(() => setProgress(null), 400);
      return () => {
        clearTimeout(finish);
        clearTimeout(hide);
      };
    }
    const started = Date.now();
    let tick: ReturnType<typeof setInterval> | undefined;
    const show = setTimeout(() => {
      setProgress(10);
      tick = setInterval(() => {
        const elapsed = Date.now() - started - TIMING.minimumDisplayDelayMs;
        setProgress(Math.min(90, 10 + (80 * elapsed) / TIMING.progressBarDurationMs));
      }, 200);
    }, TIMING.minimumDisplayDelayMs);
    return () => {
      clearTimeout(show);
      if (tick) clearInterval(tick);
    };
  }, [loading]);

  if (progress === null) return null;
  return (
    <div
      className="progress-bar"
      role="progressbar"
      aria-label={t('app.loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      style={{ width: `${progress}%`, opacity: progress >= 100 ? 0 : 1 }}
    />
  );
}
