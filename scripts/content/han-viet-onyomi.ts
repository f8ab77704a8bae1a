/**
 * The Hán-Việt ↔ on'yomi correspondence table: content/curated/han-viet-onyomi.json (rules with their Middle
 * Chinese basis and sources) cut to what the app shows — patterns, outcomes, labels, the explanations and the
 * examples — in content/generated/han-viet-onyomi.json. The examples are checked against the kanji by
 * tests/unit/content-han-viet-onyomi.test.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CURATED = fileURLToPath(new URL('../../content/curated/han-viet-onyomi.json', import.meta.url));
const APP_FIELDS = ['id', 'kind', 'viet', 'japanese', 'label', 'en', 'vi', 'examples'] as const;

interface CuratedFile {
  sources: { id: string; cite: string }[];
  rules: (Record<(typeof APP_FIELDS)[number], unknown> & { basis: string; sources: string[] })[];
}

export function readHanVietOnyomi(): CuratedFile {
  return JSON.parse(readFileSync(CURATED, 'utf8')) as CuratedFile;
}

/** One rule per line, so a diff shows which rule changed. */
export function hanVietOnyomiJson(file: CuratedFile = readHanVietOnyomi()): string {
  const rules = file.rules.map((rule) => JSON.stringify(Object.fromEntries(APP_FIELDS.map((k) => [k, rule[k]]))));
  return `{"rules":[\n${rules.join(',\n')}\n]}\n`;
}

export function writeHanVietOnyomi(outDir: string): void {
  writeFileSync(path.join(outDir, 'han-viet-onyomi.json'), hanVietOnyomiJson());
}
