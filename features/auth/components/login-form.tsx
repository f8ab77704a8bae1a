'use client';

import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { loginAction } from '@/features/auth/server/actions/sign-in';
import type { LoginInput } from '@/features/auth/schemas';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { usePreloadWhenIdle } from '@/hooks/preload-when-idle';
import { Link } from '@/lib/i18n/navigation';

import { PasswordField } from './password-field';
import { useAuthAction } from '../hooks/use-auth-action';
import { EmailField } from './email-field';
import { useValidationMessage } from '../hooks/use-validation-message';

// Validation code loads after the page (lib/forms/lazy-zod-resolver.ts).
const loginValidation = lazyZodResolver<LoginInput>(() =>
  import('@/features/auth/schemas').then((schemas) => schemas.loginSchema),
);

export function LoginForm({ redirect, initialError }: { redirect?: string; initialError?: string }) {
  const t = useTranslations('auth');
  const validation = useValidationMessage();
  usePreloadWhenIdle(loginValidation.preload);
  const form = useForm<LoginInput>({ resolver: loginValidation.resolver, defaultValues: { email: '', password: '' } });
  const { run, formError } = useAuthAction(form.setError);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await run(() => loginAction(values, redirect));
    if (result.ok) {
      // A full load, so the header and every server component render for the signed-in user.
      window.location.assign(result.redirectTo);
      return new Promise<void>(() => {}); // keep the button busy until the page changes
    }
  });

  const busy = isSubmitting;
  return (
    <form method="post" data-form="login" noValidate onSubmit={onSubmit} className="space-y-4">
      <FormMessage>{formError ?? initialError}</FormMessage>
      <EmailField label={t('email')} error={validation(errors.email?.message)} {...form.register('email')} />
      <div className="space-y-1.5">
        <PasswordField
          label={t('password')}
          autoComplete="current-password"
          error={validation(errors.password?.message)}
          {...form.register('password')}
        />
        <div className="text-right">
          <Link href="/auth/forgot-password" className="text-sm font-medium text-link hover:underline">
            {t('forgotPassword')}
          </Link>
        </div>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? t('loggingIn') : t('login')}
      </Button>
    </form>
  );
}
