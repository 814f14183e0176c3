import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import apiWalls from './eslint/api-walls.js';
import webWalls from './eslint/web-walls.js';
import commentRules from './eslint/comment-rules.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  // Walls of the API on resolved paths (docs/architecture.md), errors not warnings.
  ...apiWalls,
  // The seed, the plugins and app.ts behind the modules' doors.
  ...(await import('./eslint/composition-walls.js')).default,
  // The web app's rules and walls between features.
  ...webWalls,
  // Comments cite the spec or docs/decisions.md, never a tracker's number.
  ...commentRules,
);
