'use client';

import { MailCheck } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { forgotPasswordAction } from '@/features/auth/server/actions/password';
import type { ForgotPasswordInput } from '@/features/auth/schemas';

import { useAuthAction } from '../hooks/use-auth-action';
import { EmailField } from './email-field';
import { useValidationMessage } from '../hooks/use-validation-message';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { usePreloadWhenIdle } from '@/hooks/preload-when-idle';

// Validation code loads after the page (lib/forms/lazy-zod-resolver.ts).
const forgotPasswordValidation = lazyZodResolver<ForgotPasswordInput>(() =>
  import('@/features/auth/schemas').then((schemas) => schemas.forgotPasswordSchema),
);

/** Always ends in "Reset link sent" for a well-formed address: whether it has an account stays secret. */
export function ForgotPasswordForm() {
  const t = useTranslations('auth');
  const validation = useValidationMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  usePreloadWhenIdle(forgotPasswordValidation.preload);
  const form = useForm<ForgotPasswordInput>({
    resolver: forgotPasswordValidation.resolver,
    defaultValues: { email: '' },
  });
  const { run, formError } = useAuthAction(form.setError);

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await run(() => forgotPasswordAction(values));
    if (result.ok) setSentTo(values.email.trim().toLowerCase());
  });

  if (sentTo) {
    return (
      <div role="status" className="flex gap-3 rounded-xl bg-notice p-4 text-sm text-body">
        <MailCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-link" />
        <div className="space-y-1">
          <p className="font-semibold">{t('success.resetSent')}</p>
          <p>{t('resetSentText', { email: sentTo })}</p>
        </div>
      </div>
    );
  }
  return (
    <form method="post" data-form="forgot-password" noValidate onSubmit={onSubmit} className="space-y-4">
      <FormMessage>{formError}</FormMessage>
      <EmailField
        label={t('email')}
        error={validation(form.formState.errors.email?.message)}
        {...form.register('email')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('sending') : t('sendResetLink')}
      </Button>
    </form>
  );
}
