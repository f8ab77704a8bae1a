'use client';

import { ExternalLink } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEventHandler, type ReactNode } from 'react';
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { changePasswordAction, resetPasswordAction, setPasswordAction } from '@/features/auth/server/actions/password';
import type { AuthResult } from '@/features/auth/results';
import type { ChangePasswordInput, ResetPasswordInput, SetPasswordInput } from '@/features/auth/schemas';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { usePreloadWhenIdle } from '@/hooks/preload-when-idle';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { useNotify } from '@/components/toast/use-notify';

import { PasswordField } from './password-field';
import { useAuthAction } from '../hooks/use-auth-action';
import { useValidationMessage } from '../hooks/use-validation-message';

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

/**
 * A session that ended under a password form (signed out or the password changed elsewhere): the form stays as
 * typed, and says so. Passwords are never written anywhere to bring them back after a login, so the login opens
 * in a new tab and the learner sends this form again here.
 */
function SessionEnded() {
  const t = useTranslations('auth');
  const locale = useLocale();
  const pathname = usePathname();
  // The full address, as the proxy writes it: the login page comes back here in this language.
  const back = new URLSearchParams({ redirect: `/${locale}${pathname}` });
  return (
    <>
      {t('sessionEndedKept')}{' '}
      <a
        href={`/${locale}/auth/login?${back}`}
        target="_blank"
        rel="noopener"
        className="inline-flex items-center gap-1 font-semibold underline"
      >
        {t('loginInNewTab')}
        <ExternalLink aria-hidden className="size-3.5" />
      </a>
    </>
  );
}

/**
 * A password form's submit: every submit starts without the last one's messages (a refused new password does not
 * keep the earlier "wrong current password"), and an ended session keeps the fields (see SessionEnded).
 */
function usePasswordSubmit<V extends FieldValues>(
  form: UseFormReturn<V>,
  send: (values: V) => Promise<AuthResult>,
  onDone: () => void,
) {
  const { run, formError, setFormError } = useAuthAction(form.setError);
  const [sessionEnded, setSessionEnded] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    const result = await run(() => send(values));
    if (result.ok) onDone();
    else if (result.error === 'unauthorized') {
      setFormError(undefined);
      setSessionEnded(true);
    }
  });
  const onSubmit: FormEventHandler<HTMLFormElement> = (event) => {
    setFormError(undefined);
    setSessionEnded(false);
    void submit(event);
  };
  return { onSubmit, formError: sessionEnded ? <SessionEnded /> : formError };
}

// Validation code loads after the page (lib/forms/lazy-zod-resolver.ts).
const resetPasswordValidation = lazyZodResolver<ResetPasswordInput>(() =>
  import('@/features/auth/schemas').then((schemas) => schemas.resetPasswordSchema),
);
const changePasswordValidation = lazyZodResolver<ChangePasswordInput>(() =>
  import('@/features/auth/schemas').then((schemas) => schemas.changePasswordSchema),
);
const setPasswordValidation = lazyZodResolver<SetPasswordInput>(() =>
  import('@/features/auth/schemas').then((schemas) => schemas.setPasswordSchema),
);

export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('auth');
  const [done, setDone] = useState(false);
  usePreloadWhenIdle(resetPasswordValidation.preload);
  const form = useForm<ResetPasswordInput>({
    resolver: resetPasswordValidation.resolver,
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const { onSubmit, formError } = usePasswordSubmit(form, resetPasswordAction, () => setDone(true));

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
  const validation = useValidationMessage();
  const [done, setDone] = useState(false);
  usePreloadWhenIdle(changePasswordValidation.preload);
  const form = useForm<ChangePasswordInput>({
    resolver: changePasswordValidation.resolver,
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const { onSubmit, formError } = usePasswordSubmit(form, changePasswordAction, () => {
    setDone(true);
    notify.success(t('success.passwordChanged'));
    form.reset();
  });

  return (
    <PasswordForm
      name="change-password"
      onSubmit={(event) => {
        setDone(false);
        onSubmit(event);
      }}
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
  const [done, setDone] = useState(false);
  usePreloadWhenIdle(setPasswordValidation.preload);
  const form = useForm<SetPasswordInput>({
    resolver: setPasswordValidation.resolver,
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { onSubmit, formError } = usePasswordSubmit(form, setPasswordAction, () => {
    setDone(true);
    notify.success(t('success.passwordSet'));
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
