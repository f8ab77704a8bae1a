import type { ElementType, ReactNode } from 'react';
import { cn } from '@/lib/utils/cn';

export type EmptyStateProps = {
  /** The element or component around it (a <section>, a Card); a <div> by default. */
  as?: ElementType<{ className?: string; children?: ReactNode }>;
  className?: string;
  icon?: ReactNode;
  title: ReactNode;
  /** Replaces the heading's classes. */
  titleClassName?: string;
  description?: ReactNode;
  /** Replaces the text's classes. */
  descriptionClassName?: string;
  /** Buttons or links, side by side under the text. */
  action?: ReactNode;
  actionClassName?: string;
};

/** What a screen shows when it has nothing to list: an icon, a heading, a line of text and what to do next. */
export function EmptyState({
  as: Root = 'div',
  className,
  icon,
  title,
  titleClassName,
  description,
  descriptionClassName,
  action,
  actionClassName,
}: EmptyStateProps) {
  return (
    <Root className={cn('flex flex-col items-center gap-4 py-12 text-center', className)}>
      {icon}
      <h2 className={titleClassName ?? 'text-xl font-semibold'}>{title}</h2>
      {description ? <p className={descriptionClassName ?? 'max-w-prose text-soft'}>{description}</p> : null}
      {action ? <div className={cn('flex flex-wrap justify-center gap-2', actionClassName)}>{action}</div> : null}
    </Root>
  );
}
