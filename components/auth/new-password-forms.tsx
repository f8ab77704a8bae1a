'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEventHandler, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { changePasswordAction, resetPasswordAction, setPasswordAction } from '@/lib/auth/actions/password';
import type { ChangePasswordInput, ResetPasswordInput, SetPasswordInput } from '@/lib/auth/schemas';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { usePreloadWhenIdle } from '@/lib/utils/preload-when-idle';
import { Link } from '@/lib/i18n/navigation';
import { useNotify } from '@/lib/toast/use-notify';

import { PasswordField } from './password-field';
import { useAuthAction } from './use-auth-action';
import { useValidationMessage } from './use-validation-message';

/** New password + confirmation, shared by the reset, change and set forms. */
function NewPasswordFields({
  register,
  errors,
}: {
  register: (name: 'password' | 'confirmPassword') => object;
  errors: { password?: { message?: string }; confirmPassword?: { message?: string } };
}) {
  const t = useTranslations('auth');
  const validation = useValidationMessage();
  return (
    <>
      <PasswordField
        label={t('newPassword')}
        autoComplete="new-password"
        hint={t('passwordHint')}
        error={validation(errors.password?.message)}
        {...register('password')}
      />
      <PasswordField
        label={t('confirmPassword')}
        autoComplete="new-password"
        error={validation(errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
    </>
  );
}

/** Where a session that vanished under a form goes: the login page, after the message was shown, and back. */
function useGoToLogin() {
  const locale = useLocale();
  return () => {
    const back = new URLSearchParams({ redirect: window.location.pathname });
    setTimeout(() => window.location.assign(`/${locale}/auth/login?${back}`), 1500);
  };
}

// Validation code loads after the page (lib/forms/lazy-zod-resolver.ts).
const resetPasswordValidation = lazyZodResolver<ResetPasswordInput>(() =>
  import('@/lib/auth/schemas').then((schemas) => schemas.resetPasswordSchema),
);
const changePasswordValidation = lazyZodResolver<ChangePasswordInput>(() =>
  import('@/lib/auth/schemas').then((schemas) => schemas.changePasswordSchema),
);
const setPasswordValidation = lazyZodResolver<SetPasswordInput>(() =>
  import('@/lib/auth/schemas').then((schemas) => schemas.setPasswordSchema),
);

export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('auth');
  const [done, setDone] = useState(false);
  usePreloadWhenIdle(resetPasswordValidation.preload);
  const form = useForm<ResetPasswordInput>({
    resolver: resetPasswordValidation.resolver,
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const { run, formError } = useAuthAction(form.setError);
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await run(() => resetPasswordAction(values));
    if (result.ok) setDone(true);
  });

  if (done) {
    return (
      <div className="space-y-4">
        <FormMessage kind="success">{t('resetDone')}</FormMessage>
        <Button asChild size="lg" className="w-full">
          <Link href="/auth/login">{t('login')}</Link>
        </Button>
      </div>
    );
  }
  return (
    <PasswordForm
      name="reset-password"
      onSubmit={onSubmit}
      formError={formError}
      submitting={form.formState.isSubmitting}
      submitLabel={t('setNewPassword')}
    >
      <NewPasswordFields register={form.register} errors={form.formState.errors} />
    </PasswordForm>
  );
}

export function ChangePasswordForm() {
  const t = useTranslations('auth');
  const notify = useNotify();
  const goToLogin = useGoToLogin();
  const validation = useValidationMessage();
  const [done, setDone] = useState(false);
  usePreloadWhenIdle(changePasswordValidation.preload);
  const form = useForm<ChangePasswordInput>({
    resolver: changePasswordValidation.resolver,
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const { run, formError } = useAuthAction(form.setError);
  const onSubmit = form.handleSubmit(async (values) => {
    setDone(false);
    const result = await run(() => changePasswordAction(values));
    if (result.ok) {
      setDone(true);
      notify.success(t('success.passwordChanged'));
      form.reset();
    } else if (result.error === 'unauthorized') {
      goToLogin();
    }
  });

  return (
    <PasswordForm
      name="change-password"
      onSubmit={onSubmit}
      formError={formError}
      submitting={form.formState.isSubmitting}
      submitLabel={t('changePassword')}
    >
      {done ? <FormMessage kind="success">{t('success.passwordChanged')}</FormMessage> : null}
      <PasswordField
        label={t('currentPassword')}
        autoComplete="current-password"
        error={validation(form.formState.errors.currentPassword?.message)}
        {...form.register('currentPassword')}
      />
      <NewPasswordFields register={form.register} errors={form.formState.errors} />
    </PasswordForm>
  );
}

export function SetPasswordForm() {
  const t = useTranslations('auth');
  const notify = useNotify();
  const goToLogin = useGoToLogin();
  const [done, setDone] = useState(false);
  usePreloadWhenIdle(setPasswordValidation.preload);
  const form = useForm<SetPasswordInput>({
    resolver: setPasswordValidation.resolver,
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { run, formError } = useAuthAction(form.setError);
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await run(() => setPasswordAction(values));
    if (result.ok) {
      setDone(true);
      notify.success(t('success.passwordSet'));
    } else if (result.error === 'unauthorized') {
      goToLogin();
    }
  });

  if (done) {
    return (
      <div className="space-y-4">
        <FormMessage kind="success">{t('success.passwordSet')}</FormMessage>
        <Button asChild size="lg" variant="secondary" className="w-full">
          <Link href="/settings#account">{t('account.heading')}</Link>
        </Button>
      </div>
    );
  }
  return (
    <PasswordForm
      name="set-password"
      onSubmit={onSubmit}
      formError={formError}
      submitting={form.formState.isSubmitting}
      submitLabel={t('setPassword')}
    >
      <NewPasswordFields register={form.register} errors={form.formState.errors} />
    </PasswordForm>
  );
}

/** The frame of the three password forms: the form's message, its fields, the submit button (busy while saving). */
function PasswordForm({
  name,
  onSubmit,
  formError,
  submitting,
  submitLabel,
  children,
}: {
  name: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  formError: ReactNode;
  submitting: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  const t = useTranslations('auth');
  return (
    <form method="post" data-form={name} noValidate onSubmit={onSubmit} className="space-y-4">
      <FormMessage>{formError}</FormMessage>
      {children}
      <Button type="submit" size="lg" className="w-full" disabled={submitting}>
        {submitting ? t('saving') : submitLabel}
      </Button>
    </form>
  );
}
