import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';

/**
 * Every call of the OpenAPI document, driven with generated hostile input (wrong types, numbers beyond any range, NUL
 * bytes, broken Unicode, long strings, injection text) anonymously and as each demo role: no answer is a 5xx, none
 * shows a stack trace, SQL or a file path, and every status is one the document lists for the call (a client
 * generated from the document has a type for it). HOSTILE_RUNS sets the cases per call (default 6).
 */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 6);
// Calls that end or replace the caller's own session would sign the role out of the rest of the run.
const SESSION_ENDING = new Set(['logout', 'switchUser', 'switchCustomer', 'changePassword']);
const LEAK = [
  /\n\s+at .+:\d+:\d+/, // a stack frame
  /node_modules|\/work\/|\/src\/|\.ts:\d+/, // a file path
  // SQL ("Select at least one invoice" is a message of ours, not a query; nor is a setting's type "select")
  /\b(SELECT(?! at least)(?!")|INSERT INTO|UPDATE \w+ SET|DELETE FROM)\b|syntax error at|violates .* constraint|relation "/i,
];

interface Operation {
  method: string;
  url: string;
  operationId: string;
  parameters?: { name: string; in: 'path' | 'query' }[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  responses: Record<string, unknown>;
}

let t: TestApp;
let operations: Operation[];
const tokens: Record<string, string | null> = { anonymous: null };

beforeAll(async () => {
  t = await createTestApp({
    env: { RATE_LIMIT_PER_MINUTE: '1000000', LOGIN_MAX_FAILURES_PER_IP: '100000' },
  });
  for (const [role, account] of Object.entries(DEMO)) tokens[role] = (await t.login(account)).token;
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, Omit<Operation, 'method' | 'url'>>>;
  };
  operations = Object.entries(doc.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      ...operation,
      method: method.toUpperCase(),
      url,
    })),
  );
}, 120_000);
afterAll(() => t.close());

const hostileText = fc.oneof(
  fc.constantFrom(
    '9007199254740991',
    '2147483648',
    '-1',
    '0',
    '1e309',
    'NaN',
    'null',
    'true',
    '\u0000',
    'a\u0000b',
    '\uD800',
    '../../../etc/passwd',
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    '%00',
    '%',
    '{{7*7}}',
    '',
    ' ',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 5000 }),
  fc.integer().map(String),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 5 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
);

/** Percent-encodes any text, broken Unicode included (as the bytes of a lone surrogate). */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text.replace(
      /[^A-Za-z0-9]/g,
      (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0').slice(-2)}%ED%A0%80`,
    );
  }
}

const caseFor = (operation: Operation) => {
  const pathNames = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
  const queryNames = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const bodyNames = Object.keys(operation.requestBody?.content['application/json']?.schema?.properties ?? {});
  return fc
    .record({
      role: fc.constantFrom(...Object.keys(tokens)),
      path: fc.tuple(...pathNames.map(() => hostileText)),
      query: fc.tuple(...queryNames.map(() => fc.option(hostileText, { nil: undefined }))),
      body: fc.oneof(
        fc
          .tuple(...bodyNames.map(() => fc.option(hostileValue, { nil: undefined })))
          .map((values) =>
            Object.fromEntries(
              bodyNames.map((name, i) => [name, values[i]]).filter(([, v]) => v !== undefined),
            ),
          ),
        hostileValue,
      ),
    })
    .map(({ role, path, query, body }) => {
      let url = operation.url;
      pathNames.forEach((name, i) => (url = url.replace(`{${name}}`, encode(path[i]!) || '0')));
      const search = queryNames
        .map((name, i) => (query[i] === undefined ? null : `${name}=${encode(query[i]!)}`))
        .filter(Boolean)
        .join('&');
      return { role, url: search ? `${url}?${search}` : url, body };
    });
};

describe('every call of the OpenAPI document under hostile input', () => {
  it('answers no 5xx, leaks no stack trace, SQL or file path, and answers only statuses it documents', async () => {
    expect(operations.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const operation of operations) {
      await fc
        .assert(
          fc.asyncProperty(caseFor(operation), async ({ role, url, body }) => {
            if (role !== 'anonymous' && SESSION_ENDING.has(operation.operationId)) return;
            const token = tokens[role];
            const res = await t.app.inject({
              method: operation.method as 'GET',
              url,
              headers: token ? t.bearer(token) : {},
              ...(operation.method === 'GET' || operation.method === 'DELETE'
                ? {}
                : { payload: body as object }),
            });
            const problem =
              res.statusCode >= 500
                ? `${res.statusCode}`
                : LEAK.find((pattern) => pattern.test(res.body))
                  ? 'a leak'
                  : !(String(res.statusCode) in operation.responses)
                    ? `${res.statusCode}, which the document does not list (${Object.keys(operation.responses).join(', ')})`
                    : null;
            if (problem)
              failures.push(`${operation.method} ${url} as ${role}: ${problem} ${res.body.slice(0, 300)}`);
            return problem === null;
          }),
          {
            numRuns: RUNS,
            seed: Number(process.env.HOSTILE_SEED ?? Date.now() % 2 ** 31),
            endOnFailure: true,
          },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
