// A door of features/memo (eslint/web-walls.js): what routes may import from components/memo-screen.tsx.
export { MemoScreen } from '../components/memo-screen';
