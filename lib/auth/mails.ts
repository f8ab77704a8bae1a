// The account mails (verification, password reset) in the user's language, as plain text and HTML.
import 'server-only';

import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';

import { serverEnv } from '@/lib/env/server';
import { sendMail } from '@/lib/mail/mailer';
import type { Locale } from '@/lib/i18n/routing';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The public origin for links in mails: SITE_URL when set (production must set it, so a forged
 * Host header cannot point a reset link elsewhere), else the address this request came to.
 */
async function publicOrigin(): Promise<string> {
  const { SITE_URL } = serverEnv();
  if (SITE_URL) return new URL(SITE_URL).origin;
  const h = await headers();
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? 'localhost:3000';
  const proto = h.get('x-forwarded-proto') ?? 'http';
  return `${proto}://${host}`;
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

export async function sendVerificationMail(to: string, token: string, locale: Locale): Promise<void> {
  const link = `${await publicOrigin()}/api/account/verify-email?${new URLSearchParams({ token, locale })}`;
  await sendMail({ to, ...render(await content(locale, 'verify'), link) });
}

export async function sendResetMail(to: string, token: string, locale: Locale): Promise<void> {
  const link = `${await publicOrigin()}/${locale}/auth/reset-password?${new URLSearchParams({ token })}`;
  await sendMail({ to, ...render(await content(locale, 'reset'), link) });
}
