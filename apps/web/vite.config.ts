import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { chunkPlan } from './scripts/chunk-plan.ts';
import { featureDoors } from './scripts/feature-doors.ts';
import { pureSharedConstants } from './scripts/pure-shared-constants.ts';

// In development the API runs on its own port (npm run dev -w apps/api); production serves both from one process.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [pureSharedConstants(), featureDoors(), reactRouter(), chunkPlan()],
  resolve: {
    dedupe: ['react', 'react-dom', 'react-router'],
  },
  ssr: {
    // The shared package is TypeScript source; it must be compiled into the server build.
    noExternal: ['@portal/shared'],
  },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
});
