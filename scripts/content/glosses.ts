/**
 * English glosses as a learner sees them: short, the everyday sense first, no
 * dictionary notes. Pure; unit-tested in tests/unit/content-pipeline.test.ts and content-quality.test.ts.
 */

/** The longest first gloss a card may show (the tests' multiple-choice options must stay readable). */
export const MAX_FIRST_GLOSS = 60;
/** At most this many glosses a word. */
export const MAX_GLOSSES = 3;

/** Split at commas / semicolons outside parentheses: "above (up, top), over" → ["above (up, top)", "over"]. */
export function splitGlosses(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const c of text) {
    if (c === '(') depth++;
    if (c === ')') depth = Math.max(0, depth - 1);
    if ((c === ',' || c === ';') && depth === 0) {
      out.push(current);
      current = '';
    } else current += c;
  }
  out.push(current);
  return out.map((g) => g.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/** Notes the word lists carry inside a gloss, which are no meaning: "(same as 使うこと (つかうこと))", "-- honorific --". */
function withoutNotes(gloss: string): string {
  let out = gloss.replace(/--[^-]*--/g, ' ');
  for (let start = out.search(/\((same as|see |cf\.|abbr)/i); start >= 0; start = out.search(/\((same as|see |cf\.|abbr)/i)) {
    let depth = 0;
    let end = start;
    for (; end < out.length; end++) {
      if (out[end] === '(') depth++;
      if (out[end] === ')' && --depth === 0) break;
    }
    out = `${out.slice(0, start)} ${out.slice(end + 1)}`;
  }
  return out;
}

/**
 * The JLPT list's gloss as card meanings: split, notes and ellipses dropped (one between two words
 * becomes the placeholder ~),
 * duplicates removed, at most three. Curated English overrides replace this
 * where the list's sense is wrong or its first gloss too long.
 */
export function cleanListGloss(gloss: string): string[] {
  const parts = splitGlosses(withoutNotes(gloss))
    // An ellipsis between two words stands for a word ("from...to"): it becomes the placeholder ~, not glue.
    .map((g) => g.replace(/(?<=[a-z])\s*(…|\.\.\.)\s*(?=[a-z])/gi, ' ~ ').replace(/(…|\.\.\.)/g, '').replace(/\s+/g, ' ').replace(/^[\s,;:]+|[\s,;:]+$/g, ''))
    .filter((g) => g.length > 0 && /[a-z0-9]/i.test(g));
  return [...new Set(parts)].slice(0, MAX_GLOSSES);
}

/**
 * A kanji's English meanings: KANJIDIC2's without its meta glosses ("one radical (no.1)" is "one" said
 * again; "(kokuji)" says where the kanji was made, which the card shows otherwise), at most `max`.
 */
export function cleanKanjiMeanings(meanings: readonly string[], max = 6): string[] {
  const out: string[] = [];
  for (const m of meanings) {
    const clean = m
      .replace(/\(kokuji\)/gi, '')
      .replace(/\s*radical \(no\.? ?\d+\)/gi, '')
      .trim();
    if (clean && !/^radical\b/i.test(clean) && !out.includes(clean)) out.push(clean);
  }
  return out.slice(0, max);
}

/** Problems a learner would notice in a word's glosses (empty when fine). */
export function glossProblems(meanings: readonly string[]): string[] {
  const problems: string[] = [];
  if (meanings.length === 0) problems.push('no meaning');
  if (meanings.length > MAX_GLOSSES) problems.push(`more than ${MAX_GLOSSES} glosses`);
  if ((meanings[0] ?? '').length > MAX_FIRST_GLOSS) problems.push(`first gloss over ${MAX_FIRST_GLOSS} characters`);
  for (const m of meanings) {
    if (/…|\.\.\./.test(m)) problems.push(`"…" in "${m}"`);
    if (/radical \(no|\(kokuji\)|same as|--/i.test(m)) problems.push(`dictionary note in "${m}"`);
    // A Latin species name: two italics-style words, capitalised genus ("Acer japonicum").
    if (/\b[A-Z][a-z]+ [a-z]{4,}um\b|\b[A-Z][a-z]+ [a-z]+ae\b|\(?[A-Z][a-z]+ [a-z]+ensis\)?/.test(m)) problems.push(`species name in "${m}"`);
  }
  return problems;
}
