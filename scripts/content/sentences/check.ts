/**
 * The check every example sentence passes before the content build ships it, and what it turns the sentence
 * into: furigana (by hand where written, else from the tokenizer), the taught word's span, the kana a learner
 * types for it in a fill-in-the-blank question, and the level of every other word.
 *
 * Level rule: each content word of a sentence is listed at the taught word's JLPT level or an easier one. A
 * harder word is glossed (shown under the sentence, English and Vietnamese); a word no list has (a name, an
 * interjection) is named in the entry's `outside` list, which the content tests print.
 */
import { toHiragana } from '@/features/japanese/kana';
import type { ExampleSentence, FuriganaSegment } from '@/features/content/types';
import { MarkupError, parseMarkup } from './markup';
import type { Token } from './tokenizer';
import { formsOf, levelOfForm, type LevelLookup, type LevelNumber, type LeveledWord } from './word-levels';

/** One sentence as the team writes it (content/curated/sentences/*.json). */
export interface CuratedSentence {
  ja: string;
  en: string;
  vi: string;
  /** Harder words the sentence keeps, explained to the learner. */
  gloss?: { word: string; reading: string; en: string; vi: string }[];
  /** Words in no JLPT list the sentence may use (names, interjections), as the tokenizer gives their base form. */
  outside?: string[];
  /** Where the sentence comes from when it is not the file's own source (e.g. "tatoeba:12345"). */
  source?: string;
}

export interface CheckContext {
  levels: LevelLookup;
  tokenize: (text: string) => Token[];
}

export type CheckResult =
  | { ok: true; sentence: ExampleSentence; reading: string; outside: string[]; warnings: string[] }
  | { ok: false; errors: string[]; reading?: string; warnings?: string[] };

const MAX_LENGTH = 40;
const HAS_KANJI = /[\p{Script=Han}々〆]/u;
const DIGIT = /[0-9０-９]/u;
/** Words whose reading the tokenizer guesses too often: the writer sets it by hand. */
const HAND_READING = new Set(['何', '今日', '一日', '方', '後', '間', '上手', '下手', '一人', '二人', '大人', '明日', '昨日', '生']);
const EXEMPT_POS = new Set(['助詞', '助動詞', '記号', 'フィラー', 'その他', '接頭詞']);
const EXEMPT_DETAIL = new Set(['数', '固有名詞', '非自立', '接尾', '代名詞']);
const VIETNAMESE = /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/iu;

const kanaOf = (token: Token) => toHiragana(token.reading && token.reading !== '*' ? token.reading : token.surface_form);

/** Ruby over a token: kanji runs get the matching stretch of its reading, kana stays bare. */
export function rubyOf(surface: string, reading: string): FuriganaSegment[] {
  const runs = surface.match(/[\p{Script=Han}々〆]+|[^\p{Script=Han}々〆]+/gu) ?? [];
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^${runs.map((run) => (HAS_KANJI.test(run) ? '(.+?)' : `(${escape(toHiragana(run))})`)).join('')}$`, 'u');
  const match = pattern.exec(toHiragana(reading));
  if (!match) return [{ text: surface, reading: toHiragana(reading) }];
  return runs.map((run, i) => (HAS_KANJI.test(run) ? { text: run, reading: match[i + 1] } : { text: run }));
}

/** The start of a word's reading every form of it keeps (食べ|る, 高|い, 勉強|する). */
function stemsOf(word: LeveledWord): string[] {
  const stems = [word.reading, ...(word.altReadings ?? [])].map((r) => {
    // A pattern with a gap (いくら～ても) is matched by its head; checkTarget checks the tail.
    const reading = toHiragana(r.replace(/(?<=.)[～〜~].*$/u, '').replace(/[～〜~]/g, ''));
    if (reading.endsWith('する') && reading.length > 2) return reading.slice(0, -2);
    const last = word.written.at(-1) ?? '';
    const inflects = /[うくぐすつぬぶむるい]/u.test(last) && word.written.length > 1;
    return inflects ? reading.slice(0, -1) : reading;
  });
  // 命ずる, 論ずる conjugate on じ (命じた).
  for (const stem of [...stems]) if (toHiragana(word.reading).endsWith('ずる')) stems.push(`${stem.slice(0, -1)}じ`);
  // A suffix voices its first kana after another word (～口: 西口 にしぐち, ～方: 読み方 よみかた → 書き方 かきかた).
  const suffix = /^[～〜~]/u.test(word.reading);
  return suffix ? stems.flatMap((stem) => [stem, ...voicedStarts(stem)]) : stems;
}

function voicedStarts(stem: string): string[] {
  const first = stem.codePointAt(0) ?? 0;
  const plain = 'かきくけこさしすせそたちつてとはひふへほ';
  if (!plain.includes(stem[0])) return [];
  const voiced = [String.fromCodePoint(first + 1)];
  if ('はひふへほ'.includes(stem[0])) voiced.push(String.fromCodePoint(first + 2));
  return voiced.map((start) => start + stem.slice(1));
}

interface Segment extends FuriganaSegment {
  start: number;
  end: number;
}

export function checkSentence(entry: CuratedSentence, word: LeveledWord, ctx: CheckContext): CheckResult {
  const errors: string[] = [];
  let parsed;
  try {
    parsed = parseMarkup(entry.ja);
  } catch (error) {
    if (error instanceof MarkupError) return { ok: false, errors: [error.message] };
    throw error;
  }
  const { plain, pieces } = parsed;
  if ([...plain].length > MAX_LENGTH) errors.push(`${[...plain].length} characters: keep it to ${MAX_LENGTH}`);
  if (!entry.en?.trim()) errors.push('no English translation');
  if (!entry.vi?.trim() || !VIETNAMESE.test(entry.vi)) errors.push('no Vietnamese translation (with its diacritics)');

  // Where the hand readings and the target sit, by character offset.
  const hand: Segment[] = [];
  let targetStart = -1;
  let targetEnd = -1;
  let offset = 0;
  for (const piece of pieces) {
    const end = offset + piece.text.length;
    if (piece.reading) hand.push({ text: piece.text, reading: toHiragana(piece.reading), start: offset, end });
    if (piece.target) {
      if (targetStart < 0) targetStart = offset;
      targetEnd = end;
    }
    offset = end;
  }
  const inHand = (start: number, end: number) => hand.find((h) => h.start < end && start < h.end);

  const tokens = ctx.tokenize(plain);
  // A hand reading over kanji and kana ({一つ|ひとつ}) puts its ruby over the kanji only, where it splits cleanly.
  const segments: Segment[] = hand.flatMap((h) => {
    let pos = h.start;
    return rubyOf(h.text, h.reading!).map((seg) => {
      const placed = { ...seg, start: pos, end: pos + seg.text.length };
      pos = placed.end;
      return placed;
    });
  });
  let at = 0;
  tokens.forEach((token, index) => {
    const start = at;
    const end = at + token.surface_form.length;
    at = end;
    const covering = inHand(start, end);
    if (covering) {
      const outsideHand = [...token.surface_form].some((ch, k) => {
        const pos = start + k;
        return !hand.some((h) => h.start <= pos && pos < h.end) && (HAS_KANJI.test(ch) || DIGIT.test(ch));
      });
      if (outsideHand) errors.push(`"{${covering.text}|…}" covers part of the word "${token.surface_form}": give the reading of all of it`);
      // The kana of the token outside the hand reading (脅|かさ) stay as plain text.
      [...token.surface_form].forEach((ch, k) => {
        const pos = start + k;
        if (!hand.some((h) => h.start <= pos && pos < h.end)) segments.push({ text: ch, start: pos, end: pos + 1 });
      });
      return;
    }
    if (DIGIT.test(token.surface_form)) errors.push(`"${token.surface_form}": write numbers as {kanji|reading}, e.g. {三本|さんぼん}`);
    if (HAND_READING.has(token.surface_form)) errors.push(`"${token.surface_form}": write its reading by hand, {${token.surface_form}|…}`);
    const next = tokens[index + 1];
    if (token.pos_detail_1 === '数' && next?.pos_detail_2 === '助数詞' && HAS_KANJI.test(token.surface_form + next.surface_form))
      errors.push(`"${token.surface_form}${next.surface_form}": write a number and its counter by hand, {${token.surface_form}${next.surface_form}|…}`);
    if (HAS_KANJI.test(token.surface_form)) {
      if (!token.reading || token.reading === '*') errors.push(`"${token.surface_form}": the tokenizer has no reading, write it by hand`);
      let pos = start;
      for (const seg of rubyOf(token.surface_form, kanaOf(token))) {
        segments.push({ ...seg, start: pos, end: pos + seg.text.length });
        pos += seg.text.length;
      }
    } else segments.push({ text: token.surface_form, start, end });
  });
  segments.sort((a, b) => a.start - b.start);

  // The reading a voice speaks and the writer checks: hand readings where written, else the tokenizer's.
  const reading = segments.map((s) => s.reading ?? toHiragana(s.text)).join('');
  // A hand reading the tokenizer reads otherwise is worth a second look (counters differ on purpose).
  const warnings = hand.flatMap((h) => {
    const read = HAS_KANJI.test(h.text) ? tokenize(ctx, h.text) : h.reading;
    return read === h.reading ? [] : [`"${h.text}": written ${h.reading}, the tokenizer reads ${read}`];
  });

  // Parts: split the ruby segments at the target's edges, which must not cut a ruby group.
  const parts: FuriganaSegment[] = [];
  let targetFrom = -1;
  let targetTo = -1;
  for (const seg of segments) {
    const cuts = [targetStart, targetEnd].filter((c) => c > seg.start && c < seg.end);
    if (cuts.length > 0 && seg.reading) {
      errors.push(`[[ ]] cuts "${seg.text}" (read ${seg.reading}): mark whole words`);
      continue;
    }
    const bounds = [seg.start, ...cuts, seg.end];
    for (let k = 0; k + 1 < bounds.length; k += 1) {
      const text = plain.slice(bounds[k], bounds[k + 1]);
      if (bounds[k] === targetStart) targetFrom = parts.length;
      const last = parts.at(-1);
      const joinable = last && !last.reading && !seg.reading && bounds[k] !== targetStart && bounds[k] !== targetEnd;
      if (joinable) last.text += text;
      else parts.push(seg.reading ? { text, reading: seg.reading } : { text });
      if (bounds[k + 1] === targetEnd) targetTo = parts.length;
    }
  }

  if (parts.map((p) => p.text).join('') !== plain) errors.push('the furigana parts do not spell the sentence (report this to the content team)');
  const answer = parts.slice(targetFrom, targetTo).map((p) => p.reading ?? p.text).join('');
  const targetTokens = tokensIn(tokens, targetStart, targetEnd);
  const forms = new Set(formsOf(word));
  const gap = /(?<=.)[～〜~](.+)$/u.exec(word.reading);
  // The tail may be voiced after the verb (いくら読んでも).
  const tailFits = !gap || [toHiragana(gap[1]), ...voicedStarts(toHiragana(gap[1]))].some((tail) => toHiragana(answer).endsWith(tail));
  const matchesWord =
    (stemsOf(word).some((stem) => toHiragana(answer).startsWith(stem)) && tailFits) ||
    targetTokens.some((t) => forms.has(t.basic_form) || forms.has(toHiragana(t.basic_form)));
  if (!matchesWord) errors.push(`[[${plain.slice(targetStart, targetEnd)}]] (${answer}) is not ${word.written} (${word.reading})`);

  const { violations, outside } = levelViolations(tokens, targetStart, targetEnd, word.level, ctx.levels);
  const glossed = new Set((entry.gloss ?? []).map((g) => g.word));
  const allowedOutside = new Set(entry.outside ?? []);
  for (const v of violations) {
    if (glossed.has(v.form) || glossed.has(v.surface)) continue;
    errors.push(`"${v.surface}" (${v.form}) is N${v.level}, harder than N${word.level}: use an easier word or gloss it`);
  }
  for (const o of outside) {
    if (glossed.has(o.form) || glossed.has(o.surface) || allowedOutside.has(o.form) || allowedOutside.has(o.surface)) continue;
    errors.push(`"${o.surface}" (${o.form}) is in no JLPT list: use a listed word, gloss it, or name it in "outside"`);
  }
  for (const o of allowedOutside)
    if (ctx.levels.written.has(o)) errors.push(`"${o}" is a listed word: it cannot be "outside"`);
  for (const g of entry.gloss ?? [])
    if (!g.word || !g.reading || !g.en || !g.vi) errors.push(`the gloss of "${g.word}" needs word, reading, en and vi`);

  if (errors.length > 0) return { ok: false, errors, reading, warnings };
  const sentence: ExampleSentence = {
    parts,
    target: [targetFrom, targetTo],
    reading,
    answer,
    en: entry.en.trim(),
    vi: entry.vi.trim(),
    ...(entry.gloss?.length ? { glosses: entry.gloss.map((g) => ({ word: g.word, reading: g.reading, en: g.en, vi: g.vi })) } : {}),
    source: entry.source ?? 'kotonoha',
  };
  return { ok: true, sentence, reading, outside: outside.map((o) => o.form), warnings };
}

function tokenize(ctx: CheckContext, text: string): string {
  return ctx.tokenize(text).map(kanaOf).join('');
}

function tokensIn(tokens: Token[], start: number, end: number): Token[] {
  const out: Token[] = [];
  let at = 0;
  for (const token of tokens) {
    const tokenEnd = at + token.surface_form.length;
    if (at < end && start < tokenEnd) out.push(token);
    at = tokenEnd;
  }
  return out;
}

interface Violation {
  surface: string;
  form: string;
  level: LevelNumber;
}

/**
 * The content words of a sentence outside the taught word that are harder than its level, and those no list
 * has. A word the tokenizer splits (日本|語, 勉強|する) is looked up longest match first.
 */
export function levelViolations(tokens: Token[], targetStart: number, targetEnd: number, level: LevelNumber, levels: LevelLookup) {
  const violations: Violation[] = [];
  const outside: { surface: string; form: string }[] = [];
  const starts: number[] = [];
  let at = 0;
  for (const token of tokens) {
    starts.push(at);
    at += token.surface_form.length;
  }
  const levelOf = (form: string) => levelOfForm(levels, form);
  // A run may start with a prefix before a noun (お|酒 is the N5 お酒, not the N3 酒; お使いください is no お使い).
  const isContent = (t: Token, k: number) => !EXEMPT_POS.has(t.pos) || (k === 0 && t.pos === '接頭詞');
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i];
    const inTarget = starts[i] < targetEnd && targetStart < starts[i] + token.surface_form.length;
    if (inTarget) {
      i += 1;
      continue;
    }
    // Longest run of tokens the lists know as one word.
    let matched = 0;
    let found: LevelNumber | undefined;
    let form = '';
    for (let j = Math.min(tokens.length, i + 4); j > i + 1; j -= 1) {
      const run = tokens.slice(i, j);
      if (!run.every(isContent) || (run[0].pos === '接頭詞' && run[1].pos !== '名詞')) continue;
      const head = run.slice(0, -1).map((t) => t.surface_form).join('');
      const lastToken = run.at(-1)!;
      for (const candidate of [head + lastToken.basic_form, head + lastToken.surface_form]) {
        const l = levelOf(candidate);
        if (l !== undefined) {
          matched = j - i;
          found = l;
          form = candidate;
          break;
        }
      }
      if (matched) break;
    }
    if (matched) {
      if (found! < level) violations.push({ surface: tokens.slice(i, i + matched).map((t) => t.surface_form).join(''), form, level: found! });
      i += matched;
      continue;
    }
    i += 1;
    if (EXEMPT_POS.has(token.pos) || EXEMPT_DETAIL.has(token.pos_detail_1)) continue;
    if (token.pos === '動詞' && token.pos_detail_1 === '非自立') continue;
    const base = token.basic_form !== '*' ? token.basic_form : token.surface_form;
    // The easier of the form as written and its base (ください is listed at N5, its base くださる at N4).
    const candidates = [levelOf(token.surface_form), levelOf(base), HAS_KANJI.test(base) ? undefined : levelOf(toHiragana(base))];
    const known = candidates.filter((l): l is LevelNumber => l !== undefined);
    const l = known.length > 0 ? (Math.max(...known) as LevelNumber) : undefined;
    if (l === undefined) outside.push({ surface: token.surface_form, form: base });
    else if (l < level) violations.push({ surface: token.surface_form, form: base, level: l });
  }
  return { violations, outside };
}
