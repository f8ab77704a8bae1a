import type { ReactNode } from 'react';

import { cn } from '@/lib/utils/cn';

/**
 * The key that does what its button does, drawn as a small keycap. Only where there are keys to press (a mouse
 * and a keyboard: the `keys` variant of app/globals.css), and hidden from screen readers: the button says its
 * shortcut in `aria-keyshortcuts` instead.
 */
export function Keycap({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <kbd
      aria-hidden
      className={cn(
        'hidden min-w-5 place-items-center rounded border border-b-2 border-key-line bg-key px-1 font-sans text-xs leading-4 font-medium text-quiet keys:inline-grid',
        className,
      )}
    >
      {children}
    </kbd>
  );
}
