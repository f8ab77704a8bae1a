// Reads the mails the SMTP stand-in (global-setup.ts) received.
import { readFile, readdir } from 'node:fs/promises';

import { expect } from '@playwright/test';

import { MAILBOX_DIR, mailFile } from './servers';

export type ReceivedMail = {
  id: string;
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: number;
};

async function allMails(): Promise<ReceivedMail[]> {
  const names = await readdir(MAILBOX_DIR).catch(() => [] as string[]);
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => {
        try {
          return JSON.parse(await readFile(mailFile(name.slice(0, -5)), 'utf8')) as ReceivedMail;
        } catch {
          return null; // still being written
        }
      }),
  );
  return mails.filter((mail): mail is ReceivedMail => mail !== null).sort((a, b) => a.receivedAt - b.receivedAt);
}

/** The mails sent to `address`, oldest first. */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const wanted = address.toLowerCase();
  return (await allMails()).filter((mail) => mail.to.some((to) => to.toLowerCase() === wanted));
}

/** Waits for the `count`-th mail to `address` (1 = the first) and returns it. */
export async function waitForMail(address: string, count = 1, timeout = 15_000): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address))[count - 1];
        return found !== undefined;
      },
      { timeout, message: `mail #${count} to ${address}` },
    )
    .toBe(true);
  return found!;
}

/** The first link in the mail's plain text whose path contains `pathPart`. */
export function linkIn(mail: ReceivedMail, pathPart: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(pathPart));
  if (!link) throw new Error(`No link containing ${pathPart} in mail "${mail.subject}":\n${mail.text}`);
  return link;
}
