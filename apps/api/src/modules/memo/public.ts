/** What other modules, the scheduled jobs and the seed may use of memo. */
export { memoDailyJob } from './memo-job';
export { sendMemo } from './memo-service';
export { seedDemoMemos } from './demo-memos';
