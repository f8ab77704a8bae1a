'use client';

import { Trash2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { deleteAccountAction } from '@/lib/auth/actions';

import { FormMessage, TextField, useValidationMessage } from './form-fields';
import { useAuthAction } from './use-auth-action';

/** Deleting the account (and its sets) after typing the email address to confirm. */
export function DeleteAccountDialog({ email, setCount }: { email: string; setCount: number }) {
  const t = useTranslations('auth.account');
  const locale = useLocale();
  const validation = useValidationMessage();
  const [open, setOpen] = useState(false);
  const form = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const { run, formError } = useAuthAction(form.setError);
  const typed = form.watch('email');

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await run(() => deleteAccountAction(values));
    if (result.ok) {
      window.location.assign(`/${locale}/auth/login`);
      return new Promise<void>(() => {});
    }
  });

  return (
    <div className="space-y-2 sm:text-right">
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) form.reset();
        }}
      >
        <DialogTrigger asChild>
          <Button variant="danger">
            <Trash2 aria-hidden className="size-4" />
            {t('deleteAccount')}
          </Button>
        </DialogTrigger>
        <DialogContent title={t('deleteConfirmTitle')} description={t('deleteConfirmText', { count: setCount, email })}>
          <form noValidate onSubmit={onSubmit} className="space-y-4">
            <FormMessage>{formError}</FormMessage>
            <TextField
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
      <p className="text-xs text-zinc-600 sm:max-w-xs dark:text-zinc-400">{t('deleteText')}</p>
    </div>
  );
}
