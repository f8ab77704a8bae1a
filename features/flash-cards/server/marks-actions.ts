'use server';

import { defineAction } from '@/lib/actions/define-action';

import { mergeMarks, saveMarks } from './marks';
import { markDeckSchema, marksSchema } from '../marks-schemas';

/** A signed-in learner's marks of one unit or set are read through GET /api/study-marks. */
export const saveStudyMarksAction = defineAction(
  { name: 'saveStudyMarksAction', access: 'user', args: [markDeckSchema, marksSchema] },
  async ({ user }, deck, marks) =>
    (await saveMarks(user.id, deck, marks))
      ? { ok: true as const }
      : { ok: false as const, error: 'notFound' as const },
);

export const mergeStudyMarksAction = defineAction(
  { name: 'mergeStudyMarksAction', access: 'user', args: [markDeckSchema, marksSchema] },
  async ({ user }, deck, marks) => {
    const merged = await mergeMarks(user.id, deck, marks);
    return merged ? { ok: true as const, marks: merged } : { ok: false as const, error: 'notFound' as const };
  },
);
