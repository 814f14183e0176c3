import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const postgresUrl = z
  .string()
  .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// or postgresql:// URL');

/** Every environment variable the product reads; README's configuration table mirrors this schema. */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .refine((v) => /^smtps?:\/\//.test(v), 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Jewelry Portal <no-reply@portal.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(30),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  UPLOAD_LIMIT_BYTES: z.coerce.number().int().min(1024).default(20_971_520),
  TRUST_PROXY: booleanFlag,
  CAPTCHA_SECRET: z.string().optional(),
  CAPTCHA_SITE_KEY: z.string().optional(),
  WEB_BUILD_DIR: z.string().optional(),
});

export type Config = z.infer<typeof configSchema> & { JWT_SECRET: string };

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
    const lines = parsed.error.issues.map(
      (issue) =>
        `${issue.path.join('.') || 'environment'}: ${issue.message} (got ${JSON.stringify(input[String(issue.path[0])] ?? null)})`,
    );
    throw new ConfigError(lines);
  }
  const config = parsed.data;
  return {
    ...config,
    DATA_DIR: path.resolve(config.DATA_DIR),
    JWT_SECRET: config.JWT_SECRET ?? jwtSecretFromDataDir(config.DATA_DIR),
  };
}

/**
 * Without JWT_SECRET a single instance still keeps its sessions across restarts: the secret is generated once and kept
 * in DATA_DIR. Several instances must share JWT_SECRET (README: "Several instances").
 */
function jwtSecretFromDataDir(dataDir: string): string {
  const file = path.join(path.resolve(dataDir), 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
