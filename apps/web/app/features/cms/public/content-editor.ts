// A door of features/cms (eslint/web-walls.js): what routes, layouts and other features may import from components/content-editor.tsx.
export { ContentEditor } from '../components/content-editor';
