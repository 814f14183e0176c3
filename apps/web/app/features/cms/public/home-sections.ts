// A door of features/cms (eslint/web-walls.js): what routes, layouts and other features may import from components/home-sections.tsx.
export { HomeBanner, HomeCards, SectionButton } from '../components/home-sections';
