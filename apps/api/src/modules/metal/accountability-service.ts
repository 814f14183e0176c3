import type { MetalAccountability } from '@portal/shared/metal/accountability-schemas';
import type { getMetalAccountabilitySchemas } from '@portal/shared/metal/get-metal-accountability';
import { PRODUCTION_STEPS, type ProductionStep } from '@portal/shared/metal/movement-schemas';
import type { ParsedBy } from '@portal/shared/platform/contract';
import type { Language } from '@portal/shared/platform/language';
import { micros, toFixedString } from '@portal/shared/platform/decimal';
import { and, eq, gte, inArray, isNotNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invalid } from '../../platform/errors';
import { localName } from '../../platform/language';
import { masterAlloys, metals } from '../catalog/tables';
import { invoiceLines, invoices } from '../finance/tables';
import { invoiceStatusIds } from '../finance/public';
import { orderItems } from '../orders/tables';
import { issuedSum, returnedSum } from './movement-sums';
import { metalMovements } from './tables';
import { balanceOf, gramsNumber } from './weights';

type ReportQuery = ParsedBy<typeof getMetalAccountabilitySchemas>['query'];

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** One metal, or the metals of one master alloy, when the report asks for them. */
function metalConditions(query: ReportQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.metalId) conditions.push(eq(metals.id, query.metalId));
  if (query.masterAlloyId) conditions.push(eq(metals.masterAlloyId, query.masterAlloyId));
  return conditions;
}

/**
 * GET /reports/metal-accountability: the movements of the period (days in UTC, both included) per metal and per
 * step, and the grams invoiced in it: a line's finished weight when staff recorded it, else its estimated metal
 * weight × quantity (void invoices count for nothing).
 */
export async function getMetalAccountability(
  db: Db,
  query: ReportQuery,
  language: Language,
): Promise<MetalAccountability> {
  if (query.to < query.from) throw invalid('to', 'The end of the period cannot be before its start');
  const inPeriod = and(
    gte(metalMovements.movedAt, new Date(`${query.from}T00:00:00Z`)),
    lt(metalMovements.movedAt, nextDay(query.to)),
    ...metalConditions(query),
  );
  const movementRows = await db
    .select({
      metalId: metals.id,
      step: metalMovements.step,
      issued: issuedSum,
      returned: returnedSum,
    })
    .from(metalMovements)
    .innerJoin(metals, eq(metals.id, metalMovements.metalId))
    .where(inPeriod)
    .groupBy(metals.id, metalMovements.step);

  const statuses = await invoiceStatusIds(db);
  const invoicedRows = await db
    .select({
      metalId: metals.id,
      grams: sql<string>`coalesce(sum(coalesce(${orderItems.finishedWeight}, ${orderItems.metalWeight} * ${orderItems.quantity})), 0)::text`,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .innerJoin(orderItems, eq(orderItems.id, invoiceLines.orderItemId))
    .innerJoin(metals, eq(metals.id, orderItems.metalId))
    .where(
      and(
        gte(invoices.invoiceDate, query.from),
        lte(invoices.invoiceDate, query.to),
        ne(invoices.statusId, statuses.VOID ?? -1),
        isNotNull(orderItems.metalId),
        ...metalConditions(query),
      ),
    )
    .groupBy(metals.id);

  const metalIds = [...new Set([...movementRows, ...invoicedRows].map((r) => r.metalId))];
  const names = metalIds.length
    ? await db
        .select({
          id: metals.id,
          name: metals.name,
          nameFr: metals.nameFr,
          alloyId: masterAlloys.id,
          alloyName: masterAlloys.name,
          alloyNameFr: masterAlloys.nameFr,
          rank: metals.rank,
        })
        .from(metals)
        .innerJoin(masterAlloys, eq(masterAlloys.id, metals.masterAlloyId))
        .where(inArray(metals.id, metalIds))
    : [];
  names.sort((a, b) => a.rank - b.rank || a.id - b.id);

  const add = (a: string, b: string) => toFixedString(micros(a) + micros(b), 3);
  let issuedAll = '0';
  let returnedAll = '0';
  let invoicedAll = '0';
  const alloys = names.map((m) => {
    const rows = movementRows.filter((r) => r.metalId === m.id);
    const issued = rows.reduce((s, r) => add(s, r.issued), '0');
    const returned = rows.reduce((s, r) => add(s, r.returned), '0');
    const invoiced = invoicedRows.find((r) => r.metalId === m.id)?.grams ?? '0';
    issuedAll = add(issuedAll, issued);
    returnedAll = add(returnedAll, returned);
    invoicedAll = add(invoicedAll, invoiced);
    return {
      metalId: m.id,
      metalName: localName(language, m),
      masterAlloyId: m.alloyId,
      masterAlloyName: localName(language, { name: m.alloyName, nameFr: m.alloyNameFr }),
      ...balanceOf(issued, returned),
      invoiced: gramsNumber(invoiced),
    };
  });
  const stepOrder = (step: string) => PRODUCTION_STEPS.indexOf(step as ProductionStep);
  const steps = names.flatMap((m) =>
    movementRows
      .filter((r) => r.metalId === m.id)
      .sort((a, b) => stepOrder(a.step) - stepOrder(b.step))
      .map((r) => ({
        metalId: m.id,
        metalName: localName(language, m),
        step: r.step as ProductionStep,
        ...balanceOf(r.issued, r.returned),
      })),
  );
  return {
    from: query.from,
    to: query.to,
    alloys,
    steps,
    total: { ...balanceOf(issuedAll, returnedAll), invoiced: gramsNumber(invoicedAll) },
  };
}
