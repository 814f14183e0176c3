// A door of features/family-links (eslint/web-walls.js): the decedent drawer's family links, for the decedents route.
export { FamilyLinksSection } from '../components/family-links-section';
