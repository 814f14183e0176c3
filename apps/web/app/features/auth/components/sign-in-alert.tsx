// Mantine's Alert as a module of its own: the sign-in form shows it only after a failed attempt, so it loads then and
// the sign-in page stays within its 150 KB of first-load JavaScript (docs/benchmarks.md).
export { Alert as default } from '@mantine/core';
