/** What the payments folder uses of the cards service (lint: a sibling folder only through public.ts). */
export { updateCardDetails, type CardDetails } from './card-details';
export { PROCESSOR_ERROR, getCreditCards, payingCustomer, processorName, usableCard } from './service';
