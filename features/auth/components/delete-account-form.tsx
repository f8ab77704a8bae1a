'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { RefObject } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { clearAccountDrafts } from '@/features/custom-sets/set-draft';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { FormMessage, TextField } from '@/components/ui/form-field';
import { deleteAccountAction } from '@/features/auth/server/actions/account';

import { useAuthAction } from '../hooks/use-auth-action';
import { useValidationMessage } from '../hooks/use-validation-message';

/**
 * The dialog of delete-account-dialog.tsx, loaded when it is first wanted: deleting the account (and its
 * sets) after typing the email address to confirm.
 */
export default function DeleteAccountForm({
  email,
  setCount,
  open,
  onOpenChange,
  trigger,
}: {
  email: string;
  setCount: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog: the focus goes back to it on close. */
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const t = useTranslations('auth.account');
  const locale = useLocale();
  const validation = useValidationMessage();
  const form = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const { run, formError } = useAuthAction(form.setError);
  const typed = useWatch({ control: form.control, name: 'email' });

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await run(() => deleteAccountAction(values));
    if (result.ok) {
      // Nothing of a deleted account stays on a shared computer.
      clearAccountDrafts(result.accountId);
      // The login page says the account is gone (a bare login page left the learner wondering).
      window.location.assign(`/${locale}/auth/login?deleted=1`);
      return new Promise<void>(() => {});
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) form.reset();
      }}
    >
      <DialogContent
        title={t('deleteConfirmTitle')}
        description={t('deleteConfirmText', { count: setCount, email })}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
          <FormMessage>{formError}</FormMessage>
          <TextField
            size="lg"
            label={t('deleteConfirmLabel')}
            type="email"
            autoComplete="off"
            error={validation(form.formState.errors.email?.message)}
            {...form.register('email')}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="secondary">
                {t('cancel')}
              </Button>
            </DialogClose>
            <Button
              type="submit"
              variant="danger"
              disabled={form.formState.isSubmitting || typed.trim().toLowerCase() !== email}
            >
              {form.formState.isSubmitting ? t('deleting') : t('deleteConfirm')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
