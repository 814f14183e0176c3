import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  future: {
    // Session and guards run as middleware so that one session lookup serves every loader of a request.
    v8_middleware: true,
  },
} satisfies Config;
