import { hasPermission } from '@portal/shared/auth/permission-check';
import { awaitsCustomerApproval } from '@portal/shared/orders/rules';
import { ORDER_KINDS, type OrderKind } from './order-kinds';

export type OrderAction =
  | 'cancel'
  | 'reorder'
  | 'approve'
  | 'decline'
  | 'setStatus'
  | 'addNote'
  | 'addInternalNote'
  | 'generateInvoice';

export interface Viewer {
  permissions: readonly string[];
  isStaff: boolean;
}

export interface OrderState {
  statusCode: string;
  /** The status's tab: new, processing or closed. */
  listGroup: string;
}

/**
 * The actions a user may take on an order now (spec §4): the permission the call needs and the statuses the server
 * accepts, so that nobody is offered a button the server would refuse.
 */
export function availableActions(kind: OrderKind, order: OrderState, viewer: Viewer): Set<OrderAction> {
  const can = (action: string) => hasPermission(viewer.permissions, `${ORDER_KINDS[kind].module}:${action}`);
  const actions = new Set<OrderAction>();
  const add = (action: OrderAction, allowed: boolean) => {
    if (allowed) actions.add(action);
  };
  const closed = order.listGroup === 'closed';
  add('addNote', can('EDIT'));
  switch (kind) {
    case 'JO': {
      // The job has not started while its status is on the new tab: it can be cancelled. Approve and decline only
      // answer a job order staff put to the customer (awaiting approval), never a brand-new one.
      add('cancel', can('EDIT') && order.listGroup === 'new');
      add('approve', can('APPROVE') && awaitsCustomerApproval(order.statusCode));
      add('decline', can('APPROVE') && awaitsCustomerApproval(order.statusCode));
      add('reorder', hasPermission(viewer.permissions, 'CP_SHOPPING_CART:EDIT'));
      add('setStatus', viewer.isStaff && can('STATUS'));
      add('addInternalNote', viewer.isStaff && can('STATUS'));
      break;
    }
    case 'PQ':
      // spec §4: an approved or declined quote leaves the open list.
      add('approve', can('APPROVE') && !closed);
      add('decline', can('APPROVE') && !closed);
      add('setStatus', viewer.isStaff && can('APPROVE'));
      break;
    case 'SO':
      add('reorder', hasPermission(viewer.permissions, 'CP_SHOPPING_CART:EDIT'));
      add(
        'generateInvoice',
        viewer.isStaff && can('EDIT') && !['CANCELLED', 'INVOICED'].includes(order.statusCode),
      );
      break;
  }
  return actions;
}

/** Staff with the status permission move job orders in bulk (spec §4 "status can be changed in bulk"). */
export const canChangeStatusInBulk = (kind: OrderKind, viewer: Viewer) =>
  kind === 'JO' && viewer.isStaff && hasPermission(viewer.permissions, 'CP_JOB_ORDERS:STATUS');
