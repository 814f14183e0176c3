// The media module's door: who may be served a library file, the demo pictures, the upload limits per use.
export { mayViewLibraryFile, MEDIA_LIBRARY_FOLDER } from './upload';
export {
  generateDemoAsset,
  demoAssetKey,
  demoThumbnailKey,
  demoAssetPng,
  DEMO_ASSET_ART,
  type DemoArt,
} from './demo-art';
export { checkFileForUse, limitsFor, seedAssetLimitations } from './limitations';
