import type { KanjiCard, RubySegment, StudyDeck, VocabularyCard } from './study-cards';

/**
 * A unit's deck as the unit page sends it to its client parts (the study view and the item table): rows
 * instead of objects, and each ruby as one string, 一[ひと]つ[]. React's payload repeats an object's keys for
 * every card and every ruby segment, and each quote is escaped twice inside the page's HTML: rows make the
 * payload of a 14-kanji unit ~40 % smaller. The table and the study view unpack the same rows.
 */
type PackedRuby = string | null;
/** One pitch accent as a number, several as "1,0" (the most common first), null when unknown. */
type PackedPitch = number | string | null;
type PackedVocabulary = readonly [
  id: string,
  written: string,
  reading: string,
  meaning: string,
  sino: string,
  ruby: PackedRuby,
  pitch: PackedPitch,
  /** Other accepted spellings, "、"-separated; absent when none. */
  others?: string,
];
type PackedExample = readonly [written: string, reading: string, meaning: string, ruby: PackedRuby];
type PackedKanji = readonly [
  kanji: string,
  meaning: string,
  onyomi: readonly string[],
  kunyomi: readonly string[],
  sinoVietnamese: readonly string[],
  kokuji: 0 | 1,
  strokes: number | null,
  examples: readonly PackedExample[],
  /** Hán-Việt ↔ on'yomi pairs: [reading, on'yomi "、"-separated, hints "|"-separated]; absent when none. */
  pairs?: readonly PackedPair[],
];
type PackedPair = readonly [hanViet: string, onyomi: string, hints: string];

export type PackedDeck =
  | { readonly kind: 'vocabulary'; readonly rows: readonly PackedVocabulary[] }
  // A kanji card's id is the kanji itself.
  | { readonly kind: 'kanji'; readonly rows: readonly PackedKanji[] };

function packPitch(pitch: readonly number[] | undefined): PackedPitch {
  if (!pitch?.length) return null;
  return pitch.length === 1 ? pitch[0]! : pitch.join(',');
}

function unpackPitch(packed: PackedPitch): number[] | null {
  if (packed === null) return null;
  return typeof packed === 'number' ? [packed] : packed.split(',').map(Number);
}

function packRuby(segments: readonly RubySegment[] | null): PackedRuby {
  if (!segments) return null;
  return segments.map((s) => `${s.text}[${s.reading ?? ''}]`).join('');
}

/** 一[ひと]つ[] → [{text: 一, reading: ひと}, {text: つ}]: every segment ends in its reading, empty for kana. */
function unpackRuby(packed: PackedRuby): RubySegment[] | null {
  if (packed === null) return null;
  return [...packed.matchAll(/([^[\]]*)\[([^\]]*)\]/g)].map(([, text, reading]) =>
    reading ? { text: text!, reading } : { text: text! },
  );
}

export function packDeck(deck: StudyDeck): PackedDeck {
  if (deck.kind === 'vocabulary') {
    return {
      kind: 'vocabulary',
      rows: deck.cards.map((c): PackedVocabulary => {
        const row = [
          c.id,
          c.written,
          c.reading,
          c.meaning,
          c.sinoVietnamese,
          packRuby(c.furigana),
          packPitch(c.pitch),
        ] as const;
        return c.otherSpellings?.length ? [...row, c.otherSpellings.join('、')] : row;
      }),
    };
  }
  return {
    kind: 'kanji',
    rows: deck.cards.map((c): PackedKanji => {
      if (c.id !== c.kanji) throw new Error(`A kanji card's id must be its kanji: ${c.id}`);
      const row = [
        c.kanji,
        c.meaning,
        c.onyomi,
        c.kunyomi,
        c.sinoVietnamese,
        c.kokuji ? 1 : 0,
        c.strokes,
        c.examples.map((e) => [e.written, e.reading, e.meaning, packRuby(e.furigana)] as const),
      ] as const;
      if (!c.hanVietPairs?.length) return row;
      return [...row, c.hanVietPairs.map((p) => [p.hanViet, p.onyomi.join('、'), p.hints.join('|')] as const)];
    }),
  };
}

export function unpackDeck(packed: PackedDeck): StudyDeck {
  if (packed.kind === 'vocabulary') {
    return {
      kind: 'vocabulary',
      cards: packed.rows.map(([id, written, reading, meaning, sinoVietnamese, ruby, pitch, others]): VocabularyCard => {
        const accents = unpackPitch(pitch);
        return {
          id,
          written,
          reading,
          meaning,
          sinoVietnamese,
          furigana: unpackRuby(ruby),
          ...(others ? { otherSpellings: others.split('、') } : {}),
          ...(accents ? { pitch: accents } : {}),
        };
      }),
    };
  }
  return {
    kind: 'kanji',
    cards: packed.rows.map(
      ([kanji, meaning, onyomi, kunyomi, sinoVietnamese, kokuji, strokes, examples, pairs]): KanjiCard => ({
        id: kanji,
        kanji,
        meaning,
        onyomi,
        kunyomi,
        sinoVietnamese,
        kokuji: kokuji === 1,
        strokes,
        examples: examples.map(([written, reading, exampleMeaning, ruby]) => ({
          written,
          reading,
          meaning: exampleMeaning,
          furigana: unpackRuby(ruby),
        })),
        ...(pairs
          ? {
              hanVietPairs: pairs.map(([hanViet, on, hints]) => ({
                hanViet,
                onyomi: on.split('、'),
                hints: hints.split('|'),
              })),
            }
          : {}),
      }),
    ),
  };
}

/** The cards' ids, read from the rows (a kanji card's id is its kanji). */
export function packedCardIds(deck: PackedDeck): string[] {
  return deck.kind === 'kanji' ? deck.rows.map((row) => row[0]) : deck.rows.map((row) => row[0]);
}
