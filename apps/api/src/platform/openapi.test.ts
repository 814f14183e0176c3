import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

// The document a partner developer reads (GET /api/openapi.json), checked as they would check it: Redocly's
// recommended rules with no error and no warning, and a typed client generated from it that compiles.
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../../..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

let t: TestApp;
let doc: {
  openapi: string;
  servers?: unknown[];
  paths: Record<string, Record<string, { operationId?: string; security?: unknown[]; responses: object }>>;
};
const dir = mkdtempSync(path.join(tmpdir(), 'portal-openapi-'));

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(doc));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ url, method, operation })),
  );

describe('the OpenAPI document', () => {
  it('names every operation after its contract, once', () => {
    const names = operations().map(({ operation }) => operation.operationId);
    expect(names.filter((name) => name === undefined)).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
  });

  it('documents the refusals of every call with the envelope', () => {
    for (const { url, method, operation } of operations()) {
      const refusals = Object.keys(operation.responses).filter((status) => status.startsWith('4'));
      expect(refusals.length, `${method} ${url}`).toBeGreaterThan(0);
    }
    const login = doc.paths['/api/auth/portal-login']!.post!;
    expect(login.security).toEqual([]);
    const orders = doc.paths['/api/JobOrders/job-orders']!.get!;
    expect(orders.security).toBeUndefined(); // the document's default: the bearer token
    expect(Object.keys(orders.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
  });

  it('passes redocly lint (recommended rules) with no error and no warning', () => {
    // The spec's paths are fixed (outside clients rely on them); the few it makes ambiguous are listed, each with
    // its reason, in openapi-lint-ignore.yaml, so the rule stays on for every other path.
    copyFileSync(path.join(here, 'openapi-lint-ignore.yaml'), path.join(dir, '.redocly.lint-ignore.yaml'));
    copyFileSync(path.join(root, 'redocly.yaml'), path.join(dir, 'redocly.yaml'));
    const lint = spawnSync(bin('redocly'), ['lint', 'openapi.json', '--format=json', '--max-problems=1000'], {
      cwd: dir,
      encoding: 'utf8',
      env: {
        ...process.env,
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
        NO_COLOR: '1',
      },
    });
    const report = JSON.parse(lint.stdout.slice(lint.stdout.indexOf('{'))) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
    };
    const problems = report.problems.map((p) => `${p.ruleId}: ${p.message} ${p.location[0]?.pointer ?? ''}`);
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    expect(lint.status).toBe(0);
  });

  it('generates a typed client with openapi-typescript that compiles', async () => {
    const types = astToString(await openapiTS(JSON.parse(JSON.stringify(doc))));
    writeFileSync(path.join(dir, 'api.d.ts'), types);
    // A partner's first call, typed by the generated client: the job-order list's answer.
    writeFileSync(
      path.join(dir, 'use.ts'),
      [
        "import type { paths } from './api';",
        "type JobOrders = paths['/api/JobOrders/job-orders']['get']['responses'][200]['content']['application/json'];",
        'export const pageSize = (answer: JobOrders): number | undefined => answer.value?.pagingData.pageSize;',
      ].join('\n'),
    );
    const tsc = spawnSync(
      bin('tsc'),
      ['--noEmit', '--strict', '--target', 'es2022', '--module', 'nodenext', 'use.ts', 'api.d.ts'],
      { cwd: dir, encoding: 'utf8' },
    );
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  });
});
