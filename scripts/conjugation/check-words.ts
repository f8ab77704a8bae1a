/**
 * Prints a report on the conjugation word data: counts by group × JLPT level,
 * and the EDICT type check (see scripts/conjugation/edict.ts).
 *
 *   npx tsx scripts/conjugation/check-words.ts              # exit 1 on any disagreement
 *   npx tsx scripts/conjugation/check-words.ts --exclusions # also each verb's forms not asked, with the reason
 */
import {
  GODAN_VERBS,
  ICHIDAN_VERBS,
  IRREGULAR_VERBS,
  I_ADJECTIVES_LIST,
  NA_ADJECTIVES_LIST,
  WORDS,
  type WordEntry,
} from '@/features/conjugation/engine/words';
import { verbExclusions } from '../content/conjugation-exclusions';
import { readConjugationWords } from '../content/conjugation-words';
import { checkWordAgainstEdict, edictAvailable, EDICT_MISSING_MESSAGE, loadEdict } from './edict';

function row(name: string, list: readonly WordEntry[]): string {
  const by = [5, 4, 3, 2, 1].map((l) => String(list.filter((w) => w.jlpt === l).length).padStart(4));
  return `${name.padEnd(14)}${by.join('')}${String(list.length).padStart(7)}`;
}

console.log(`${''.padEnd(14)}  N5  N4  N3  N2  N1  total`);
console.log(row('godan', GODAN_VERBS));
console.log(row('ichidan', ICHIDAN_VERBS));
console.log(row('irregular', IRREGULAR_VERBS));
console.log(row('i-adjective', I_ADJECTIVES_LIST));
console.log(row('na-adjective', NA_ADJECTIVES_LIST));

if (!edictAvailable()) {
  console.error(EDICT_MISSING_MESSAGE);
  process.exit(1);
}
const index = loadEdict();
let bad = 0;
for (const w of WORDS) {
  const v = checkWordAgainstEdict(index, w);
  if (!v.ok) {
    bad++;
    console.log(`DISAGREE ${v.message}`);
  } else if (v.override) {
    console.log(`override ${w.dictionary}: ${v.override}`);
  }
}
console.log(`EDICT check: ${WORDS.length - bad} of ${WORDS.length} words agree`);

if (process.argv.includes('--exclusions')) {
  const problems: string[] = [];
  for (const w of readConjugationWords().filter((word) => !word.type.endsWith('adjective'))) {
    for (const { form, reason } of verbExclusions(w, w, index, problems))
      console.log(`${w.dictionary}\t${form}\t${reason}`);
  }
  for (const problem of problems) console.log(`PROBLEM ${problem}`);
  bad += problems.length;
}
process.exit(bad === 0 ? 0 : 1);
