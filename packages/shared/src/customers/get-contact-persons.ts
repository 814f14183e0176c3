import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { contactPerson, customerIdQuery } from './schemas';

export const getContactPersonsSchemas = () => ({ query: customerIdQuery, response: z.array(contactPerson) });

/** GET /customers/getContactPersons: the contact persons of the active customer (staff: of the customer named). */
export const getContactPersons = defineCall<typeof getContactPersonsSchemas>()({
  name: 'getContactPersons',
  domain: 'customers',
  method: 'GET',
  path: '/customers/getContactPersons',
  permission: ['CP_MY_PROFILE:VIEW', 'CP_CUSTOMERS:VIEW'],
  summary: 'Contact persons of the active customer (staff: of any customer)',
});
