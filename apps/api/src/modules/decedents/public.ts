// The decedents module's door: who may see a print, the demo prints' pictures, the prints that cart and order lines
// reference, and the chain of custody (every access to a print is recorded; a print is used only while authorised).
export {
  assertFingerprintUsable,
  fingerprintRefs,
  fingerprintsBelongTo,
  mayViewFingerprint,
} from './fingerprints';
export {
  actorOfScope,
  assertPrintUsable,
  PRINT_ACCESS_ACTIONS,
  recordPrintAccess,
  usePrintsOnOrder,
  type PrintAccessAction,
  type PrintActor,
} from './custody';
export { generateDemoPrint } from './print-art';
// The seed checks and draws the demo fingerprints.
export { checkFingerprint } from './fingerprint-quality';
export { demoPrintKey, fingerprintPng } from './print-art';
