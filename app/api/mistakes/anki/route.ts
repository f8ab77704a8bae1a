import { answerMistakesPackage } from '@/features/mistakes/server/anki-download';

/** POST /api/mistakes/anki: the listed mistakes as an Anki package (features/mistakes/server/anki-download.ts). */
export const POST = answerMistakesPackage;
