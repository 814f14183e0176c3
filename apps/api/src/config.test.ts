import { mkdtempSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ JWT_SECRET: 'x'.repeat(32) });
    expect(config).toMatchObject({ HOST: '127.0.0.1', PORT: 3000, LOG_LEVEL: 'info', CORS_ORIGINS: [] });
    expect(config.DATA_DIR).toMatch(/\/data$/);
  });

  it('reports one line per bad variable', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 'short',
        LOG_LEVEL: 'loud',
        SMTP_URL: 'http://mail',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const lines = (error as ConfigError).lines;
      expect(lines.map((l) => l.split(':')[0]).sort()).toEqual([
        'DATABASE_URL',
        'JWT_SECRET',
        'LOG_LEVEL',
        'PORT',
        'SMTP_URL',
      ]);
    }
  });
});

describe('configuration errors', () => {
  it('never echo a secret value', () => {
    try {
      loadConfig({ JWT_SECRET: 'my-short-secret', PORT: '99999' });
      expect.unreachable();
    } catch (error) {
      const text = (error as ConfigError).lines.join('\n');
      expect(text).not.toContain('my-short-secret');
      expect(text).toContain('PORT: must be a whole number from 0 to 65535 (got "99999")');
    }
  });
});

describe('the JWT secret', () => {
  // Committed to the repository once (apps/api/data/jwt-secret), so public: a server must never sign with it.
  const published = 'GGeyF8_TC7jdNRVcf5EXvPSNbGH49cnibVU2TG2vtOFBid_zjSPyQd_L5tlyjTgS';
  const dataDir = () => mkdtempSync(path.join(tmpdir(), 'portal-config-'));

  it('refuses the secret that was published, from the environment or from DATA_DIR, with one line', () => {
    for (const name of ['JWT_SECRET', 'JWT_PREVIOUS_SECRET']) {
      const error = catchConfigError(() => loadConfig({ JWT_SECRET: 'y'.repeat(40), [name]: published }));
      expect(error.lines).toEqual([
        `${name}: is a secret that was published with the code; generate a new one (openssl rand -base64 48)`,
      ]);
    }
    const dir = dataDir();
    writeFileSync(path.join(dir, 'jwt-secret'), `${published}\n`);
    const fromFile = catchConfigError(() => loadConfig({ DATA_DIR: dir }));
    expect(fromFile.lines).toHaveLength(1);
    expect(fromFile.lines[0]).toContain('jwt-secret: is a secret that was published with the code');
    expect(fromFile.lines[0]).not.toContain(published);
  });

  it('generates a new secret into DATA_DIR when none is set, and keeps it across starts', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).JWT_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).JWT_SECRET).toBe(first);
  });

  it('says in one line that DATA_DIR cannot be written when the generated secret must be kept there', () => {
    // Under a file: unwritable even for root, who ignores permissions.
    const file = path.join(dataDir(), 'a-file');
    writeFileSync(file, '');
    const error = catchConfigError(() => loadConfig({ DATA_DIR: path.join(file, 'data') }));
    expect(error.lines).toEqual([
      expect.stringMatching(
        /^DATA_DIR: cannot keep the generated JWT secret in .* \(ENOTDIR\): make DATA_DIR writable or set JWT_SECRET$/,
      ),
    ]);
  });

  it('drains requests at shutdown for longer than a card call may take, unless told otherwise', () => {
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32), PAYMENT_TIMEOUT_MS: '20000' }).SHUTDOWN_DRAIN_MS).toBe(
      25_000,
    );
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32), SHUTDOWN_DRAIN_MS: '40000' }).SHUTDOWN_DRAIN_MS).toBe(
      40_000,
    );
  });

  it('refuses a previous secret shorter than 32 characters without echoing it', () => {
    const error = catchConfigError(() =>
      loadConfig({ JWT_SECRET: 'y'.repeat(40), JWT_PREVIOUS_SECRET: 'old-short' }),
    );
    expect(error.lines).toEqual(['JWT_PREVIOUS_SECRET: must be at least 32 characters']);
  });
});

function catchConfigError(run: () => unknown): ConfigError {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('media storage configuration', () => {
  const secret = { JWT_SECRET: 'x'.repeat(32) };

  it('keeps media on disk unless S3_BUCKET is set', () => {
    expect(loadConfig(secret).S3_BUCKET).toBeUndefined();
    const s3 = loadConfig({
      ...secret,
      S3_BUCKET: 'portal-media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret-value',
      S3_FORCE_PATH_STYLE: '1',
    });
    expect(s3).toMatchObject({
      S3_BUCKET: 'portal-media',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: true,
    });
  });

  it('refuses half an S3 configuration, one line per variable, never echoing the secret key', () => {
    const linesOf = (env: Record<string, string>) => {
      try {
        loadConfig({ ...secret, ...env });
        return [];
      } catch (error) {
        return (error as ConfigError).lines;
      }
    };
    expect(linesOf({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([
      'S3_BUCKET: is required when S3_ENDPOINT is set',
    ]);
    const lines = linesOf({ S3_BUCKET: 'portal-media', S3_SECRET_ACCESS_KEY: 'very-secret' });
    expect(lines).toEqual(['S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together']);
    expect(linesOf({ S3_BUCKET: 'Bad_Bucket' })[0]).toMatch(/^S3_BUCKET: must be a bucket name/);
    expect(linesOf({ S3_BUCKET: 'b'.repeat(5), S3_PREFIX: 'no-slash' })[0]).toMatch(/^S3_PREFIX:/);
    expect(lines.join('\n')).not.toContain('very-secret');
  });
});
