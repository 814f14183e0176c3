import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';

/**
 * Each operation's documented example request (GET /api/openapi.json), replayed as a partner would send it: signed
 * in as the demo staff user, or as the demo customer when staff may not make the call, or anonymously for a public
 * call. The answer's status is one the document lists for the operation and its body matches that status's schema.
 * A read with no input is its own example; every read that needs an input has one.
 */
interface Parameter {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  example?: unknown;
  examples?: Record<string, { value: unknown }>;
}
interface Media {
  schema?: object;
  example?: unknown;
  examples?: Record<string, { value: unknown }>;
}
interface Operation {
  operationId: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
}

// Calls that end or replace the caller's own session would sign the demo user out of the rest of the run.
const SESSION_ENDING = new Set(['logout', 'switchUser', 'switchCustomer', 'changePassword']);
const firstExample = (item: { example?: unknown; examples?: Record<string, { value: unknown }> }) =>
  item.example !== undefined ? item.example : Object.values(item.examples ?? {})[0]?.value;

let t: TestApp;
let operations: (Operation & { method: string; url: string })[];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  tokens.admin = (await t.login(DEMO.admin)).token;
  tokens.customer = (await t.login(DEMO.customer)).token;
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
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

/** The operation's example request, or null when it has none (or lacks a value for a required input). */
function exampleRequest(operation: Operation & { method: string; url: string }) {
  const parameters = operation.parameters ?? [];
  const body = operation.requestBody?.content['application/json'];
  const bodyExample = body ? firstExample(body) : undefined;
  const given = parameters.filter((p) => firstExample(p) !== undefined);
  const needsInput =
    parameters.some((p) => p.in === 'path' || p.required) || operation.requestBody !== undefined;
  if (given.length === 0 && bodyExample === undefined && (needsInput || operation.method !== 'GET'))
    return null;
  if (parameters.some((p) => (p.in === 'path' || p.required) && firstExample(p) === undefined)) return null;
  if (operation.requestBody?.content['application/json'] && bodyExample === undefined) return null;
  let url = operation.url;
  const search = new URLSearchParams();
  for (const p of given) {
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(String(firstExample(p))));
    else search.set(p.name, String(firstExample(p)));
  }
  return { url: search.size > 0 ? `${url}?${search}` : url, body: bodyExample };
}

describe('the documented examples of every operation', () => {
  it('give every read that needs an input an example request', () => {
    const missing = operations
      .filter((operation) => operation.method === 'GET' && exampleRequest(operation) === null)
      .map((operation) => operation.operationId);
    expect(missing).toEqual([]);
  });

  it('are answered with a documented status and a body matching its schema', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addFormat('binary', true);
    const failures: string[] = [];
    let replayed = 0;
    for (const operation of operations) {
      const request = exampleRequest(operation);
      if (!request || SESSION_ENDING.has(operation.operationId)) continue;
      replayed += 1;
      const roles = operation.security?.length === 0 ? [null] : ['admin', 'customer'];
      let res;
      for (const role of roles) {
        res = await t.app.inject({
          method: operation.method as 'GET',
          url: request.url,
          headers: role ? t.bearer(tokens[role]!) : {},
          ...(request.body === undefined ? {} : { payload: request.body as object }),
        });
        // Staff may not make a customer's call (or the reverse): the demo user who may is asked next.
        if (res.statusCode !== 403) break;
      }
      const name = `${operation.operationId} (${operation.method} ${request.url}) answered ${res!.statusCode}`;
      const documented = operation.responses[String(res!.statusCode)];
      if (!documented) {
        failures.push(`${name}, which the document does not list`);
        continue;
      }
      const type = String(res!.headers['content-type'] ?? '').split(';')[0]!;
      const schema = documented.content?.[type]?.schema;
      if (type !== 'application/json') {
        const listed = [type, `${type.split('/')[0]}/*`, '*/*'].some((t) => documented.content?.[t]);
        if (!listed) failures.push(`${name} as ${type}, which the document does not list`);
        continue;
      }
      if (schema && !ajv.validate(schema, res!.json()))
        failures.push(`${name}, a body outside its schema: ${ajv.errorsText(ajv.errors)}`);
    }
    expect(failures).toEqual([]);
    expect(replayed).toBeGreaterThan(100);
  }, 300_000);
});
