// A door of features/cms (eslint/web-walls.js): what routes, layouts and other features may import from components/component-editor.tsx.
export { ComponentEditor } from '../components/component-editor';
