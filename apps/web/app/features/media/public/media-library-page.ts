// A door of features/media (eslint/web-walls.js): what routes, layouts and other features may import from components/media-library-page.tsx.
export { MediaLibraryPage } from '../components/media-library-page';
