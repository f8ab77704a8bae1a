import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// A path named in a document or a code comment is a promise that the reader will find it there. The move to one
// folder per feature rewrote such mentions by script and left some pointing at folders that do not exist; this
// test reads every `lib/…`, `features/…` and `components/…` path in the Markdown files and in the comments of the
// code and fails on one that names nothing.

const ROOT = join(__dirname, '../..');

/** Folders that hold no prose of ours: dependencies, builds, generated code and data, downloaded sources. */
const SKIPPED = new Set([
  'node_modules',
  '.git',
  '.data',
  'test-results',
  'playwright-report',
  'blob-report',
  'screenshots',
  'shots-after',
  'tmp',
  'lib/generated',
  'content/generated',
  'content/sources',
]);
const CODE = /\.(ts|tsx|mts|mjs|js)$/;

function filesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (SKIPPED.has(path) || SKIPPED.has(entry.name) || entry.name.startsWith('.next')) return [];
    if (entry.isDirectory()) return filesUnder(path);
    return entry.name.endsWith('.md') || CODE.test(entry.name) ? [path] : [];
  });
}

/** The comments of a source file, read by TypeScript's scanner (a `//` inside a string is not one). */
function commentsOf(path: string, text: string): string {
  const scanner = ts.createScanner(
    ts.ScriptTarget.Latest,
    false,
    path.endsWith('x') ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard,
    text,
  );
  const comments: string[] = [];
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token === ts.SyntaxKind.SingleLineCommentTrivia || token === ts.SyntaxKind.MultiLineCommentTrivia) {
      comments.push(scanner.getTokenText());
    }
  }
  return comments.join('\n');
}

/**
 * `lib/…`, `features/…` or `components/…` at the start of a path (alone or after `@/`), not inside another path
 * (`scripts/lib/…`, a web address). Placeholders (`features/<name>/`, `lib/{a,b}`, `components/*`) are patterns,
 * not paths, and are left alone.
 */
const MENTION = /(?<![\w./-]|[\w.-]\/)(?:@\/)?((?:lib|features|components)\/[\w.\-[\]/<>{}*…]*)/g;

function mentionsIn(text: string): string[] {
  return (
    [...text.matchAll(MENTION)]
      // A sentence's full stop, or the `]` of a Markdown link `[lib/db](lib/db)`, ends the mention.
      .map((match) => match[1]!.replace(/\.+$/, '').replace(/^([^[]*)\]$/, '$1'))
      .filter((path) => !/[<>{}*…]/.test(path))
  );
}

/** A mention names a file or folder, or a module without its extension; from the root or from the mentioning file. */
function exists(path: string, from: string): boolean {
  const bases = [ROOT, join(ROOT, dirname(from))];
  return bases.some((base) =>
    ['', '.ts', '.tsx', '.mjs', '.js', '.json'].some((ext) => existsSync(join(base, path.replace(/\/$/, '') + ext))),
  );
}

describe('paths named in documents and comments', () => {
  const files = filesUnder('');

  it('reads the Markdown files and the code', () => {
    expect(files).toContain('README.md');
    expect(files).toContain('proxy.ts');
    expect(files.filter((file) => file.startsWith('features/')).length).toBeGreaterThan(100);
  });

  it('finds what a mention would look like, and skips patterns', () => {
    expect(mentionsIn('see `lib/db/client.ts`, @/features/review/fsrs. Or components/ui/.')).toEqual([
      'lib/db/client.ts',
      'features/review/fsrs',
      'components/ui/',
    ]);
    expect(mentionsIn('[features/review/README.md](features/review/README.md)')).toEqual([
      'features/review/README.md',
      'features/review/README.md',
    ]);
    expect(mentionsIn('scripts/lib/x, https://example.com/lib/x, features/<name>/server, lib/{a,b}')).toEqual([]);
  });

  it('every lib/, features/ and components/ path they name exists', () => {
    const missing = files.flatMap((file) => {
      const text = readFileSync(join(ROOT, file), 'utf8');
      const prose = file.endsWith('.md') ? text : commentsOf(file, text);
      return mentionsIn(prose)
        .filter((path) => !exists(path, file))
        .map((path) => `${relative(ROOT, join(ROOT, file))}: ${path}`);
    });
    expect(missing).toEqual([]);
  });
});
