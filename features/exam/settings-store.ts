/**
 * The learner's last test settings (what is asked, how many questions, shuffled or not), remembered on the
 * device per source and kind of test, so the next test starts where the last one was set. Pure parsing
 * here; the test screen reads and writes localStorage.
 */
import { QUESTION_MODES, type ExamSettings, type ExamSource, type TestKind } from './types';

export function settingsKey(source: ExamSource, testKind: TestKind): string {
  return `kotonoha:exam-settings:v1:${source}:${testKind}`;
}

/** What was stored, field by field; anything malformed is left out (the deck's defaults fill it in). */
export function parseStoredSettings(raw: string | null): Partial<ExamSettings> {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!value || typeof value !== 'object') return {};
  const stored = value as Record<string, unknown>;
  const out: { -readonly [K in keyof ExamSettings]?: ExamSettings[K] } = {};
  if (QUESTION_MODES.includes(stored.mode as never)) out.mode = stored.mode as ExamSettings['mode'];
  if (typeof stored.count === 'number' && Number.isInteger(stored.count) && stored.count > 0) out.count = stored.count;
  if (typeof stored.shuffle === 'boolean') out.shuffle = stored.shuffle;
  return out;
}
