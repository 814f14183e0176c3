import { notifications } from '@mantine/notifications';
import type { Lang } from '../pages';
import type { ApiError } from './api';
import { translator } from './i18n/i18n';
import { langFromPath } from './i18n/paths';

/**
 * The one way the app talks back (spec §8): toasts at the bottom right for 3000 ms that stay while hovered (set on the
 * <Notifications> host), error toasts for envelope errors, and the generic load/save/delete/send messages.
 */
const currentLang = (): Lang =>
  typeof window === 'undefined' ? 'en' : langFromPath(window.location.pathname);
const t = (key: string, options?: Record<string, unknown>) => translator(currentLang())(key, options);

/** spec §8 store actions: save, delete, load, send. */
export type Operation = 'save' | 'delete' | 'load' | 'send';

/** A toast whose close button says what it does (axe: a button needs a name). */
const show = (toast: { color: string; title?: string; message: string }) =>
  notifications.show({ ...toast, closeButtonProps: { 'aria-label': t('feedback.close') } });

export function notifyError(message: string): void {
  show({ color: 'red', title: t('feedback.errorTitle'), message });
}

export function notifySuccess(message: string): void {
  show({ color: 'green', title: t('feedback.successTitle'), message });
}

export function notifyInfo(message: string): void {
  show({ color: 'brand', message });
}

/** spec §8: 'Error occured while {operation}{name}!' with operation saving, deleting, loading or sending. */
export function operationFailedMessage(lang: Lang, operation: Operation, name?: string): string {
  const tr = translator(lang);
  return tr('feedback.errorOccured', {
    operation: tr(`feedback.operations.${operation}`),
    name: name ? ` ${name}` : '',
  });
}

export type Outcome = 'saved' | 'deleted' | 'updated';

/** spec §8: '{name} - saved successfully!' (or without a name), and the deleted / updated variants. */
export function doneMessage(lang: Lang, outcome: Outcome, name?: string): string {
  const tr = translator(lang);
  return name ? tr(`feedback.${outcome}Named`, { name }) : tr(`feedback.${outcome}`);
}

export function notifyOperationFailed(operation: Operation, name?: string): void {
  notifyError(operationFailedMessage(currentLang(), operation, name));
}

export function notifyDone(outcome: Outcome, name?: string): void {
  notifySuccess(doneMessage(currentLang(), outcome, name));
}

/**
 * Envelope errors become error toasts; HTTP errors without a message are only logged with their status (spec §8).
 * 401 is left to the session handling (refresh, then sign-out notice).
 */
export function showApiError(error: ApiError): void {
  if (error.status === 401) return;
  const messages = error.userMessages;
  if (messages.length === 0) {
    console.error(`API request failed with status ${error.status}: ${error.message}`);
    return;
  }
  for (const message of messages) notifyError(message);
}
