import { ROLES } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { availableActions, canChangeStatusInBulk } from './order-actions';

const permissionsOf = (role: string) => ROLES.find((r) => r.code === role)!.permissions;
const customerAdmin = { permissions: permissionsOf('CUSTOMER_ADMIN'), isStaff: false };
const buyer = { permissions: permissionsOf('CUSTOMER_BUYER'), isStaff: false };
const readOnly = { permissions: permissionsOf('READ_ONLY'), isStaff: false };
const staff = { permissions: permissionsOf('SALES_STAFF'), isStaff: true };

const sorted = (set: Set<string>) => [...set].sort();

describe('order actions', () => {
  it('offers a brand-new job order to be cancelled and re-ordered, but not approved nor declined', () => {
    expect(sorted(availableActions('JO', { statusCode: 'NEW', listGroup: 'new' }, customerAdmin))).toEqual([
      'addNote',
      'cancel',
      'reorder',
    ]);
  });

  it('offers a job order awaiting the customer’s approval to be approved or declined by a customer admin', () => {
    expect(
      sorted(availableActions('JO', { statusCode: 'AWAITING_APPROVAL', listGroup: 'new' }, customerAdmin)),
    ).toEqual(['addNote', 'approve', 'cancel', 'decline', 'reorder']);
  });

  it('no longer offers cancel, approve or decline once the job is in work', () => {
    const actions = availableActions(
      'JO',
      { statusCode: 'APPROVED', listGroup: 'processing' },
      customerAdmin,
    );
    expect(sorted(actions)).toEqual(['addNote', 'reorder']);
  });

  it('hides what the user lacks the permission for', () => {
    expect(sorted(availableActions('JO', { statusCode: 'NEW', listGroup: 'new' }, buyer))).toEqual([
      'addNote',
      'cancel',
      'reorder',
    ]);
    expect(availableActions('JO', { statusCode: 'NEW', listGroup: 'new' }, readOnly).size).toBe(0);
    expect(availableActions('PQ', { statusCode: 'SENT', listGroup: 'new' }, readOnly).size).toBe(0);
  });

  it('lets staff set statuses and write internal notes', () => {
    const actions = availableActions('JO', { statusCode: 'IN_PRODUCTION', listGroup: 'processing' }, staff);
    expect(actions.has('setStatus')).toBe(true);
    expect(actions.has('addInternalNote')).toBe(true);
    expect(
      availableActions('PQ', { statusCode: 'APPROVED', listGroup: 'closed' }, staff).has('setStatus'),
    ).toBe(true);
  });

  it('answers an open quote, not a closed one', () => {
    expect(sorted(availableActions('PQ', { statusCode: 'SENT', listGroup: 'new' }, customerAdmin))).toEqual([
      'addNote',
      'approve',
      'decline',
    ]);
    expect(
      sorted(availableActions('PQ', { statusCode: 'DECLINED', listGroup: 'closed' }, customerAdmin)),
    ).toEqual(['addNote']);
  });

  it('invoices a sales order once, by staff, unless cancelled', () => {
    const state = (statusCode: string) => ({ statusCode, listGroup: 'new' });
    expect(availableActions('SO', state('NEW'), staff).has('generateInvoice')).toBe(true);
    expect(availableActions('SO', state('INVOICED'), staff).has('generateInvoice')).toBe(false);
    expect(availableActions('SO', state('CANCELLED'), staff).has('generateInvoice')).toBe(false);
    expect(availableActions('SO', state('NEW'), customerAdmin).has('generateInvoice')).toBe(false);
  });

  it('offers a sales order to be ordered again to whoever may fill the cart', () => {
    const invoiced = { statusCode: 'INVOICED', listGroup: 'closed' };
    expect(availableActions('SO', invoiced, customerAdmin).has('reorder')).toBe(true);
    expect(availableActions('SO', invoiced, readOnly).has('reorder')).toBe(false);
  });

  it('offers the bulk status change on job orders to staff only', () => {
    expect(canChangeStatusInBulk('JO', staff)).toBe(true);
    expect(canChangeStatusInBulk('SO', staff)).toBe(false);
    expect(canChangeStatusInBulk('JO', customerAdmin)).toBe(false);
  });
});
