import type { DashboardCardCode } from '@portal/shared/dashboard/schemas';
import type { ReactNode } from 'react';
import { BalanceCard } from './cards/balance-card';
import { FeaturedCard } from './cards/featured-card';
import { InvoiceSummaryCard, RecentInvoicesCard } from './cards/invoice-cards';
import { MessagesCard } from './cards/messages-card';
import { MetalsCard } from './cards/metals-card';
import { ProductionUpdatesCard } from './cards/production-card';
import { RecentOrdersCard, StatusSummaryCard } from './cards/orders-cards';

/**
 * Each card and the permission its data needs: a card whose data the user may not see is not offered at all (the
 * API would answer 403).
 */
export const CARDS: Record<DashboardCardCode, { permission: string | null; render: () => ReactNode }> = {
  MESSAGES: { permission: null, render: () => <MessagesCard /> },
  BALANCE: { permission: 'CP_INVOICES:VIEW', render: () => <BalanceCard /> },
  JOB_ORDERS: { permission: 'CP_JOB_ORDERS:VIEW', render: () => <RecentOrdersCard kind="JO" /> },
  SALES_ORDERS: { permission: 'CP_SALES_ORDERS:VIEW', render: () => <RecentOrdersCard kind="SO" /> },
  PRICE_QUOTES: { permission: 'CP_PRICE_QUOTES:VIEW', render: () => <RecentOrdersCard kind="PQ" /> },
  JOB_ORDER_STATUS: { permission: 'CP_JOB_ORDERS:VIEW', render: () => <StatusSummaryCard kind="JO" /> },
  SALES_ORDER_STATUS: { permission: 'CP_SALES_ORDERS:VIEW', render: () => <StatusSummaryCard kind="SO" /> },
  PRICE_QUOTE_STATUS: { permission: 'CP_PRICE_QUOTES:VIEW', render: () => <StatusSummaryCard kind="PQ" /> },
  INVOICE_SUMMARY: { permission: 'CP_INVOICES:VIEW', render: () => <InvoiceSummaryCard /> },
  INVOICES: { permission: 'CP_INVOICES:VIEW', render: () => <RecentInvoicesCard /> },
  METALS: { permission: null, render: () => <MetalsCard /> },
  FEATURED: { permission: null, render: () => <FeaturedCard /> },
  PRODUCTION_UPDATES: { permission: 'CP_JOB_ORDERS:VIEW', render: () => <ProductionUpdatesCard /> },
};
