import { describe, expect, it } from 'vitest';
import { textLogLine } from './log-text';

describe('the log as text', () => {
  it('says the level and message and keeps what is particular to the line', () => {
    const line = JSON.stringify({
      level: 30,
      time: Date.UTC(2026, 10, 28, 9, 4, 31),
      pid: 1,
      hostname: 'vm',
      msg: 'demo data: seeded',
      seconds: 4.2,
      where: 'the embedded database',
    });
    const text = textLogLine(`${line}\n`);
    expect(text).toMatch(
      /^\d\d:\d\d:\d\d INFO {2}demo data: seeded {2}seconds=4.2 where="the embedded database"\n$/,
    );
    expect(text).not.toContain('hostname');
  });

  it('shows an error with its stack on the lines below', () => {
    const line = JSON.stringify({
      level: 50,
      msg: 'payment reconciliation failed',
      err: { stack: 'Error: boom\n  at x' },
    });
    expect(textLogLine(line)).toMatch(/ERROR payment reconciliation failed\nError: boom\n {2}at x\n$/);
  });

  it("keeps the request's id, which a user quotes from an error message", () => {
    const line = JSON.stringify({ level: 50, msg: 'request failed', reqId: 'b7c1f0e2-4d' });
    expect(textLogLine(line)).toMatch(/ERROR request failed {2}reqId=b7c1f0e2-4d\n$/);
  });

  it('passes a line that is not JSON unchanged', () => {
    expect(textLogLine('plain words\n')).toBe('plain words\n');
  });
});
