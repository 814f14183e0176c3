// A door of features/family-links (eslint/web-walls.js): the family page's logo and colours, for the profile route.
export { FamilyBrandingCard } from '../components/family-branding-card';
