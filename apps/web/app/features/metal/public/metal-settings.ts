// A door of features/metal (eslint/web-walls.js): what routes may import of the metal settings section.
export { MetalSettingsSection } from '../components/metal-settings-form';
