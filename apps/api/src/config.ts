import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const wholeNumber = (min: number, max: number, fallback: number) => {
  const error = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error }).default(fallback);
};

const optionalWholeNumber = (min: number, max: number) => {
  const error = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error }).optional();
};

const MAX = Number.MAX_SAFE_INTEGER;
/** Values of these are never echoed in an error line. */
const SECRET_VARIABLES = new Set([
  'JWT_SECRET',
  'JWT_PREVIOUS_SECRET',
  'DATABASE_URL',
  'SMTP_URL',
  'CAPTCHA_SECRET',
  'SQUARE_ACCESS_TOKEN',
  'NMI_SECURITY_KEY',
  'S3_SECRET_ACCESS_KEY',
  'METRICS_TOKEN',
]);

/**
 * SHA-256 of secrets that were published (a JWT secret was once committed to the repository as
 * apps/api/data/jwt-secret): anyone with the code could sign tokens with them, so the server refuses to start on one.
 */
const PUBLISHED_SECRETS = new Set(['403da7c9050650ba76fe6e2495508549a9c17f5dc1393a631cf3a45a3ffe0dde']);
const isPublished = (secret: string) =>
  PUBLISHED_SECRETS.has(createHash('sha256').update(secret.trim()).digest('hex'));
const PUBLISHED_MESSAGE =
  'is a secret that was published with the code; generate a new one (openssl rand -base64 48)';

const jwtSecret = z
  .string()
  .min(32, 'must be at least 32 characters')
  .refine((v) => !isPublished(v), PUBLISHED_MESSAGE);

const postgresUrl = z
  .string()
  .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// or postgresql:// URL');

/** Every environment variable the product reads; README's configuration table mirrors this schema. */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: wholeNumber(0, 65535, 3000),
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_POOL_SIZE: wholeNumber(1, 200, 10),
  /** The longest one SQL statement may run (docs/operations.md "When a dependency fails"). */
  DATABASE_STATEMENT_TIMEOUT_MS: wholeNumber(1000, 3_600_000, 30_000),
  /** The longest a statement waits for a lock another transaction holds. */
  DATABASE_LOCK_TIMEOUT_MS: wholeNumber(100, 600_000, 5_000),
  /** The longest a request waits to connect to PostgreSQL, or for a free connection of a full pool. */
  DATABASE_CONNECT_TIMEOUT_MS: wholeNumber(100, 600_000, 5_000),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: z.url().optional(),
  JWT_SECRET: jwtSecret.optional(),
  /** The secret before the last rotation: its tokens keep verifying until they expire (15 minutes). */
  JWT_PREVIOUS_SECRET: jwtSecret.optional(),
  SMTP_URL: z
    .string()
    .refine((v) => /^smtps?:\/\//.test(v), 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Jewelry Portal <no-reply@portal.local>'),
  /** How long the SMTP server may take to accept a connection, greet, or answer a command before an attempt fails. */
  SMTP_TIMEOUT_SECONDS: wholeNumber(1, 300, 10),
  /** How long after it was queued a mail is retried before it is given up (status `failed`). */
  MAIL_GIVE_UP_HOURS: wholeNumber(1, 720, 24),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `text` for a person at a terminal, `json` for a log collector; unset: text when the output is a terminal. */
  LOG_FORMAT: z.enum(['json', 'text']).optional(),
  SEED_DEMO: booleanFlag,
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((o) => o.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(z.url('each origin must be a URL'))),
  RATE_LIMIT_PER_MINUTE: wholeNumber(1, MAX, 1200),
  /** Shared by every instance: the request rate limit is counted there instead of per process. */
  REDIS_URL: z
    .string()
    .refine((v) => /^rediss?:\/\//.test(v), 'must be a redis:// or rediss:// URL')
    .optional(),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: wholeNumber(1, 1000, 5),
  LOGIN_MAX_FAILURES_PER_IP: wholeNumber(1, 100000, 30),
  LOGIN_FAILURE_WINDOW_MINUTES: wholeNumber(1, 1440, 15),
  BODY_LIMIT_BYTES: wholeNumber(1024, 1_073_741_824, 1_048_576),
  UPLOAD_LIMIT_BYTES: wholeNumber(1024, 10_737_418_240, 20_971_520),
  TRUST_PROXY: booleanFlag,
  /** Bearer token that GET /metrics requires; unset, /metrics answers only to the loopback address. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  CAPTCHA_SECRET: z.string().optional(),
  CAPTCHA_SITE_KEY: z.string().optional(),
  WEB_BUILD_DIR: z.string().optional(),
  // Card processors (spec §7 Payments and cards). Without a processor's keys it is off; demo mode serves the sandbox
  // gateway instead.
  SQUARE_BASE_URL: z.url().default('https://connect.squareup.com'),
  SQUARE_ACCESS_TOKEN: z.string().optional(),
  SQUARE_APPLICATION_ID: z.string().optional(),
  SQUARE_LOCATION_ID: z.string().optional(),
  /** Square answers in the shape of the version a request names: pinned so an upgrade is a deliberate change. */
  SQUARE_VERSION: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
    .default('2025-01-23'),
  SQUARE_WEB_SDK_URL: z.url().default('https://web.squarecdn.com/v1/square.js'),
  NMI_BASE_URL: z.url().default('https://secure.nmi.com'),
  NMI_SECURITY_KEY: z.string().optional(),
  /** Public by design (it can only create tokens), so not a secret. */
  NMI_TOKENIZATION_KEY: z.string().optional(),
  NMI_COLLECT_JS_URL: z.url().default('https://secure.nmi.com/token/Collect.js'),
  /** How long a charge may take before its outcome counts as unknown (the payment stays pending until reconciled). */
  PAYMENT_TIMEOUT_MS: wholeNumber(1000, 120_000, 15_000),
  /**
   * How long a stopping server lets requests in flight finish; longer than PAYMENT_TIMEOUT_MS so that a card payment
   * under way gets its answer (unset: PAYMENT_TIMEOUT_MS + 5 s).
   */
  SHUTDOWN_DRAIN_MS: optionalWholeNumber(1000, 600_000),
  /** How often pending card payments are settled from the processor's answer (docs/payments.md §4). */
  PAYMENT_RECONCILE_INTERVAL_MS: wholeNumber(1000, 86_400_000, 60_000),
  /** How often each instance asks the scheduled jobs whether one is due (platform/scheduled-jobs.ts); 0 runs none. */
  SCHEDULED_JOBS_INTERVAL_MS: wholeNumber(0, 86_400_000, 60_000).refine((ms) => ms === 0 || ms >= 1000, {
    error: 'must be 0 (no scheduled jobs) or at least 1000',
  }),
  /** The sandbox gateway's port in demo mode; 0 picks a free one. */
  SANDBOX_GATEWAY_PORT: wholeNumber(0, 65535, 0),
  // Media in S3-compatible object storage (docs/decisions.md "Media storage"): on when S3_BUCKET is set, else
  // DATA_DIR/media on disk.
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3-63 lower-case letters, digits, . and -)',
    )
    .optional(),
  /** Another service than AWS (MinIO, Ceph, R2, ...); AWS itself needs none. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** `bucket` in the path rather than the host name: most non-AWS services need it. */
  S3_FORCE_PATH_STYLE: booleanFlag,
  /** Keys are stored under this prefix, so that several installs may share one bucket. */
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9._-]+\/)*$/, 'must be empty or end with / (e.g. portal/)')
    .default(''),
});

export type Config = z.infer<typeof configSchema> & { JWT_SECRET: string; SHUTDOWN_DRAIN_MS: number };

export class ConfigError extends Error {
  constructor(public readonly lines: string[]) {
    super(lines.join('\n'));
  }
}

/** Reads the environment; throws ConfigError with one line per bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const input = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const shown = SECRET_VARIABLES.has(name) ? '' : ` (got ${JSON.stringify(input[name] ?? null)})`;
      return `${issue.path.join('.') || name}: ${issue.message}${shown}`;
    });
    throw new ConfigError(lines);
  }
  const config = parsed.data;
  const s3Lines = s3Problems(config, input);
  if (s3Lines.length > 0) throw new ConfigError(s3Lines);
  const secret = config.JWT_SECRET ?? jwtSecretFromDataDir(config.DATA_DIR);
  if (config.JWT_SECRET === undefined && isPublished(secret)) {
    throw new ConfigError([
      `${path.join(path.resolve(config.DATA_DIR), 'jwt-secret')}: ${PUBLISHED_MESSAGE}`,
    ]);
  }
  return {
    ...config,
    DATA_DIR: path.resolve(config.DATA_DIR),
    JWT_SECRET: secret,
    SHUTDOWN_DRAIN_MS: config.SHUTDOWN_DRAIN_MS ?? config.PAYMENT_TIMEOUT_MS + 5_000,
  };
}

/** S3 is all or nothing: a half-configured bucket would lose every upload (api-conventions: never start half-configured). */
function s3Problems(config: z.infer<typeof configSchema>, input: Record<string, unknown>): string[] {
  const lines: string[] = [];
  const named = Object.keys(input).filter((name) => name.startsWith('S3_') && name !== 'S3_BUCKET');
  if (!config.S3_BUCKET && named.length > 0)
    lines.push(`S3_BUCKET: is required when ${named.join(', ')} is set`);
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY))
    lines.push(
      `${config.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together`,
    );
  return lines;
}

/**
 * Without JWT_SECRET a single instance still keeps its sessions across restarts: the secret is generated once and kept
 * in DATA_DIR. Several instances must share JWT_SECRET (README: "Several instances").
 */
function jwtSecretFromDataDir(dataDir: string): string {
  const file = path.join(path.resolve(dataDir), 'jwt-secret');
  try {
    if (existsSync(file)) return readFileSync(file, 'utf8').trim();
    mkdirSync(path.dirname(file), { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  } catch (error) {
    const code = (error as { code?: string }).code ?? String(error);
    throw new ConfigError([
      `DATA_DIR: cannot keep the generated JWT secret in ${file} (${code}): make DATA_DIR writable or set JWT_SECRET`,
    ]);
  }
}
