import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// ARCHITECTURE.md's two tables say which file serves each address. They are only worth reading while they are
// complete, so this test lists the routes from the file system and compares: every page (app/**/page.tsx) has a
// row in "Pages", every route handler (app/**/route.ts[x]) a row in "Route handlers" with the methods it exports,
// and neither table lists a route that no longer exists.

const ROOT = join(__dirname, '../..');
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

function filesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(`${folder}/${entry.name}`) : [`${folder}/${entry.name}`],
  );
}

/** `app/[locale]/(default)/jp/[kind]/page.tsx` → `/{locale}/jp/{kind}`: groups vanish, parameters in braces. */
function addressOf(file: string): string {
  const segments = file
    .split('/')
    .slice(1, -1)
    .filter((segment) => !/^\(.*\)$/.test(segment))
    .map((segment) => segment.replace(/^\[(.*)\]$/, '{$1}'));
  return `/${segments.join('/')}`;
}

/** The first cell (a code span) and the second cell of every row of the table under `## {heading}`. */
function tableRows(heading: string): Map<string, string> {
  const doc = readFileSync(join(ROOT, 'ARCHITECTURE.md'), 'utf8');
  const start = doc.indexOf(`\n## ${heading}\n`);
  expect(start, `ARCHITECTURE.md has a "## ${heading}" section`).toBeGreaterThan(-1);
  const end = doc.indexOf('\n## ', start + 1);
  const section = doc.slice(start, end === -1 ? undefined : end);
  const rows = new Map<string, string>();
  for (const line of section.split('\n')) {
    const cells = line.split(/(?<!\\)\|/).map((cell) => cell.trim());
    const first = /^`([^`]+)`/.exec(cells[1] ?? '');
    if (line.startsWith('|') && first) rows.set(first[1]!, cells[2] ?? '');
  }
  return rows;
}

const pages = filesUnder('app').filter((file) => file.endsWith('/page.tsx'));
const handlers = filesUnder('app').filter((file) => /\/route\.tsx?$/.test(file));

describe('ARCHITECTURE.md lists every route', () => {
  it('turns files into addresses', () => {
    expect(addressOf('app/[locale]/(default)/page.tsx')).toBe('/{locale}');
    expect(addressOf('app/[locale]/(exam)/jp/flash-card/[kind]/[set]/[unit]/[test]/page.tsx')).toBe(
      '/{locale}/jp/flash-card/{kind}/{set}/{unit}/{test}',
    );
    expect(addressOf('app/api/auth/[...nextauth]/route.ts')).toBe('/api/auth/{...nextauth}');
    expect(pages.length).toBeGreaterThan(20);
    expect(handlers.length).toBeGreaterThan(10);
  });

  it('has a row in "Pages" for every page, and no other', () => {
    const documented = [...tableRows('Pages').keys()].sort();
    expect(documented).toEqual(pages.map(addressOf).sort());
  });

  it('has a row in "Route handlers" for every route handler, with its methods, and no other', () => {
    const documented = Object.fromEntries(
      [...tableRows('Route handlers')].map(([path, methods]) => [path, methods.replaceAll('`', '')]),
    );
    const actual = Object.fromEntries(
      handlers.map((file) => {
        const source = readFileSync(join(ROOT, file), 'utf8');
        const exported = METHODS.filter((method) =>
          new RegExp(`export\\s+(?:(?:async\\s+)?function|const)\\s+${method}\\b`).test(source),
        );
        return [addressOf(file), exported.join(', ')];
      }),
    );
    expect(documented).toEqual(actual);
  });
});
