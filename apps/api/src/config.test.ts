import { describe, expect, it } from 'vitest';
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
