import { generateProductArt } from '../modules/catalog/public';
import { mayViewDesignImage } from '../modules/custom-orders/public';
import {
  AUTHORIZATION_FOLDER,
  generateDemoPrint,
  mayViewAuthorizationFile,
  mayViewFingerprint,
} from '../modules/decedents/public';
import { generateDemoAsset, mayViewLibraryFile, MEDIA_LIBRARY_FOLDER } from '../modules/media/public';
import { mayViewNoteImage } from '../modules/orders/public';
import {
  mayViewProofImage,
  mayViewRepairPhoto,
  mayViewStagePhoto,
  PHOTO_FOLDER,
  PROOF_FOLDER,
  REPAIR_PHOTO_FOLDER,
} from '../modules/production/public';
import { registerMediaRoute } from '../platform/media-route';
import type { Services } from '../platform/request-context';
import { sharedPlugin } from './shared-plugin';

/**
 * Stored images at /media: demo pictures drawn on first request, and the private folders each behind the rule of the
 * module that owns them.
 */
export const media = sharedPlugin<{ services: Services }>('media', async (app, { services }) => {
  registerMediaRoute(app, services, {
    generate: async (key) =>
      (await generateProductArt(key)) ?? (await generateDemoPrint(key)) ?? generateDemoAsset(key),
    privateFolders: {
      'order-notes': mayViewNoteImage,
      [PHOTO_FOLDER]: mayViewStagePhoto,
      [PROOF_FOLDER]: mayViewProofImage,
      [REPAIR_PHOTO_FOLDER]: mayViewRepairPhoto,
      'custom-orders': mayViewDesignImage,
      fingerprints: mayViewFingerprint,
      [AUTHORIZATION_FOLDER]: mayViewAuthorizationFile,
      [MEDIA_LIBRARY_FOLDER]: mayViewLibraryFile,
    },
  });
});
