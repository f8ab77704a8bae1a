/**
 * The markup our example sentences are written in (content/curated/sentences/*.json):
 *
 *   [[{毎朝|まいあさ}]]、{水|みず}を飲みます。
 *
 * - `{漢字|よみ}` sets the reading of a run of text by hand (numbers with counters, 何, 今日…); kanji outside
 *   such a group get their reading from the tokenizer, which the check then prints for the writer to read.
 * - `[[ … ]]` marks the word the sentence teaches, as the sentence writes it (conjugated forms too), exactly once.
 *
 * Pure; unit-tested in tests/unit/content-sentences.test.ts.
 */

/** One stretch of the sentence: plain text, or text with a reading written by hand. */
export interface MarkupPiece {
  text: string;
  /** Reading written by hand (`{text|reading}`), hiragana or katakana. */
  reading?: string;
  /** Inside the `[[ ]]` of the taught word. */
  target: boolean;
}

export interface ParsedMarkup {
  pieces: MarkupPiece[];
  /** The sentence as a reader sees it, markup removed. */
  plain: string;
}

export class MarkupError extends Error {}

export function parseMarkup(source: string): ParsedMarkup {
  const pieces: MarkupPiece[] = [];
  let target = false;
  let targets = 0;
  let plain = '';
  let i = 0;
  const pushText = (text: string) => {
    if (!text) return;
    const last = pieces.at(-1);
    if (last && last.reading === undefined && last.target === target) last.text += text;
    else pieces.push({ text, target });
    plain += text;
  };
  while (i < source.length) {
    if (source.startsWith('[[', i)) {
      if (target) throw new MarkupError('"[[" inside "[[ ]]"');
      target = true;
      targets += 1;
      i += 2;
    } else if (source.startsWith(']]', i)) {
      if (!target) throw new MarkupError('"]]" without "[["');
      target = false;
      i += 2;
    } else if (source[i] === '{') {
      const close = source.indexOf('}', i);
      if (close < 0) throw new MarkupError('"{" without "}"');
      const [text, reading, ...rest] = source.slice(i + 1, close).split('|');
      if (!text || !reading || rest.length > 0) throw new MarkupError(`"{${source.slice(i + 1, close)}}" is not {text|reading}`);
      if (!/^[\u3041-\u3096\u30a1-\u30fa\u30fc]+$/u.test(reading)) throw new MarkupError(`the reading of "${text}" is not kana`);
      pieces.push({ text, reading, target });
      plain += text;
      i = close + 1;
    } else if (source[i] === '}' || source[i] === '|') {
      throw new MarkupError(`stray "${source[i]}"`);
    } else {
      pushText(source[i]);
      i += 1;
    }
  }
  if (target) throw new MarkupError('"[[" without "]]"');
  if (targets !== 1) throw new MarkupError(`the taught word must be marked with [[ ]] exactly once (found ${targets})`);
  return { pieces, plain };
}
