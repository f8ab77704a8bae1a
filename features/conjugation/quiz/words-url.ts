import { BUILD_ID } from '@/lib/env/public';
import type { QuizKind } from './settings';

/**
 * Where the quiz reads its words (app/api/conjugation/words/…): the build id in the address makes each
 * deployment's list a new file, so the browser may keep one for good.
 */
export function quizWordsUrl(kind: QuizKind, locale: 'en' | 'vi'): string {
  return `/api/conjugation/words/${kind}/${locale}?build=${encodeURIComponent(BUILD_ID ?? 'dev')}`;
}
