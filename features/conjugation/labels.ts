import type { WordType } from '@/features/conjugation/engine';

/** Message keys cannot hold '-': the engine's word types mapped to the keys under conjugation.groups. */
const GROUP_KEYS = {
  godan: 'godan',
  ichidan: 'ichidan',
  irregular: 'irregular',
  'i-adjective': 'iAdjective',
  'na-adjective': 'naAdjective',
} as const satisfies Record<WordType, string>;

export function groupKey(type: WordType): (typeof GROUP_KEYS)[WordType] {
  return GROUP_KEYS[type];
}

/** A few familiar words per group, shown next to the group's name in the settings. */
export const GROUP_EXAMPLES: Record<WordType, string> = {
  godan: '書く・話す・待つ',
  ichidan: '食べる・見る・起きる',
  irregular: 'する・来る・勉強する',
  'i-adjective': '高い・新しい・いい',
  'na-adjective': '静か・元気・きれい',
};
