import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { type LayoutName, PAGES } from '../app/pages.ts';

/**
 * Fewer script files per page, each page downloading the same code as before (docs/decisions.md, "Script files
 * grouped by the pages that load them").
 *
 * The bundler splits shared code by the set of route modules that import it. A page loads several route modules at
 * once (the client entry, the root, its layout, its own), so it got 35–55 small files, and a browser that fetches six
 * at a time from one server (HTTP/1.1) spends a round trip on every six. Two modules that exactly the same pages load
 * can share a file without any page downloading more: the build runs twice, the first time to learn which pages load
 * which modules (after tree-shaking, which only a build knows), the second with one file per such set of pages.
 *
 * `npm run build` does both: `CHUNK_PLAN=record react-router build` writes the plan, `react-router build` follows it.
 * Without a plan (a bare `react-router build`), the bundler splits as it would on its own.
 */

const PLAN_FILE = fileURLToPath(new URL('../node_modules/.cache/chunk-plan.json', import.meta.url));
const APP_DIR = fileURLToPath(new URL('../app/', import.meta.url));

/** What the plan needs of one built chunk (a subset of Rolldown's output chunk). */
export interface BuiltChunk {
  fileName: string;
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  modules: Record<string, { renderedLength: number }>;
  imports: string[];
  code: string;
}

/** A page as its document loads it: the entry modules of its route chain, by file path. */
export interface PageEntries {
  key: string;
  layout: LayoutName;
  entries: string[];
}

export interface ChunkGroup {
  name: string;
  /** Rolldown fills higher priorities first; a module's dependencies are loaded by at least its pages. */
  priority: number;
  modules: string[];
}

/**
 * One group per set of pages: the shared modules exactly those pages load on a first visit. Storefront pages (the
 * budgeted ones, docs/benchmarks.md) are keyed by themselves and by whether any back-office page also loads the module,
 * so a back-office page that needs one small helper does not get the storefront's shell with it; modules no storefront
 * page loads are keyed by the back-office pages. Modules that only later imports need are left to the bundler.
 */
export function planChunks(chunks: BuiltChunk[], pages: PageEntries[]): ChunkGroup[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entryChunk = new Map(
    chunks
      .filter((chunk) => chunk.isEntry && chunk.facadeModuleId)
      .map((chunk) => [chunk.facadeModuleId!.replace(/\?.*$/, ''), chunk]),
  );
  const loads = pages.map((page) => {
    const files = new Set<string>();
    const visit = (fileName: string) => {
      if (files.has(fileName)) return;
      files.add(fileName);
      for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
    };
    for (const entry of page.entries) {
      const chunk = entryChunk.get(entry);
      if (chunk) visit(chunk.fileName);
    }
    return { page, files };
  });

  const groups = new Map<string, ChunkGroup & { largest: BuiltChunk }>();
  for (const chunk of chunks) {
    if (chunk.isEntry || chunk.isDynamicEntry) continue;
    const users = loads.filter((load) => load.files.has(chunk.fileName)).map((load) => load.page);
    // The family page is budgeted as the storefront is (docs/benchmarks.md): only the back office is not.
    const storefront = users.filter((page) => page.layout !== 'default').map((page) => page.key);
    const backOffice = users.filter((page) => page.layout === 'default').map((page) => page.key);
    if (users.length === 0) continue;
    const [key, priority] =
      storefront.length > 0
        ? [
            `storefront ${storefront.join(',')} ${backOffice.length > 0}`,
            100_000 + storefront.length * 2 + (backOffice.length > 0 ? 1 : 0),
          ]
        : [`back office ${backOffice.join(',')}`, backOffice.length];
    // Only modules with code in the chunk: a stylesheet module has none (Vite writes its CSS beside the chunk), so the
    // pages' stylesheets and their order stay as they were; nor has a barrel file that only re-exports a library.
    const modules = Object.keys(chunk.modules).filter((id) => chunk.modules[id]!.renderedLength > 0);
    const group = groups.get(key);
    if (!group) {
      groups.set(key, { name: chunk.name, priority, modules, largest: chunk });
      continue;
    }
    group.modules.push(...modules);
    if (chunk.code.length > group.largest.code.length)
      Object.assign(group, { name: chunk.name, largest: chunk });
  }
  return [...groups.values()]
    .map(({ name, priority, modules }) => ({ name, priority, modules }))
    .sort((a, b) => b.priority - a.priority || a.name.localeCompare(b.name));
}

/** The pages of the app, each once per route module (the English and French routes share theirs). */
function appPages(): PageEntries[] {
  const file = (relative: string) => path.join(APP_DIR, relative);
  const pages = [
    ...PAGES.map((page) => ({ layout: page.layout, file: page.file })),
    { layout: 'frontend' as const, file: 'routes/not-found.tsx' },
  ];
  const byKey = new Map<string, PageEntries>();
  for (const page of pages) {
    const key = `${page.layout}:${page.file}`;
    byKey.set(key, {
      key,
      layout: page.layout,
      entries: [
        file('entry.client.tsx'),
        file('root.tsx'),
        file(`layouts/${page.layout}.tsx`),
        file(page.file),
      ],
    });
  }
  return [...byKey.values()];
}

export function chunkPlan(): Plugin {
  const recording = process.env.CHUNK_PLAN === 'record';
  return {
    name: 'portal:chunk-plan',
    apply: 'build',
    configEnvironment(name) {
      if (name !== 'client' || recording) return;
      if (!existsSync(PLAN_FILE)) {
        console.warn(
          `No chunk plan at ${PLAN_FILE} (npm run build writes one): the bundler splits on its own.`,
        );
        return;
      }
      const plan = JSON.parse(readFileSync(PLAN_FILE, 'utf8')) as ChunkGroup[];
      const groups = plan.map(({ name, priority, modules }) => {
        const members = new Set(modules);
        // A module's used dependencies are in its group or in one of more pages (a higher priority). Following every
        // import instead would also bring in what the module imports but the pages never use (zod, behind the shared
        // contracts' constants), which the bundler keeps for the back office.
        return {
          name,
          priority,
          test: (id: string) => members.has(id),
          includeDependenciesRecursively: false,
        };
      });
      return {
        build: {
          rolldownOptions: {
            // Without following every import, the bundler needs leave to add exports to a route's chunk (React Router
            // reads a route module's own export names; the added ones are the bundler's short internal names).
            preserveEntrySignatures: 'allow-extension',
            output: { codeSplitting: { groups } },
          },
        },
      };
    },
    generateBundle(_options, bundle) {
      if (!recording || this.environment.name !== 'client') return;
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      mkdirSync(path.dirname(PLAN_FILE), { recursive: true });
      writeFileSync(PLAN_FILE, JSON.stringify(planChunks(chunks, appPages())));
    },
  };
}
