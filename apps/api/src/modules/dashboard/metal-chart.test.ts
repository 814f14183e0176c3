import { getDashboardMetals } from '@portal/shared/dashboard/get-dashboard-metals';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masterAlloys, metalFixings } from '../catalog/tables';
import { createTestApp, type TestApp } from '../../test/test-app';
import { forgetFixings } from '../../test/fixtures';

// The dashboard's metal chart: the fixings of the period beside the price history, and what the price rests on.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await forgetFixings(t.db);
});
afterAll(() => t.close());

const metals = async (months: number) => {
  const res = await t.send(getDashboardMetals, { query: { months } }, { as: 'customer' });
  expect(res.status, res.response.body).toBe(200);
  return res.value;
};

describe('the metal chart', () => {
  it('charts the fixings in the period and names what each price rests on', async () => {
    const [silver] = await t.db.select().from(masterAlloys).where(eq(masterAlloys.code, 'SILVER'));
    const staffPrice = (await metals(1))[1]!;
    expect(staffPrice.fixings).toEqual([]);
    expect(staffPrice.priceBasis).toMatchObject({
      kind: 'manual',
      masterAlloyCode: 'SILVER',
      fixingId: null,
      date: silver!.updatedAt.toISOString().slice(0, 10),
      pricePerOunce: staffPrice.pricePerOunce,
      purity: 1,
    });
    const now = new Date();
    const day = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000);
    const fixings = await t.db
      .insert(metalFixings)
      .values(
        (
          [
            [70, 'PM', '29.10'],
            [3, 'AM', '31.05'],
            [2, 'PM', '31.40'],
          ] as const
        ).map(([ago, session, price]) => ({
          masterAlloyId: silver!.id,
          fixingDate: day(ago).toISOString().slice(0, 10),
          session,
          source: 'LBMA',
          pricePerOunce: price,
          fixedAt: day(ago),
        })),
      )
      .returning();
    const latest = fixings.at(-1)!;
    await t.db
      .update(masterAlloys)
      .set({ priceSource: 'fixing', fixingId: latest.id, pricePerOunce: '31.40' })
      .where(eq(masterAlloys.id, silver!.id));
    const month = (await metals(1))[1]!;
    // The fixing of 70 days ago is outside a month's chart.
    expect(month.fixings).toEqual([
      {
        at: fixings[1]!.fixedAt.toISOString(),
        date: fixings[1]!.fixingDate,
        session: 'AM',
        pricePerOunce: 31.05,
      },
      { at: latest.fixedAt.toISOString(), date: latest.fixingDate, session: 'PM', pricePerOunce: 31.4 },
    ]);
    expect(month.priceBasis).toEqual({
      kind: 'fixing',
      masterAlloyCode: 'SILVER',
      fixingId: latest.id,
      session: 'PM',
      date: latest.fixingDate,
      source: 'LBMA',
      pricePerOunce: 31.4,
      purity: 1,
      surchargePerOunce: 0,
      markupPercent: 0,
      pricePerGram: 1.0095,
    });
    const quarter = await metals(3);
    expect(quarter[1]!.fixings).toHaveLength(3);
    expect(quarter[0]!.fixings).toEqual([]);
  });
});
