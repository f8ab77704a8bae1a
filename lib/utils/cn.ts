import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Class names for a component: falsy ones skipped, and where two utilities set the same property the later
 * one wins (`cn('px-4', props.className)` with `px-2` gives `px-2`), so a caller can adjust a primitive.
 */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}
