// A door of features/family-links (eslint/web-walls.js): the family page and its loader, for the memorial route.
export { MemorialPage } from '../components/memorial-page';
export { loadMemorialView, type MemorialView } from '../api/get-family-page';
