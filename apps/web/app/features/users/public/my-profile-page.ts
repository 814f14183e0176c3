// A door of features/users (eslint/web-walls.js): what routes, layouts and other features may import from profile/components/my-profile-page.tsx.
export { MyProfilePage } from '../profile/components/my-profile-page';
