import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { VocabularyItem } from '@/features/content/types';
import { EDICT_MISSING_MESSAGE, edictAvailable, loadEdict } from '@/scripts/content/edict';
import { SMART_PASTE_FILE, writeSmartPasteDictionary } from '@/scripts/content/smart-paste-dictionary';

const GENERATED = path.join(process.cwd(), 'content/generated');
const out = mkdtempSync(path.join(tmpdir(), 'smart-paste-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

const builtIn = (): VocabularyItem[] =>
  readdirSync(path.join(GENERATED, 'vocabulary')).flatMap((file) =>
    (
      JSON.parse(readFileSync(path.join(GENERATED, 'vocabulary', file), 'utf8')) as {
        units: { items: VocabularyItem[] }[];
      }
    ).units.flatMap((unit) => unit.items),
  );

describe('the smart paste dictionary', () => {
  it('is what the content build writes from EDICT and the built-in vocabulary', { timeout: 60_000 }, () => {
    if (!edictAvailable()) throw new Error(EDICT_MISSING_MESSAGE);
    writeSmartPasteDictionary(out, loadEdict(), builtIn());
    expect(
      readFileSync(path.join(out, SMART_PASTE_FILE), 'utf8') ===
        readFileSync(path.join(GENERATED, SMART_PASTE_FILE), 'utf8'),
    ).toBe(true);
  });
});
