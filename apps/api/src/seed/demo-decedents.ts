import { CONSENT_STATEMENTS } from '@portal/shared/decedents/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  authorizationStatements,
  customers,
  decedents,
  fingerprints,
  printAuthorizations,
  users,
} from '../db/schema/index';
import { checkFingerprint, demoPrintKey, fingerprintPng } from '../modules/decedents/public';

/** The funeral home of the demo (other@demo.test) and the decedents it keeps, with their prints' seeds. */
const FUNERAL_HOME_ACCOUNT = 'C1002';
const DEMO_DECEDENTS = [
  {
    firstName: 'Eleanor',
    lastName: 'Whitfield',
    dateOfBirth: '1938-04-12',
    dateOfDeath: '2026-10-03',
    referenceNumber: 'BW-2026-114',
    notes: 'Family would like a pendant for each of the three grandchildren.',
    consentGivenBy: 'Margaret Whitfield (daughter)',
    signer: {
      name: 'Margaret Whitfield',
      relationship: 'Daughter',
      email: 'margaret.whitfield@example.com',
      phone: '+1 802 555 0114',
    },
    prints: [
      { seed: 1, label: 'Right thumb' },
      { seed: 2, label: 'Right index finger' },
    ],
  },
  {
    firstName: 'Harold',
    lastName: 'Okafor',
    dateOfBirth: '1951-09-30',
    dateOfDeath: '2026-10-21',
    referenceNumber: 'BW-2026-127',
    notes: null,
    consentGivenBy: 'Grace Okafor (wife)',
    signer: {
      name: 'Grace Okafor',
      relationship: 'Wife',
      email: 'grace.okafor@example.com',
      phone: '+1 802 555 0127',
    },
    prints: [{ seed: 3, label: 'Left thumb' }],
  },
  {
    firstName: 'Lucie',
    lastName: 'Marchetti',
    dateOfBirth: '1967-01-08',
    dateOfDeath: '2026-11-02',
    referenceNumber: 'BW-2026-131',
    notes: 'Service on 11/09; cufflinks asked for by her son.',
    consentGivenBy: 'Paolo Marchetti (son)',
    signer: {
      name: 'Paolo Marchetti',
      relationship: 'Son',
      email: 'paolo.marchetti@example.com',
      phone: '+1 802 555 0131',
    },
    prints: [{ seed: 4, label: 'Right thumb' }],
  },
  {
    firstName: 'Thomas',
    lastName: 'Brennan',
    dateOfBirth: '1929-06-17',
    dateOfDeath: '2026-11-15',
    referenceNumber: 'BW-2026-140',
    notes: 'Prints to be taken at the viewing.',
    consentGivenBy: null,
    signer: null,
    prints: [],
  },
];

/**
 * Demo decedents of the Bellweather funeral home with their prints (docs/decisions.md "Decedents and fingerprints").
 * The pictures are drawn with sharp from each print's seed, the same every time; each is measured here by the same
 * quality check an upload passes, and the media route draws the file on its first request (as for the catalogue's art).
 * Idempotent: a funeral home that already keeps decedents is left as it is.
 */
export async function seedDecedents(db: Db): Promise<void> {
  const [home] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.accountNumber, FUNERAL_HOME_ACCOUNT));
  if (!home) return;
  const [existing] = await db
    .select({ id: decedents.id })
    .from(decedents)
    .where(eq(decedents.customerId, home.id))
    .limit(1);
  if (existing) return;
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'other@demo.test'));
  const measured = new Map<number, Awaited<ReturnType<typeof checkFingerprint>>>();
  for (const print of DEMO_DECEDENTS.flatMap((d) => d.prints))
    measured.set(print.seed, await checkFingerprint(await fingerprintPng(print.seed), 'en'));
  const [statement] = await db
    .select()
    .from(authorizationStatements)
    .where(eq(authorizationStatements.version, 1));
  await db.transaction(async (tx) => {
    for (const [i, d] of DEMO_DECEDENTS.entries()) {
      const [row] = await tx
        .insert(decedents)
        .values({
          customerId: home.id,
          firstName: d.firstName,
          lastName: d.lastName,
          dateOfBirth: d.dateOfBirth,
          dateOfDeath: d.dateOfDeath,
          referenceNumber: d.referenceNumber,
          notes: d.notes,
          createdBy: owner?.id ?? null,
          createdAt: new Date(Date.parse(`${d.dateOfDeath}T15:00:00Z`) + 86_400_000 * (i + 1)),
        })
        .returning({ id: decedents.id });
      // The next of kin's typed authorisation, so that the demo prints can be ordered from; its PDF is made on its
      // first download.
      if (d.signer && statement)
        await tx.insert(printAuthorizations).values({
          decedentId: row!.id,
          statementId: statement.id,
          statementText: statement.textEn,
          language: 'en',
          signerName: d.signer.name,
          relationship: d.signer.relationship,
          email: d.signer.email,
          phone: d.signer.phone,
          signatureKind: 'typed',
          signatureText: d.signer.name,
          signedAt: new Date(Date.parse(`${d.dateOfDeath}T15:30:00Z`) + 86_400_000),
          recordedBy: owner?.id ?? null,
        });
      for (const print of d.prints) {
        const checked = measured.get(print.seed)!;
        await tx.insert(fingerprints).values({
          decedentId: row!.id,
          imageKey: demoPrintKey(print.seed),
          label: print.label,
          width: checked.width,
          height: checked.height,
          contrast: checked.contrast,
          sharpness: checked.sharpness,
          consentGivenBy: d.consentGivenBy ?? '',
          consentStatement: CONSENT_STATEMENTS.en,
          consentRecordedBy: owner?.id ?? null,
          consentedAt: new Date(Date.parse(`${d.dateOfDeath}T16:00:00Z`) + 86_400_000),
        });
      }
    }
  });
}
