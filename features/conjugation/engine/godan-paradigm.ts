// The godan paradigm: the row of the ending's kana (書く: か き け こ, いて / いた) and the godan exceptions.
import { hasKanji } from '@/features/japanese/kana';
import { cut, pair, suffixed } from './form-pair';
import type { GodanEnding, WordAnalysis } from './types';
import type { VerbParadigm } from './verb-forms';

const GODAN_ROWS: Record<GodanEnding, { a: string; i: string; e: string; o: string; te: string; ta: string }> = {
  う: { a: 'わ', i: 'い', e: 'え', o: 'お', te: 'って', ta: 'った' },
  く: { a: 'か', i: 'き', e: 'け', o: 'こ', te: 'いて', ta: 'いた' },
  ぐ: { a: 'が', i: 'ぎ', e: 'げ', o: 'ご', te: 'いで', ta: 'いだ' },
  す: { a: 'さ', i: 'し', e: 'せ', o: 'そ', te: 'して', ta: 'した' },
  つ: { a: 'た', i: 'ち', e: 'て', o: 'と', te: 'って', ta: 'った' },
  ぬ: { a: 'な', i: 'に', e: 'ね', o: 'の', te: 'んで', ta: 'んだ' },
  ぶ: { a: 'ば', i: 'び', e: 'べ', o: 'ぼ', te: 'んで', ta: 'んだ' },
  む: { a: 'ま', i: 'み', e: 'め', o: 'も', te: 'んで', ta: 'んだ' },
  る: { a: 'ら', i: 'り', e: 'れ', o: 'ろ', te: 'って', ta: 'った' },
};

/** The kana of a godan ending's row (explanations show them too). */
export function godanRow(ending: GodanEnding) {
  return GODAN_ROWS[ending];
}

export function godanParadigm(a: Extract<WordAnalysis, { kind: 'godan' }>): VerbParadigm {
  const r = GODAN_ROWS[a.ending];
  const s = a.stem;
  const dictionary = [suffixed(s, a.ending)];
  const par: VerbParadigm = {
    dictionary,
    masu: [suffixed(s, r.i)],
    nai: [suffixed(s, r.a)],
    te: [suffixed(s, r.te)],
    ta: [suffixed(s, r.ta)],
    imperative: [suffixed(s, r.e)],
    ba: [suffixed(s, r.e + 'ば')],
    volitional: [suffixed(s, r.o + 'う')],
    derived: {
      potential: [suffixed(s, r.e)],
      passive: [suffixed(s, r.a + 'れ')],
      causative: [suffixed(s, r.a + 'せ')],
      causativePassive:
        a.ending === 'す' ? [suffixed(s, r.a + 'せられ')] : [suffixed(s, r.a + 'せられ'), suffixed(s, r.a + 'され')],
    },
    plainForms: true,
    politeVolitional: true,
    naide: true,
    negativeCommand: true,
    politeCommand: true,
  };
  switch (a.exception) {
    case 'iku': {
      // 行く(いく・ゆく): 行って, 行った (ゆく also has いって: *ゆいて, *ゆって)
      const kanaStem = s.kana.endsWith('ゆ') ? cut(s.kana, 1) + 'い' : s.kana;
      const writtenStem = !hasKanji(s.written) && s.written.endsWith('ゆ') ? cut(s.written, 1) + 'い' : s.written;
      par.te = [pair(kanaStem + 'って', writtenStem + 'って')];
      par.ta = [pair(kanaStem + 'った', writtenStem + 'った')];
      break;
    }
    case 'tou':
      par.te = [suffixed(s, 'うて')];
      par.ta = [suffixed(s, 'うた')];
      break;
    case 'aru':
      par.nai = [pair('', '')];
      // あれ exists, in literary and set phrases (幸あれ); the quiz leaves it out (skip=command in its word list).
      par.naide = false;
      par.negativeCommand = false;
      par.politeCommand = false;
      par.derived = { potential: null, passive: null, causative: null, causativePassive: null };
      break;
    case 'honorific':
    case 'gozaru':
      par.masu = [suffixed(s, 'い')];
      par.imperative = a.exception === 'gozaru' ? null : [suffixed(s, 'い')];
      par.volitional = null;
      // The polite volitional is alive (なさいましょう, いらっしゃいましょう, ございましょう); the plain one (なさろう)
      // is archaic and not offered.
      par.politeVolitional = true;
      par.negativeCommand = false;
      par.politeCommand = false;
      par.derived = { potential: null, passive: null, causative: null, causativePassive: null };
      if (a.exception === 'gozaru') par.plainForms = false;
      if (s.kana.endsWith('いらっしゃ') && s.written.endsWith('いらっしゃ')) {
        // いらっしゃって → also the contracted いらして (standard in polite speech)
        const short = pair(cut(s.kana, 3), cut(s.written, 3));
        par.te.push(suffixed(short, 'して'));
        par.ta.push(suffixed(short, 'した'));
      }
      break;
  }
  return par;
}
