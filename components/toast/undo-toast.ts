'use client';

/** How long an undo is offered: the toast's life, and how long an undoable step waits for anything final. */
export const UNDO_WINDOW_MS = 6000;

let nextId = 0;

/**
 * A toast with an Undo button, in place of a question asked before the step ("Skip this question?"): the step is
 * done at once, and taken back with one click. `dismiss` takes the offer away when it no longer applies.
 */
export function showUndoToast(message: string, undoLabel: string, onUndo: () => void): { dismiss: () => void } {
  const id = `undo-${++nextId}`;
  // sonner is loaded on demand (see components/ui/toaster.tsx); it is cached after the first toast.
  const sonner = import('sonner');
  void sonner.then(({ toast }) =>
    toast(message, { id, duration: UNDO_WINDOW_MS, action: { label: undoLabel, onClick: onUndo } }),
  );
  return { dismiss: () => void sonner.then(({ toast }) => toast.dismiss(id)) };
}
