import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md names every API module, flow and web feature of the tree, so that a newcomer who reads it
 * finds each domain under its name: a folder added, renamed or removed without the doc fails here, and so does a name
 * the doc keeps after its folder is gone.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');

/** The names in the first column of the table under the heading that starts with `heading`. */
function documentedNames(heading: string): string[] {
  const start = doc.indexOf(`\n### ${heading}`);
  expect(start, `docs/architecture.md has a "### ${heading}" section`).toBeGreaterThan(-1);
  const next = doc.indexOf('\n#', start + 1);
  const section = doc.slice(start, next === -1 ? undefined : next);
  return [...section.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]!).sort();
}

function folders(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** A flow is a source file of flows/ that is not a test. */
function flows(): string[] {
  return readdirSync(path.join(root, 'apps/api/src/flows'))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => name.replace(/\.ts$/, ''))
    .sort();
}

describe('docs/architecture.md', () => {
  it('names every API module of apps/api/src/modules, and no other', () => {
    expect(documentedNames('API modules')).toEqual(folders('apps/api/src/modules'));
  });

  it('names every flow of apps/api/src/flows, and no other', () => {
    expect(documentedNames('Flows')).toEqual(flows());
  });

  // A domain with two faces is one feature with sub-folders (`catalog/admin`): the doc may name those too.
  it('names every web feature of apps/web/app/features, and no other', () => {
    const names = documentedNames('Web features');
    const features = [...new Set(names.map((name) => name.split('/')[0]!))].sort();
    expect(features).toEqual(folders('apps/web/app/features'));
    for (const name of names.filter((n) => n.includes('/')))
      expect(folders(path.dirname(`apps/web/app/features/${name}`)), name).toContain(path.basename(name));
  });
});
