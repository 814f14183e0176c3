import { isDeclineReason } from '@portal/shared/orders/decline-reasons';
/** One status change of an order, as the detail call answers it. */
export interface TimelineEntry {
  statusCode: string;
  statusName: string;
  at: string;
  by: string | null;
  onBehalfBy: string | null;
  reason: string | null;
  reasonText: string | null;
}

/** A line of the timeline as shown: the status, when, who and why. */
export interface TimelineLine {
  key: string;
  status: string;
  when: string;
  who: string | null;
  why: string | null;
  /** The order's status now (the last change). */
  current: boolean;
}

type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * The status timeline, oldest first: who made each change (a staff member acting for a user is named too) and the
 * reason given (spec §3 "Decline: reason, reason text").
 */
export function timelineLines(
  entries: readonly TimelineEntry[],
  formatDateTime: (iso: string) => string,
  t: Translate,
): TimelineLine[] {
  const ordered = [...entries].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return ordered.map((entry, index) => {
    const who =
      entry.by && entry.onBehalfBy
        ? t('orders.timeline.byOnBehalf', { by: entry.by, onBehalfBy: entry.onBehalfBy })
        : entry.by
          ? t('orders.timeline.by', { by: entry.by })
          : entry.onBehalfBy
            ? t('orders.timeline.by', { by: entry.onBehalfBy })
            : null;
    // A reason is stored as its code and read in the reader's language; rows from before the codes hold a label.
    const code = entry.reason?.trim() || null;
    const reason = isDeclineReason(code) ? t(`orders.decline.reasons.${code}`) : code;
    const text = entry.reasonText?.trim() || null;
    const why = reason && text && reason !== text ? `${reason}: ${text}` : (text ?? reason);
    return {
      key: `${entry.at}-${index}`,
      status: entry.statusName,
      when: formatDateTime(entry.at),
      who,
      why,
      current: index === ordered.length - 1,
    };
  });
}
