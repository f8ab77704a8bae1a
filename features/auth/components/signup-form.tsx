'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { signUpAction } from '@/features/auth/server/actions/sign-in';
import { localizedRedirectTarget } from '@/lib/auth/redirect-target';
import type { SignUpInput } from '@/features/auth/schemas';
import type { Locale } from '@/lib/i18n/routing';

import { PasswordField } from './password-field';
import { useAuthAction } from '../hooks/use-auth-action';
import { EmailField } from './email-field';
import { useValidationMessage } from '../hooks/use-validation-message';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { usePreloadWhenIdle } from '@/hooks/preload-when-idle';

// Validation code loads after the page (lib/forms/lazy-zod-resolver.ts).
const signUpValidation = lazyZodResolver<SignUpInput>(() =>
  import('@/features/auth/schemas').then((schemas) => schemas.signUpSchema),
);

/** `redirect`: the page's `?redirect=`, carried through verification (the screen after this one, and the mail). */
export function SignUpForm({ redirect }: { redirect?: string }) {
  const t = useTranslations('auth');
  const locale = useLocale() as Locale;
  const validation = useValidationMessage();
  usePreloadWhenIdle(signUpValidation.preload);
  const form = useForm<SignUpInput>({
    resolver: signUpValidation.resolver,
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });
  const { run, formError } = useAuthAction(form.setError);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await run(() => signUpAction(values, redirect));
    if (result.ok) {
      const query = redirect ? `?${new URLSearchParams({ redirect: localizedRedirectTarget(redirect, locale) })}` : '';
      window.location.assign(`/${locale}/auth/verify-email${query}`);
      return new Promise<void>(() => {});
    }
  });

  const busy = isSubmitting;
  return (
    <form method="post" data-form="signup" noValidate onSubmit={onSubmit} className="space-y-4">
      <FormMessage>{formError}</FormMessage>
      <EmailField label={t('email')} error={validation(errors.email?.message)} {...form.register('email')} />
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
