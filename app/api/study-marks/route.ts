import { loadMarks } from '@/features/flash-cards/server/marks';
import { markDeckSchema } from '@/features/flash-cards/marks-schemas';
import { personalRead } from '@/lib/server/personal-read';

/** GET /api/study-marks?source=kanji&setKey=n5&unitKey=3 → { marks }: the learner's know / still-learning marks. */
export const GET = personalRead(markDeckSchema, async (user, deck) => ({ marks: await loadMarks(user.id, deck) }));
