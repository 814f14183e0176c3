import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import french from '../locales/fr.json' with { type: 'json' };
import { translateMessage } from './messages';

const root = path.resolve(import.meta.dirname, '../../../..');

/**
 * The messages a caller can read, as the code writes them: the text given to a zod check or an error of ours
 * (`.min(1, '…')`, `message: '…'`, `invalid(key, '…')`, `notFound('The invoice')`, `new AppError(code, '…')`),
 * sentence-like (a capital, a space). Each `${…}` of a template is a part, `{}`.
 */
function messagesOfTheCode(): Map<string, string> {
  const files = ['packages/shared/src', 'apps/api/src']
    .flatMap((folder) =>
      readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' }).map(
        (file) => `${folder}/${file}`,
      ),
    )
    .filter(
      (file) =>
        file.endsWith('.ts') &&
        !/\.test\.ts$|\/test\/|\/seed\/|\/db\/|sandbox-gateway|\/pdf\/|mail|demo-|test-kit|src\/config\.ts$/.test(
          file,
        ),
    );
  const call =
    /(\w+)\((?:(?:[^'`()]|'[^'\n]*'|`[^`\n]*`)*?,\s*)?(['`])((?:\\.|(?!\2).)*?)\2\s*[,)]|\b(?:message|error)\s*:\s*(['`])((?:\\.|(?!\4).)*?)\4|const [A-Z_]+_MESSAGE\s*=\s*(['`])((?:\\.|(?!\6).)*?)\6|\.refine\(\([^)]*\) =>[^;]*?,\s*(['`])((?:\\.|(?!\8).)*?)\8\s*[,)]/gs;
  // Callees whose text is not a message to a caller: logs, SQL, documentation of the API, string helpers.
  const notMessages = new Set([
    ...[
      'describe',
      'info',
      'error',
      'warn',
      'debug',
      'log',
      'Error',
      'RangeError',
      'sql',
      'raw',
      'meta',
      'answer',
    ],
    ...[
      'replace',
      'test',
      'match',
      'startsWith',
      'endsWith',
      'includes',
      'split',
      'join',
      'get',
      'set',
      'has',
    ],
    ...[
      'header',
      'type',
      'redirect',
      't',
      'from',
      'select',
      'where',
      'on',
      'push',
      'send',
      'format',
      'URL',
      'tagged',
    ],
  ]);
  const found = new Map<string, string>();
  for (const file of files) {
    // A contract's example requests are data a caller sends, not messages a caller reads.
    const source = readFileSync(path.join(root, file), 'utf8').replace(
      /^ {2}examples: \[[\s\S]*?^ {2}\],$/gm,
      '',
    );
    for (const match of source.matchAll(call)) {
      const text = match[3] ?? match[5] ?? match[7] ?? match[9];
      if (match[1] && notMessages.has(match[1])) continue;
      if (!text || !/^[A-Z$]/.test(text) || !text.includes(' ') || text.includes('\n')) continue;
      found.set(JSON.parse(`"${text.replace(/\$\{[^}]*\}/g, '{}').replace(/"/g, '\\"')}"`), file);
    }
  }
  return found;
}

describe('server messages in French', () => {
  it('every message of the code has a French text (locales/fr.json)', () => {
    const messages = messagesOfTheCode();
    expect(messages.size).toBeGreaterThan(150);
    // Each text of the code has its own entry: a general shape ("{} is required") would leave half of it English.
    const untranslated = [...messages]
      .filter(([english]) => !Object.hasOwn(french, english))
      .map(([english, file]) => `${file}: ${english}`);
    expect(untranslated.join('\n')).toBe('');
  });

  it('translates a message with parts, and the parts it knows', () => {
    expect(translateMessage('fr', 'State is required')).toBe('La province ou l’État est obligatoire');
    expect(translateMessage('fr', 'Nom du défunt is required')).toBe('Nom du défunt est obligatoire');
    expect(translateMessage('fr', 'City must be at most 100 characters')).toBe(
      'Ville : 100 caractères au plus',
    );
    expect(translateMessage('fr', 'The invoice was not found')).toBe('La facture est introuvable');
    expect(translateMessage('en', 'The invoice was not found')).toBe('The invoice was not found');
  });
});
