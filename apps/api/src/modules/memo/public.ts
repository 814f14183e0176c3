/** What other modules, the scheduled jobs and the seed may use of memo. */
export { runMemoDay, MEMO_REMINDER_DAYS } from './memo-daily';
export { sendMemo } from './memo-service';
