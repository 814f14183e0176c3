// The decedents module's door: who may see a print, the demo prints' pictures, and the prints that cart and order
// lines reference.
export {
  assertFingerprintUsable,
  fingerprintRefs,
  fingerprintsBelongTo,
  mayViewFingerprint,
} from './fingerprints';
export { generateDemoPrint } from './print-art';
// The seed checks and draws the demo fingerprints.
export { checkFingerprint } from './fingerprint-quality';
export { demoPrintKey, fingerprintPng } from './print-art';
