import { describe, expect, it } from 'vitest';
import { cn } from '@/lib/utils/cn';

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
});
