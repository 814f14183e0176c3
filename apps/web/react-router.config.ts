import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  future: {
    // Session and guards run as middleware so that one session lookup serves every loader of a request.
    v8_middleware: true,
    // The other v8 behaviours are declined until the upgrade to v8 is tried as a whole (docs/decisions.md, "A quiet
    // first start"): the chunk plan and the storefront's script budget depend on how route modules are split.
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
