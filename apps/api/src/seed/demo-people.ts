import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema/index';

/** The retail jewelers the storefront lists as authorised partners (find an authorised partner). */
export const DEMO_PARTNERS = ['C1001', 'C1004', 'C1005'];

/** Two storefront applications waiting for staff, so the review tab has something to show on first start. */
const DEMO_APPLICATIONS = [
  {
    companyName: 'Maple Lane Jewelers',
    taxId: '47-1234567',
    website: 'https://maple-lane.example',
    phone: '+1 518 555 0140',
    firstName: 'Nora',
    lastName: 'Lindqvist',
    email: 'nora@maple-lane.example',
    jobTitle: 'Owner',
    language: 'en',
    country: 'US',
    state: 'NY',
    address: { line1: '12 Canal Street', city: 'Albany', zip: '12207' },
    notes: 'Family jeweler since 1988; we would like to order custom engagement rings.',
  },
  {
    companyName: 'Bijouterie Lumière',
    taxId: 'QC 1200334455',
    website: null,
    phone: '+1 514 555 0177',
    firstName: 'Claire',
    lastName: 'Gagnon',
    email: 'claire@bijouterie-lumiere.example',
    jobTitle: 'Gérante',
    language: 'fr',
    country: 'CA',
    state: 'QC',
    address: { line1: '88 rue Saint-Denis', city: 'Montréal', zip: 'H2X 3K8' },
    notes: null,
  },
] as const;

async function seedApplications(db: Db): Promise<void> {
  for (const a of DEMO_APPLICATIONS) {
    const [known] = await db
      .select({ id: t.signUpApplications.id })
      .from(t.signUpApplications)
      .where(eq(t.signUpApplications.email, a.email));
    if (known) continue;
    const [country] = await db.select().from(t.countries).where(eq(t.countries.code, a.country));
    if (!country) continue;
    const states = await db.select().from(t.states).where(eq(t.states.countryId, country.id));
    const state = states.find((s) => s.code === a.state);
    const { country: _c, state: _s, address, ...rest } = a;
    await db.insert(t.signUpApplications).values({
      ...rest,
      billingAddress: { ...address, line2: null, countryId: country.id, stateId: state?.id ?? null },
    });
  }
}

/**
 * Demo partners and sign-ups: which demo customers are authorised partners, and two sign-up applications to review.
 * Changes nothing on a second run.
 */
export async function seedPeople(db: Db): Promise<void> {
  await db
    .update(t.customers)
    .set({ isAuthorizedPartner: true })
    .where(inArray(t.customers.accountNumber, DEMO_PARTNERS));
  await seedApplications(db);
}
