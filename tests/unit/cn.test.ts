import { describe, expect, it } from 'vitest';
import { cn } from '@/lib/utils/cn';

const OVERRIDES: [string[], string][] = [
  [['px-4 py-2', 'px-2'], 'py-2 px-2'],
  [['p-4', 'px-2'], 'p-4 px-2'],
  [['px-2', 'p-4'], 'p-4'],
  [['text-sm text-zinc-500', 'text-lg'], 'text-zinc-500 text-lg'],
  [['text-zinc-500', 'text-nowrap'], 'text-zinc-500 text-nowrap'],
  [['text-muted', 'text-primary-700'], 'text-primary-700'],
  [['bg-surface hover:bg-surface-hover', 'bg-transparent'], 'hover:bg-surface-hover bg-transparent'],
  [['rounded-lg', 'rounded-t-none'], 'rounded-lg rounded-t-none'],
  [['rounded-lg', 'rounded-full'], 'rounded-full'],
  [['border border-line', 'border-primary-500'], 'border border-primary-500'],
  [['border-line', 'border-t'], 'border-line border-t'],
  [['flex flex-col', 'flex-row'], 'flex flex-row'],
  [['inline-flex', 'flex'], 'flex'],
  [['flex-1', 'flex-none'], 'flex-none'],
  [['w-full', 'w-auto'], 'w-auto'],
  [['size-4', 'w-5'], 'size-4 w-5'],
  [['mr-2', '-mr-1'], '-mr-1'],
  [['col-span-2', 'col-span-full'], 'col-span-full'],
  [['items-center', 'items-start'], 'items-start'],
  [['font-medium', 'font-semibold'], 'font-semibold'],
  [['font-mono', 'font-semibold'], 'font-mono font-semibold'],
  [['text-center', 'text-left'], 'text-left'],
  [['sm:px-4', 'sm:px-2'], 'sm:px-2'],
  [['gap-2', 'gap-x-4'], 'gap-2 gap-x-4'],
];

describe('cn', () => {
  it('skips falsy values', () => {
    expect(cn('a', false, null, undefined, '', 'b')).toBe('a b');
  });

  it('lets a later utility win over an earlier one for the same property', () => {
    expect(cn('px-4 py-2', 'px-2')).toBe('py-2 px-2');
    expect(cn('text-muted', 'text-primary-800')).toBe('text-primary-800');
    expect(cn('bg-surface', 'bg-zinc-100')).toBe('bg-zinc-100');
  });

  it('keeps utilities for different properties, including dark variants', () => {
    expect(cn('text-sm text-muted', 'dark:text-zinc-300')).toBe('text-sm text-muted dark:text-zinc-300');
  });

  // The merge knows only the class groups our primitives let a caller override (lib/utils/cn.ts): these are
  // the overrides in use, and the look-alike utilities of other properties that must survive them.
  it.each(OVERRIDES)('merges %j into %s', (input, merged) => {
    expect(cn(...input)).toBe(merged);
  });
});
