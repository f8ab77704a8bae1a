import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils/cn';

export type ProgressBarProps = Omit<ComponentProps<'div'>, 'children'> & {
  value: number;
  max: number;
  /** Classes of the filled part (its colour, a transition). */
  indicatorClassName?: string;
};

/** A bar filled to value/max, announced as a progressbar; the track's height and colour come from className. */
export function ProgressBar({ value, max, className, indicatorClassName, ...props }: ProgressBarProps) {
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      className={cn('overflow-hidden rounded-full', className)}
      {...props}
    >
      <div className={cn('h-full rounded-full', indicatorClassName)} style={{ width: `${(value / max) * 100}%` }} />
    </div>
  );
}
