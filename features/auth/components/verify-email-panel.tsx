'use client';

import { MailCheck } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormMessage, TextField } from '@/components/ui/form-field';
import { changeEmailAction, resendVerificationAction } from '@/features/auth/server/actions/email';
import type { ChangeEmailInput } from '@/features/auth/schemas';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { usePreloadWhenIdle } from '@/hooks/preload-when-idle';
import { Link, useRouter } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { useNotify } from '@/components/toast/use-notify';

import { useAuthAction } from '../hooks/use-auth-action';
import { useValidationMessage } from '../hooks/use-validation-message';

/** Counts down to 0 from `seconds` (restarted when `seconds` changes). */
function useCountdown(initial: number) {
  const [left, setLeft] = useState(initial);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft] as const;
}

// Validation code loads after the page (lib/forms/lazy-zod-resolver.ts).
const changeEmailValidation = lazyZodResolver<ChangeEmailInput>(() =>
  import('@/features/auth/schemas').then((schemas) => schemas.changeEmailSchema),
);

export function VerifyEmailPanel({
  email,
  cooldown,
  redirect,
  guestTarget,
}: {
  email: string;
  cooldown: number;
  /** The page the learner signed up from (`?redirect=`): every mail sent from here leads back there. */
  redirect?: string;
  /** Where "Continue without login features" goes. */
  guestTarget: { href: string; locale?: Locale };
}) {
  const t = useTranslations('auth.verify');
  const tSuccess = useTranslations('auth.success');
  const notify = useNotify();
  const router = useRouter();
  const [left, setLeft] = useCountdown(cooldown);
  const [checked, setChecked] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const [editing, setEditing] = useState(false);
  const resend = useAuthAction();

  async function onResend() {
    const result = await resend.run(() => resendVerificationAction(redirect));
    if (result.ok) {
      notify.success(tSuccess('verificationSent'));
      setLeft(60);
    } else if (result.error === 'rateLimited') {
      setLeft(Math.min(result.retryAfter, 60));
    }
  }

  return (
    <div className="space-y-5">
      <div className="flex gap-3 rounded-xl bg-notice p-4 text-sm text-body">
        <MailCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-link" />
        <div className="space-y-1">
          <p>{t('sentTo', { email })}</p>
          <p className="text-muted">{t('validFor')}</p>
        </div>
      </div>
      <FormMessage>{resend.formError}</FormMessage>
      {checked && !refreshing ? <FormMessage>{t('notYet')}</FormMessage> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <Button
          size="lg"
          disabled={refreshing}
          onClick={() => {
            setChecked(false);
            startRefresh(() => {
              router.refresh();
              setChecked(true);
            });
          }}
        >
          {t('refresh')}
        </Button>
        <Button size="lg" variant="secondary" disabled={resend.pending || left > 0} onClick={onResend}>
          {left > 0 ? t('resendIn', { seconds: left }) : t('resend')}
        </Button>
      </div>

      <div className="border-t border-line pt-4">
        {editing ? (
          <ChangeEmailForm
            email={email}
            redirect={redirect}
            onDone={(changed) => {
              setEditing(false);
              // "Not verified yet" was about the old address: the new one has a link on its way.
              if (changed) setChecked(false);
            }}
          />
        ) : (
          <p className="text-sm text-muted">
            {t('wrongEmail')}{' '}
            <button
              type="button"
              onClick={() => setEditing(true)}
              className="cursor-pointer font-medium text-link hover:underline"
            >
              {t('changeEmail')}
            </button>
          </p>
        )}
      </div>

      <div className="border-t border-line pt-4 text-sm">
        <p className="mb-2 text-muted">{t('continueGuestText')}</p>
        <Link href={guestTarget.href} locale={guestTarget.locale} className="font-medium text-link hover:underline">
          {t('continueGuest')}
        </Link>
      </div>
    </div>
  );
}

function ChangeEmailForm({
  email,
  redirect,
  onDone,
}: {
  email: string;
  redirect?: string;
  /** `changed`: the address was changed (not cancelled). */
  onDone: (changed: boolean) => void;
}) {
  const t = useTranslations('auth.verify');
  const tAccount = useTranslations('auth.account');
  const notify = useNotify();
  const router = useRouter();
  const validation = useValidationMessage();
  usePreloadWhenIdle(changeEmailValidation.preload);
  const form = useForm<ChangeEmailInput>({ resolver: changeEmailValidation.resolver, defaultValues: { email } });
  const { run, formError } = useAuthAction(form.setError);

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await run(() => changeEmailAction(values, redirect));
    if (result.ok) {
      notify.success(t('emailChanged', { email: values.email.trim().toLowerCase() }));
      onDone(true);
      router.refresh();
    }
  });

  return (
    <form method="post" data-form="change-email" noValidate onSubmit={onSubmit} className="space-y-3">
      <FormMessage>{formError}</FormMessage>
      <TextField
        size="lg"
        label={t('newEmail')}
        type="email"
        autoComplete="email"
        autoFocus
        error={validation(form.formState.errors.email?.message)}
        {...form.register('email')}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t('saveEmail')}
        </Button>
        <Button type="button" variant="ghost" onClick={() => onDone(false)}>
          {tAccount('cancel')}
        </Button>
      </div>
    </form>
  );
}
