import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../db/client';
import { testDatabaseUrl } from '../test/template-database';
import { changeSignal, shareChangeSignals } from './change-signal';

// Two handles on one PostgreSQL database stand for two instances: one writes, the other listens.
describe.skipIf(!testDatabaseUrl)('a change signal between instances', () => {
  let writer: Database;
  let listener: Database;
  let stop: () => Promise<void>;
  const signal = changeSignal('change-signal-test');
  const marker = changeSignal('change-signal-test-marker');

  beforeAll(async () => {
    writer = openPostgres(testDatabaseUrl!);
    listener = openPostgres(testDatabaseUrl!);
    stop = await shareChangeSignals(listener);
  });
  afterAll(async () => {
    await stop();
    await Promise.all([writer.close(), listener.close()]);
  });

  /** Waits until the marker's notice has been heard: notices arrive in commit order, so every earlier one has too. */
  async function allNoticesHeard() {
    const before = marker.generation();
    await writer.db.transaction((tx) => marker.changed(tx));
    const until = Date.now() + 10_000;
    while (marker.generation() < before + 2) {
      if (Date.now() > until) throw new Error('the marker notice never arrived');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it('moves at the write, and again when it commits', async () => {
    const before = signal.generation();
    await writer.db.transaction(async (tx) => {
      await signal.changed(tx);
      expect(signal.generation()).toBe(before + 1);
    });
    await allNoticesHeard();
    expect(signal.generation()).toBe(before + 2);
  });

  it('is not heard from a write that was rolled back', async () => {
    const before = signal.generation();
    await expect(
      writer.db.transaction(async (tx) => {
        await signal.changed(tx);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await allNoticesHeard();
    expect(signal.generation()).toBe(before + 1);
  });
});
