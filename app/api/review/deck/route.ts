import { reviewNow } from '@/lib/review/clock';
import { deckStatus } from '@/lib/review/queries';
import { deckRefSchema } from '@/lib/review/schemas';
import { personalRead } from '@/lib/server/personal-read';

/** GET /api/review/deck?kind=kanji&deckKey=n5/3 → { inStudies, cards, due }: a unit's or set's place in the reviews. */
export const GET = personalRead(deckRefSchema, (user, deck) => deckStatus(user.id, deck, reviewNow()));
