import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import { publicFormRequests } from './tables';
import type { Services } from '../../platform/request-context';

/** Advisory-lock namespace of the public forms (sign-in attempts use 4113; the migrations the one-key form). */
const LOCK_NAMESPACE = 4_114;

export type PublicForm = 'forgot-password' | 'sign-up' | 'contact-us';

/** How many requests of a form one client address may make per window. */
export const PUBLIC_FORM_LIMITS: Record<PublicForm, { perAddress: number; windowMinutes: number }> = {
  // Enough for an office behind one address where several people forgot theirs; useless for mailing thousands.
  'forgot-password': { perAddress: 10, windowMinutes: 15 },
  // A company applies once; a few retries for typos, never a flood of applications for staff to wade through.
  'sign-up': { perAddress: 5, windowMinutes: 60 },
  // A visitor writes a few times an hour at most; a robot that gets past the captcha cannot fill staff's inbox.
  'contact-us': { perAddress: 5, windowMinutes: 60 },
};

/**
 * Admits one request of a public form from an address, or not: counted in PostgreSQL under a lock per form and address,
 * so parallel requests queue and the limit holds across every instance. Rows older than a day are dropped as it goes.
 */
export async function admitPublicFormRequest(
  services: Services,
  form: PublicForm,
  ip: string,
): Promise<boolean> {
  const { perAddress, windowMinutes } = PUBLIC_FORM_LIMITS[form];
  const now = services.now();
  const since = new Date(now.getTime() - windowMinutes * 60_000);
  return services.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${`${form}:${ip}`}))`);
    await tx
      .delete(publicFormRequests)
      .where(
        and(
          eq(publicFormRequests.ip, ip),
          lt(publicFormRequests.createdAt, new Date(now.getTime() - 86_400_000)),
        ),
      );
    const [row] = await tx
      .select({ n: count() })
      .from(publicFormRequests)
      .where(
        and(
          eq(publicFormRequests.kind, form),
          eq(publicFormRequests.ip, ip),
          gt(publicFormRequests.createdAt, since),
        ),
      );
    if ((row?.n ?? 0) >= perAddress) return false;
    await tx.insert(publicFormRequests).values({ kind: form, ip, createdAt: now });
    return true;
  });
}
