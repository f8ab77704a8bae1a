'use client';

import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { isBotUserAgent } from '@/lib/errors/bot';

export interface ErrorScreenText {
  heading: string;
  text: string;
  tryAgain: string;
}

/**
 * The "Oops" screen. Search-engine and preview bots get the heading and text without the interactive
 * button (the HTTP status already tells them what happened).
 */
export function ErrorScreen({ text, onTryAgain }: { text: ErrorScreenText; onTryAgain: () => void }) {
  const isBot = typeof navigator !== 'undefined' && isBotUserAgent(navigator.userAgent);
  return (
    <main
      id="main"
      data-screen="error"
      className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center"
    >
      <TriangleAlert aria-hidden className="size-16 text-red-500" strokeWidth={1.5} />
      <h1 className="text-2xl font-bold sm:text-3xl">{text.heading}</h1>
      <p className="text-muted">{text.text}</p>
      {isBot ? null : (
        <Button size="lg" className="mt-2" onClick={onTryAgain}>
          {text.tryAgain}
        </Button>
      )}
    </main>
  );
}
