'use client';

import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { recordResult, type RoundResults } from '../practice-round';
import type { WritePrompt } from '../write-prompts';
import { WritePromptCard } from './write-prompt-card';
import { WriteSummary } from './write-summary';
import { WritingPad } from './writing-pad';

interface Round {
  /** Which pass this is: a new pass mounts fresh pads even for the same kanji. */
  pass: number;
  kanji: string[];
  index: number;
  results: RoundResults;
  done: boolean;
}

/**
 * The write mode of a unit or a set: each kanji in turn, prompted by its meaning and readings, written on the
 * pad over its faint model; a summary at the end. Results live in this screen only: it is practice.
 */
export function WritePractice({
  prompts,
  backHref,
  backLabel,
}: {
  prompts: WritePrompt[];
  backHref: string;
  backLabel: string;
}) {
  const t = useTranslations('writing.practice');
  const byKanji = new Map(prompts.map((prompt) => [prompt.kanji, prompt]));
  const [round, setRound] = useState<Round>(() => ({
    pass: 0,
    kanji: prompts.map((prompt) => prompt.kanji),
    index: 0,
    results: {},
    done: false,
  }));
  const padArea = useRef<HTMLDivElement>(null);
  const next = useRef<HTMLButtonElement>(null);

  if (round.done) {
    return (
      <WriteSummary
        round={round.kanji}
        results={round.results}
        backHref={backHref}
        backLabel={backLabel}
        onPractise={(kanji) => setRound({ pass: round.pass + 1, kanji, index: 0, results: {}, done: false })}
      />
    );
  }

  const kanji = round.kanji[round.index];
  const prompt = byKanji.get(kanji)!;
  const last = round.index === round.kanji.length - 1;
  const go = (index: number) => setRound((r) => ({ ...r, index }));

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-4 md:grid md:grid-cols-[1fr_minmax(0,26rem)] md:items-start md:gap-6">
        <WritePromptCard
          prompt={prompt}
          position={t('position', { current: round.index + 1, total: round.kanji.length })}
        />
        <div ref={padArea} className="mx-auto w-full max-w-[26rem]">
          <WritingPad
            key={`${round.pass}:${kanji}`}
            kanji={kanji}
            showModel
            onFinished={(result) => {
              // A keyboard user who revealed the last stroke goes on from the button that takes them on.
              const keyboard = padArea.current?.contains(document.activeElement) ?? false;
              setRound((r) => ({ ...r, results: recordResult(r.results, result.kanji, result.outcome) }));
              if (keyboard) requestAnimationFrame(() => next.current?.focus());
            }}
          />
        </div>
      </div>
      <div className="flex items-center justify-between gap-2 border-t border-line pt-4">
        <Button variant="secondary" disabled={round.index === 0} onClick={() => go(round.index - 1)}>
          <ChevronLeft aria-hidden className="size-4" />
          {t('previous')}
        </Button>
        <Button
          ref={next}
          variant={kanji in round.results ? 'primary' : 'secondary'}
          onClick={() => (last ? setRound((r) => ({ ...r, done: true })) : go(round.index + 1))}
        >
          {last ? t('finish') : t('next')}
          <ChevronRight aria-hidden className="size-4" />
        </Button>
      </div>
    </div>
  );
}
