'use client';

import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * The import panel's frame, the same in each of its modes (a word list, the smart paste): the titled box with its
 * Close button, then the mode switch, then the mode's own content.
 */
export function ImportPanelFrame({
  title,
  closeLabel,
  onClose,
  modeSwitch,
  children,
}: {
  title: string;
  closeLabel: string;
  onClose: () => void;
  modeSwitch: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-line bg-panel p-4 sm:p-5">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h3>
        <Button type="button" variant="ghost" size="sm" onClick={onClose}>
          {closeLabel}
        </Button>
      </div>
      {modeSwitch}
      {children}
    </section>
  );
}
