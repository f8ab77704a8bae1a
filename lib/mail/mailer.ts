// Outgoing mail. SMTP_URL set → nodemailer over SMTP. Unset (the embedded default) → each mail is
// written to .data/mail/ and its links are printed in the server log, so a newcomer running
// `npm run dev` can still verify an account.
import 'server-only';

import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import nodemailer, { type Transporter } from 'nodemailer';

import { serverEnv } from '@/lib/env/server';

export type OutgoingMail = { to: string; subject: string; text: string; html: string };

// Relative to the working directory (the app's root under `npm run dev` / `npm start`).
const MAIL_DIR = path.join(process.cwd(), '.data', 'mail');

let transport: Transporter | undefined;

function smtpTransport(url: string): Transporter {
  // Short timeouts: a request that sends mail should not hang on a dead server.
  transport ??= nodemailer.createTransport(url, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return transport;
}

async function writeToFolder(mail: OutgoingMail & { from: string }): Promise<string> {
  await mkdir(MAIL_DIR, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const base = path.join(MAIL_DIR, `${stamp}-${mail.to.replace(/[^a-z0-9@._-]/gi, '_')}`);
  const header = `From: ${mail.from}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n`;
  await writeFile(`${base}.txt`, header + mail.text);
  await writeFile(`${base}.html`, mail.html);
  return `${base}.txt`;
}

/** Sends one mail (plain text and HTML). Throws when the SMTP server refuses it. */
export async function sendMail(mail: OutgoingMail): Promise<void> {
  const { MAIL_FROM: from, SMTP_URL: url } = serverEnv();
  if (url) {
    await smtpTransport(url).sendMail({ from, ...mail });
    return;
  }
  const file = await writeToFolder({ from, ...mail });
  const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
  console.info(
    `[mail] SMTP_URL is not set: mail "${mail.subject}" to ${mail.to} written to ${file}` +
      links.map((link) => `\n[mail]   link: ${link}`).join(''),
  );
}
