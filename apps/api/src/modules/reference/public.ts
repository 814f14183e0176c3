/** What other modules may use of reference data (lint: nothing else). */
export { ownerCompany } from './service';
export { placeCodes } from './place-codes';
export { updateStatusWording, type StatusWording } from './statuses';
