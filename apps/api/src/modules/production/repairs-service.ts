// Repairs intake (docs/decisions.md "A repair is a job order with its intake"): the piece as it came in,
// its photos, the customer's stones and metal with their weights, and the customer's signature for the drop-off.
import type { Language } from '@portal/shared/platform/language';
import {
  MAX_INTAKE_PHOTOS,
  type RepairIntake,
  openRepairFields,
  REPAIR_SERVICE_TYPE,
} from '@portal/shared/production/repair-schemas';
import type { z } from 'zod';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { invalid } from '../../platform/errors';
import type { UploadedFile } from '../../platform/multipart';
import type { Services } from '../../platform/request-context';
import { isStaff, type Scope } from '../../platform/scope';
import { mediaUrl } from '../../platform/storage';
import { addressesOf } from '../custom-orders/public';
import { customers } from '../customers/tables';
import { checkFileForUse } from '../media/public';
import { insertOrder } from '../orders/public';
import { orders } from '../orders/tables';
import { serviceTypes } from '../reference/tables';
import { users } from '../users/tables';
import { jobOf } from './job-of';
import { repairIntakeItems, repairIntakePhotos, repairIntakes } from './tables';

/** Private: the intake's photos are seen by the order's customer and staff only (plugins/media.ts). */
export const REPAIR_PHOTO_FOLDER = 'repair-photos';
/** The line a repair job carries until it is quoted: what the bench will work on, at no price yet. */
const REPAIR_CHARGE = 'REPAIR';

type Fields = z.output<typeof openRepairFields>;

/** The customer a repair is opened for: the one staff name, or the customer's own. */
async function customerOf(db: Db, scope: Scope, fields: Fields) {
  const customerId = isStaff(scope) ? fields.customerId : scope.customerId;
  if (!customerId) throw invalid('customerId', 'Choose the customer whose piece this is');
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer?.isActive) throw invalid('customerId', 'This customer does not exist');
  return customer;
}

/**
 * POST /repairs. The photos are checked before anything is written (type from the bytes, size); the job order (a
 * Repair service job with one line naming the piece, priced later through proofs and the quote), its intake, items
 * and photos are written in one transaction.
 */
export async function openRepair(
  services: Services,
  scope: Scope,
  fields: Fields,
  photos: readonly UploadedFile[],
  request: { ip: string },
  language: Language,
): Promise<RepairIntake> {
  if (photos.length > MAX_INTAKE_PHOTOS)
    throw invalid('photos', `At most ${MAX_INTAKE_PHOTOS} photos at intake`);
  for (const photo of photos) await checkFileForUse(services.db, 'PRODUCTION_PHOTO', photo.data, language);
  const customer = await customerOf(services.db, scope, fields);
  const now = services.now();
  const keys: string[] = [];
  for (const photo of photos) keys.push(await services.media.saveImage(REPAIR_PHOTO_FOLDER, photo.data));
  const orderId = await services.db.transaction(async (tx) => {
    // The Repair service's stages, proofs and quote approval apply to it as to any job of that service.
    const [repair] = await tx.select().from(serviceTypes).where(eq(serviceTypes.code, REPAIR_SERVICE_TYPE));
    const order = await insertOrder(
      tx,
      scope,
      {
        kind: 'JO',
        customerId: customer.id,
        currencyCode: customer.currencyCode,
        notes: fields.condition,
        serviceTypeId: repair?.id ?? null,
        totals: {
          subTotal: 0,
          discountValue: 0,
          couponCode: null,
          shippingPrice: 0,
          salesTaxPercent: 0,
          salesTaxValue: 0,
          grandTotal: 0,
        },
        lines: [
          {
            itemTypeId: null,
            charge: REPAIR_CHARGE,
            code: 'REPAIR',
            name: fields.piece,
            metalId: null,
            metalName: null,
            quantity: 1,
            unitPrice: 0,
            lineTotal: 0,
            variantIds: [],
            configuration: {},
          },
        ],
        addresses: await addressesOf(tx, customer.id, customer.name),
      },
      now,
    );
    await tx.insert(repairIntakes).values({
      orderId: order.id,
      piece: fields.piece,
      condition: fields.condition,
      signedName: fields.signedName,
      signedAt: now,
      signedIp: request.ip,
      receivedByUserId: isStaff(scope) ? scope.userId : null,
    });
    if (fields.items.length)
      await tx.insert(repairIntakeItems).values(
        fields.items.map((item, rank) => ({
          orderId: order.id,
          kind: item.kind,
          description: item.description,
          weight: item.weight.toFixed(3),
          rank,
        })),
      );
    if (keys.length)
      await tx
        .insert(repairIntakePhotos)
        .values(keys.map((imageKey, rank) => ({ orderId: order.id, imageKey, rank })));
    await recordAudit(tx, scope, {
      action: 'production.repair-intake',
      entityType: 'order',
      entityId: order.id,
      details: { code: order.code, items: fields.items.length, photos: keys.length },
    });
    return order.id;
  });
  return (await getRepairIntake(services.db, scope, orderId))!;
}

/** GET /JobOrders/{id}/repair-intake: null for a job that is no repair; another customer's job is not found. */
export async function getRepairIntake(db: Db, scope: Scope, orderId: number): Promise<RepairIntake | null> {
  const job = await jobOf(db, scope, orderId);
  const [intake] = await db
    .select({ intake: repairIntakes, firstName: users.firstName, lastName: users.lastName })
    .from(repairIntakes)
    .leftJoin(users, eq(users.id, repairIntakes.receivedByUserId))
    .where(eq(repairIntakes.orderId, orderId));
  if (!intake) return null;
  const [items, photos] = await Promise.all([
    db
      .select()
      .from(repairIntakeItems)
      .where(eq(repairIntakeItems.orderId, orderId))
      .orderBy(asc(repairIntakeItems.rank)),
    db
      .select()
      .from(repairIntakePhotos)
      .where(eq(repairIntakePhotos.orderId, orderId))
      .orderBy(asc(repairIntakePhotos.rank)),
  ]);
  return {
    orderId,
    orderCode: job.code,
    piece: intake.intake.piece,
    condition: intake.intake.condition,
    items: items.map((item) => ({
      kind: item.kind as 'STONE' | 'METAL',
      description: item.description,
      weight: Number(item.weight),
      unit: item.kind === 'STONE' ? ('ct' as const) : ('g' as const),
    })),
    photoUrls: photos.map((p) => mediaUrl(p.imageKey)!),
    signedName: intake.intake.signedName,
    signedAt: intake.intake.signedAt.toISOString(),
    signedIp: intake.intake.signedIp,
    receivedBy: intake.firstName === null ? null : `${intake.firstName} ${intake.lastName ?? ''}`.trim(),
  };
}

/** An intake photo is seen by the order's customer and by staff, never by another customer. */
export async function mayViewRepairPhoto(db: Db, scope: Scope, key: string): Promise<boolean> {
  const [photo] = await db
    .select({ customerId: orders.customerId })
    .from(repairIntakePhotos)
    .innerJoin(orders, eq(orders.id, repairIntakePhotos.orderId))
    .where(eq(repairIntakePhotos.imageKey, key));
  return photo !== undefined && (isStaff(scope) || photo.customerId === scope.customerId);
}
