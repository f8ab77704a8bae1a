'use server';

import { getLocale } from 'next-intl/server';
import { z } from 'zod/mini';

import { defineAction } from '@/lib/actions/define-action';
import { isOtherAccount } from '@/lib/actions/delivery';

import { cardContents, type ReviewCardContent } from './card-content';
import { cardId } from '../card-key';
import { reviewNow } from './clock';
import { mergeGuestReviews } from './merge';
import { addDeck, recordReview, removeDeck, saveReviewSettings } from './mutations';
import { cardRefSchema, deckWriteSchema, gradeSchema, guestMergeSchema, reviewSettingsSchema } from '../schemas';

/**
 * The review schedule's actions. Every one but `guestCardContentsAction` needs a signed-in learner and reads or
 * writes that learner's rows only; the time is always the server's (features/review/server/clock.ts).
 */

export const gradeReviewAction = defineAction(
  { name: 'gradeReviewAction', access: 'user', args: [gradeSchema] },
  async ({ user }, input) =>
    isOtherAccount(user.id, input.owner)
      ? ({ ok: false, error: 'unauthorized' } as const)
      : recordReview(user.id, input, reviewNow()),
);

export const addDeckAction = defineAction(
  { name: 'addDeckAction', access: 'user', args: [deckWriteSchema] },
  async ({ user }, { owner, ...deck }) =>
    isOtherAccount(user.id, owner)
      ? ({ ok: false, error: 'unauthorized' } as const)
      : addDeck(user.id, deck, reviewNow()),
);

export const removeDeckAction = defineAction(
  { name: 'removeDeckAction', access: 'user', args: [deckWriteSchema] },
  async ({ user }, { owner, ...deck }) =>
    isOtherAccount(user.id, owner) ? ({ ok: false, error: 'unauthorized' } as const) : removeDeck(user.id, deck),
);

export const saveReviewSettingsAction = defineAction(
  { name: 'saveReviewSettingsAction', access: 'user', args: [reviewSettingsSchema] },
  async ({ user }, settings) => {
    await saveReviewSettings(user.id, settings);
    return { ok: true as const };
  },
);

export const mergeGuestReviewsAction = defineAction(
  { name: 'mergeGuestReviewsAction', access: 'user', args: [guestMergeSchema] },
  async ({ user }, input) => mergeGuestReviews(user.id, input),
);

/** At most this many cards per call: a guest's review screen asks a page at a time. */
const GUEST_CONTENT_MAX = 100;

/**
 * What a guest's review screen shows of the cards kept on their device: built-in items and public sets' cards
 * (anybody may see those). Nothing is written.
 */
export const guestCardContentsAction = defineAction(
  {
    name: 'guestCardContentsAction',
    access: 'guest',
    args: [z.array(cardRefSchema).check(z.maxLength(GUEST_CONTENT_MAX))],
  },
  async (_caller, refs) => {
    const contents = await cardContents(refs, null, await getLocale());
    const byId: Record<string, ReviewCardContent> = {};
    for (const ref of refs) {
      const content = contents.get(cardId(ref));
      if (content) byId[cardId(ref)] = content;
    }
    return { ok: true as const, contents: byId };
  },
);
