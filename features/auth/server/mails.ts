// The account mails (verification, password reset) in the user's language, as plain text and HTML.
import 'server-only';

import { getTranslations } from 'next-intl/server';

import { serverEnv } from '@/lib/env/server';
import { sendMail } from '@/lib/mail/mailer';
import type { Locale } from '@/lib/i18n/routing';

import { mailOrigin } from '../mail-origin';
import { localizedRedirectTarget } from '@/lib/auth/redirect-target';
import { escapeHtml } from '@/lib/utils/escape-html';

/** Account mails cannot be sent: production without SITE_URL (features/auth/mail-origin.ts). */
class MailOriginMissingError extends Error {
  constructor() {
    super('SITE_URL is not set: account mails are not sent in production without it');
    this.name = 'MailOriginMissingError';
  }
}

/** Whether account mails can be sent at all; actions ask first, so nothing is half done. */
export const canSendAccountMail = () => mailOrigin(serverEnv()) !== null;

function publicOrigin(): string {
  const origin = mailOrigin(serverEnv());
  if (!origin) throw new MailOriginMissingError();
  return origin;
}

type MailContent = { subject: string; greeting: string; body: string; action: string; expiry: string; ignore: string };

function render(content: MailContent, link: string) {
  const text = [
    content.greeting,
    '',
    content.body,
    '',
    link,
    '',
    content.expiry,
    content.ignore,
    '',
    '— Kotonoha',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="margin:0;background:#f4f4f5;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:12px;padding:28px">
<tr><td style="font-size:20px;font-weight:700;padding-bottom:16px">Kotonoha</td></tr>
<tr><td style="font-size:15px;line-height:1.5;padding-bottom:8px">${escapeHtml(content.greeting)}</td></tr>
<tr><td style="font-size:15px;line-height:1.5;padding-bottom:20px">${escapeHtml(content.body)}</td></tr>
<tr><td style="padding-bottom:20px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#f59e0b;color:#18181b;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(content.action)}</a></td></tr>
<tr><td style="font-size:13px;line-height:1.5;color:#52525b;padding-bottom:4px">${escapeHtml(content.expiry)}</td></tr>
<tr><td style="font-size:13px;line-height:1.5;color:#52525b;padding-bottom:16px">${escapeHtml(content.ignore)}</td></tr>
<tr><td style="font-size:12px;line-height:1.5;color:#52525b;word-break:break-all">${escapeHtml(link)}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject: content.subject, text, html };
}

async function content(locale: Locale, kind: 'verify' | 'reset'): Promise<MailContent> {
  const t = await getTranslations({ locale, namespace: `mail.${kind}` });
  return {
    subject: t('subject'),
    greeting: t('greeting'),
    body: t('body'),
    action: t('action'),
    expiry: t('expiry'),
    ignore: t('ignore'),
  };
}

/**
 * `redirect`: the page the learner signed up from (its `?redirect=`), carried through the link so that the
 * verified screen leads back there; checked to be a same-site path, as every redirect target is.
 */
export async function sendVerificationMail(
  to: string,
  token: string,
  locale: Locale,
  redirect?: string | null,
): Promise<void> {
  const query = new URLSearchParams({ token, locale });
  if (redirect) query.set('redirect', localizedRedirectTarget(redirect, locale));
  const link = `${publicOrigin()}/api/account/verify-email?${query}`;
  await sendMail({ to, ...render(await content(locale, 'verify'), link) });
}

export async function sendResetMail(to: string, token: string, locale: Locale): Promise<void> {
  const link = `${publicOrigin()}/${locale}/auth/reset-password?${new URLSearchParams({ token })}`;
  await sendMail({ to, ...render(await content(locale, 'reset'), link) });
}
