import type { Language } from '@portal/shared/platform/language';
import type { ParsedBy } from '@portal/shared/platform/contract';
import type { updateCompanyDetailsSchemas } from '@portal/shared/settings/update-company-details';
import { OWNER_COMPANY_CODE } from '@portal/shared';
import { awaitsCustomerApproval } from '@portal/shared/orders/rules';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { changeContent } from '../../platform/content-generation';
import { entityStatuses } from '../reference/tables';
import { companies, hardcodedSettings } from './tables';
import { placeCodes, updateStatusWording } from '../reference/public';
import { recordAudit } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import type { Services } from '../../platform/request-context';
import type { Scope } from '../../platform/scope';
import { localName } from '../../platform/language';

type StatusRow = typeof entityStatuses.$inferSelect;
type WorkflowCode = 'JOB_ORDER' | 'SALES_ORDER' | 'PRICE_QUOTE';

const WORKFLOWS: { code: WorkflowCode; name: string; nameFr: string }[] = [
  { code: 'JOB_ORDER', name: 'Job orders', nameFr: 'Ordres de fabrication' },
  { code: 'SALES_ORDER', name: 'Sales orders', nameFr: 'Commandes clients' },
  { code: 'PRICE_QUOTE', name: 'Price quotes', nameFr: 'Devis' },
];

const inTab = (tab: string) => (s: StatusRow) => s.listGroup === tab;
const open = (s: StatusRow) => !s.isClosed;
const any = () => true;

/**
 * The moves the portal makes between statuses (modules/orders order-actions.ts, quote-sales-actions.ts), described
 * for the screen. They are rules of the code, shown here so staff know what each status allows; "*" is any status.
 */
const TRANSITIONS: Record<WorkflowCode, { action: string; from: (s: StatusRow) => boolean; to: string }[]> = {
  JOB_ORDER: [
    { action: 'CANCEL', from: inTab('new'), to: 'CANCELLED' },
    { action: 'APPROVE', from: (s) => awaitsCustomerApproval(s.code), to: 'APPROVED' },
    { action: 'DECLINE', from: (s) => awaitsCustomerApproval(s.code), to: 'DECLINED' },
    { action: 'CHANGE_STATUS', from: any, to: '*' },
  ],
  SALES_ORDER: [{ action: 'GENERATE_PAID_INVOICE', from: (s) => s.code !== 'CANCELLED', to: 'INVOICED' }],
  PRICE_QUOTE: [
    { action: 'APPROVE', from: open, to: 'APPROVED' },
    { action: 'DECLINE', from: open, to: 'DECLINED' },
    { action: 'SET_STATUS', from: any, to: '*' },
  ],
};

/** GET /admin-settings/cp/workflows: each order kind with its statuses in list order and its transitions. */
export async function getWorkflows(db: Db, language: Language) {
  const rows = await db
    .select()
    .from(entityStatuses)
    .where(
      inArray(
        entityStatuses.kind,
        WORKFLOWS.map((w) => w.code),
      ),
    )
    .orderBy(asc(entityStatuses.rank), asc(entityStatuses.id));
  return WORKFLOWS.map((w) => {
    const statuses = rows.filter((r) => r.kind === w.code);
    return {
      code: w.code,
      name: localName(language, w),
      statuses: statuses.map((s) => ({
        id: s.id,
        code: s.code,
        name: s.name,
        nameFr: s.nameFr,
        listGroup: s.listGroup,
        isClosed: s.isClosed,
        isDefault: s.isDefault,
        rank: s.rank,
      })),
      transitions: TRANSITIONS[w.code].map((t) => ({
        action: t.action,
        from: t.from === any ? ['*'] : statuses.filter(t.from).map((s) => s.code),
        to: t.to,
      })),
    };
  });
}

/**
 * PUT /admin-settings/cp/workflows/{workflowCode}/statuses/{statusCode}: a status's names and rank. The order lists
 * of every instance keep statuses within a content generation, which the change moves on once committed.
 */
export async function updateWorkflowStatus(
  services: Services,
  scope: Scope,
  workflowCode: WorkflowCode,
  statusCode: string,
  input: { name: string; nameFr: string; rank: number },
  language: Language,
) {
  await changeContent(services.db, async (tx) => {
    const where = and(
      eq(entityStatuses.kind, workflowCode),
      eq(entityStatuses.code, statusCode.toUpperCase()),
    );
    const [before] = await tx.select().from(entityStatuses).where(where).for('update');
    if (!before) throw notFound('The status');
    await updateStatusWording(tx, before.id, input);
    await recordAudit(tx, scope, {
      action: 'settings.workflow.save',
      entityType: 'entityStatus',
      entityId: `${workflowCode}:${before.code}`,
      details: { before: { name: before.name, nameFr: before.nameFr, rank: before.rank }, after: input },
    });
  });
  return (await getWorkflows(services.db, language)).find((w) => w.code === workflowCode)!;
}

type CompanyInput = ParsedBy<typeof updateCompanyDetailsSchemas>['body'];

/** PUT /admin-settings/cp/company-details: the owner company (OWNER_COMPANY_CODE) as GET /CPCompanyDetails answers it. */
export async function updateCompanyDetails(services: Services, scope: Scope, input: CompanyInput) {
  // The storefront's footer shows the company's details: its kept pages are dropped once the change is committed.
  return changeContent(services.db, async (tx) => {
    const [owner] = await tx
      .select({ company: companies })
      .from(hardcodedSettings)
      .innerJoin(companies, eq(companies.code, hardcodedSettings.valStr))
      .where(eq(hardcodedSettings.code, OWNER_COMPANY_CODE))
      .for('update', { of: companies });
    if (!owner) throw notFound('The owner company');
    // A partial update (the contract): the fields left out are undefined and stay as they are.
    const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    const [updated] =
      Object.keys(changes).length === 0
        ? [owner.company]
        : await tx.update(companies).set(changes).where(eq(companies.id, owner.company.id)).returning();
    const { id: _id, ...before } = owner.company;
    await recordAudit(tx, scope, {
      action: 'settings.company.save',
      entityType: 'company',
      entityId: owner.company.code,
      details: { before, after: changes },
    });
    const { id: _updatedId, ...answer } = updated!;
    return { ...answer, ...(await placeCodes(tx, answer.countryName, answer.stateName)) };
  });
}
