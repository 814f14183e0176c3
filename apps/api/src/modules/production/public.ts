// The production module's door: the private media route asks who may see a move's photos; the reference seed loads
// the demo stages.
export { mayViewStagePhoto } from './timeline-service';
export { seedProductionStages } from './stages-service';
export { PHOTO_FOLDER } from './moves-service';
// The submission books a job order's rush tier and charges its fee.
export { goodsOf, recordJobPromise, rushChoiceFor, type RushChoice } from './promise-service';
export { mayViewProofImage, PROOF_FOLDER } from './proofs-service';
export { mayViewRepairPhoto, REPAIR_PHOTO_FOLDER } from './repairs-service';
