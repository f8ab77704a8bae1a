import type { WritingOutcome } from '../writing-session';

/** The colours of an outcome, on the pad and in the summary alike. */
export const OUTCOME_LOOK: Record<WritingOutcome, string> = {
  clean: 'bg-success-bg text-success-fg',
  hinted: 'bg-warning-bg text-warning-fg',
  missed: 'bg-danger-bg text-danger-fg',
};
