'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { signUpAction } from '@/lib/auth/actions';
import { signUpSchema, type SignUpInput } from '@/lib/auth/schemas';

import { FormMessage, PasswordField, TextField, useValidationMessage } from './form-fields';
import { useAuthAction } from './use-auth-action';

export function SignUpForm() {
  const t = useTranslations('auth');
  const locale = useLocale();
  const validation = useValidationMessage();
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });
  const { run, formError } = useAuthAction(form.setError);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await run(() => signUpAction(values));
    if (result.ok) {
      window.location.assign(`/${locale}/auth/verify-email`);
      return new Promise<void>(() => {});
    }
  });

  const busy = isSubmitting;
  return (
    <form data-form="signup" noValidate onSubmit={onSubmit} className="space-y-4">
      <FormMessage>{formError}</FormMessage>
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={validation(errors.email?.message)}
        {...form.register('email')}
      />
      <PasswordField
        label={t('password')}
        autoComplete="new-password"
        hint={t('passwordHint')}
        error={validation(errors.password?.message)}
        {...form.register('password')}
      />
      <PasswordField
        label={t('confirmPassword')}
        autoComplete="new-password"
        error={validation(errors.confirmPassword?.message)}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? t('signingUp') : t('signup')}
      </Button>
    </form>
  );
}
