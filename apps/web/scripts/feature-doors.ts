import type { Plugin } from 'vite';

/** A feature's door: a file of app/features/<x>/public/ that only re-exports (eslint/web-walls.js). */
const FEATURE_DOOR = /\/app\/features\/[^/]+\/public\/[^/]+\.ts$/;

/**
 * Tells the bundler that a feature's door has no side effects of its own, so an import through it compiles as an
 * import of the module behind it. Without this, the bundler kept the doors as modules without code; one imported by a
 * single page became a script file of its own (one more request on that page), against the chunk plan's grouping.
 */
export function featureDoors(): Plugin {
  return {
    name: 'portal:feature-doors',
    apply: 'build',
    transform: {
      filter: { id: FEATURE_DOOR },
      handler(code) {
        return { code, map: null, moduleSideEffects: false };
      },
    },
  };
}
