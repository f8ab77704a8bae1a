'use client';

import { Volume2, VolumeX } from 'lucide-react';
import type { MouseEvent, PointerEvent } from 'react';
import { cn } from '@/lib/utils/cn';

/**
 * A round "read it aloud" button. Without a Japanese voice it stays, disabled, described by the note that says
 * why (`noVoiceNoteId`), so the learner sees audio exists and how to get it; with neither it is not drawn.
 * `ownTaps`: the button sits on something a tap acts on (a flash card turns over on pointerup), so it keeps
 * its pointer events and clicks to itself.
 */
export function SpeakButton({
  label,
  onSpeak,
  noVoiceNoteId,
  noVoiceTitle,
  ownTaps = false,
  className,
  iconClassName = 'size-5',
}: {
  label: string;
  onSpeak: (() => void) | null;
  noVoiceNoteId: string | null;
  noVoiceTitle?: string;
  ownTaps?: boolean;
  className?: string;
  iconClassName?: string;
}) {
  const keep = ownTaps ? (event: PointerEvent | MouseEvent) => event.stopPropagation() : undefined;
  const base = 'inline-flex shrink-0 items-center justify-center rounded-full text-quiet';
  if (onSpeak)
    return (
      <button
        type="button"
        onClick={(event) => {
          keep?.(event);
          onSpeak();
        }}
        onPointerDown={keep}
        onPointerUp={keep}
        aria-label={label}
        title={label}
        className={cn(base, 'cursor-pointer hover:bg-surface-hover', className)}
      >
        <Volume2 aria-hidden className={iconClassName} />
      </button>
    );
  if (!noVoiceNoteId) return null;
  return (
    <button
      type="button"
      disabled
      aria-label={label}
      aria-describedby={noVoiceNoteId}
      title={noVoiceTitle}
      className={cn(base, 'cursor-not-allowed opacity-45', className)}
    >
      <VolumeX aria-hidden className={iconClassName} />
    </button>
  );
}
