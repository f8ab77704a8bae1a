import { cloneElement, isValidElement, type ComponentProps } from 'react';
import { cn } from '@/lib/utils/cn';

// Disabled buttons keep their own colours but fade and ignore hover, so "Previous" on the first card or
// "Reset marks" with none no longer look like they would do something (both themes alike).
const variants = {
  primary:
    'bg-primary-500 text-on-primary hover:bg-primary-hover active:bg-primary-600 disabled:hover:bg-primary-500 disabled:active:bg-primary-500',
  secondary:
    'border border-line-strong bg-surface text-fg hover:bg-surface-hover disabled:border-dashed disabled:hover:bg-surface',
  ghost: 'text-soft hover:bg-surface-hover disabled:hover:bg-transparent',
  // Hover goes darker, not lighter: white on red-500 is under AA contrast (axe caught it on a hovered button).
  danger: 'bg-red-600 text-white hover:bg-red-700 disabled:hover:bg-red-600',
} as const;

const sizes = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10',
} as const;

export type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the child element (e.g. a Link) with the button's look. */
  asChild?: boolean;
};

export function Button({ variant = 'primary', size = 'md', asChild, className, children, ...props }: ButtonProps) {
  const classes = cn(
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-45 disabled:shadow-none',
    variants[variant],
    sizes[size],
    className,
  );
  // asChild: the child (a link) takes the button's look. A plain clone rather than Radix's Slot, which
  // would be bundled again into every error and not-found boundary chunk.
  if (asChild && isValidElement<{ className?: string }>(children)) {
    return cloneElement(children, { className: cn(classes, children.props.className) });
  }
  return (
    <button className={classes} {...props}>
      {children}
    </button>
  );
}
