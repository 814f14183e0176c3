// A door of features/commissions (eslint/web-walls.js): what routes may import from components/commissions-screen.tsx.
export { CommissionsScreen } from '../components/commissions-screen';
