// The CMS module's door: the seed writes the demo components and contents through the CMS's own saves.
export { saveComponentField } from './components';
export { saveContentWithFields } from './contents';
