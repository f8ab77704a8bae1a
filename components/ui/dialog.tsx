'use client';

// A modal dialog on Radix: focus trap, focus back to the trigger on close, Escape and outside click close it.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useRef, type ComponentProps, type ReactNode } from 'react';

import { cn } from '@/lib/utils/cn';

import { Button } from './button';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * `onCloseAutoFocus` for a dialog opened from state rather than by a Radix trigger (the list it opens from stays
 * free of Radix's code): the focus goes back to the element that opened it.
 */
export function focusBackTo(opener: HTMLElement | null) {
  return (event: Event) => {
    if (opener?.isConnected) {
      event.preventDefault();
      opener.focus();
    }
  };
}

export function DialogContent({
  title,
  description,
  children,
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { title: ReactNode; description?: ReactNode }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-zinc-950/60" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-line bg-surface p-6 shadow-xl',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
        {description ? (
          <DialogPrimitive.Description className="mt-2 text-sm text-muted">{description}</DialogPrimitive.Description>
        ) : null}
        <div className="mt-4">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** A dialog's last row: its one Close button, at the end (a dialog that shows something and asks nothing). */
export function DialogCloseRow({ label, className }: { label: string; className?: string }) {
  return (
    <div className={cn('flex justify-end', className)}>
      <DialogClose asChild>
        <Button variant="secondary">{label}</Button>
      </DialogClose>
    </div>
  );
}

/** A yes / no question: "End the test now?" Cancel comes first and has the focus: Enter alone changes nothing. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  danger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  danger?: boolean;
}) {
  // Opened from state, not from a Radix trigger: Radix has no trigger to give the focus back to and leaves it
  // on <body> (Escape or Cancel put a keyboard user at the top of the page). Remember the opener instead.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={title}
        description={description}
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          const target = opener.current;
          opener.current = null;
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">{cancelLabel}</Button>
          </DialogClose>
          <Button
            variant={danger ? 'danger' : 'primary'}
            onClick={() => {
              onOpenChange(false);
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
