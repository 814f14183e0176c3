import { domainKey } from '../../../lib/calls';

/** Everything custom orders cache (lists, sets, details), under the domain's key: a new order invalidates it. */
export const customOrderKeys = { all: domainKey('custom-orders') };
