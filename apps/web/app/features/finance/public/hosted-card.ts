// A door of features/finance (eslint/web-walls.js): the processor's hosted card fields alone, without Mantine, for the
// family page that takes a card without a session.
export { mountHostedCard, type HostedCard } from '../hosted-card';
