// A door of features/production (eslint/web-walls.js): what routes, layouts and other features may import from components/mail-choice-card.tsx.
export { ProductionMailChoiceCard } from '../components/mail-choice-card';
