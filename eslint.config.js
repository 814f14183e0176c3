import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import webWalls from './eslint/web-walls.js';

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
  // Walls between domains (docs/architecture.md), errors not warnings.
  {
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*test-kit.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.)[^/]+/(?!public$).+',
              message: 'Another module is reached only through its public.ts.',
            },
            { regex: '/db/seed(/|$)', message: 'Nothing at runtime reads the seed.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/flows/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '/modules/[^/]+/(?!public$).+',
              message: 'A flow reaches a module only through its public.ts.',
            },
            { regex: '/db/seed(/|$)', message: 'Nothing at runtime reads the seed.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/platform/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '/modules/', message: 'The platform imports no module.' },
            { regex: '/db/seed(/|$)', message: 'Nothing at runtime reads the seed.' },
          ],
        },
      ],
    },
  },
  ...(await import('./eslint/composition-walls.js')).default,
  // The web app's rules and walls between features.
  ...webWalls,
);
