// Mail delivery (real SMTP server on loopback, and the no-SMTP fallback) and the account deletion
// cascade.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { db } from '../../lib/db/client';
import { uniqueEmail } from './helpers';

afterAll(async () => {
  await db.$disconnect();
});

describe('sendMail', () => {
  const env = { ...process.env };
  // The environment is read once per module instance (lib/env/server.ts): each test imports the mailer afresh.
  beforeEach(() => {
    vi.resetModules();
  });
  afterEach(() => {
    process.env = { ...env };
    vi.resetModules();
    vi.restoreAllMocks();
  });

  it('delivers text and HTML over SMTP from MAIL_FROM', async () => {
    const received: { to: string[]; from: string; subject: string; text: string; html: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream).then((mail) => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          callback();
        }, callback);
      },
    });
    await new Promise<void>((resolve) => server.listen(2526, '127.0.0.1', resolve));
    try {
      process.env.SMTP_URL = 'smtp://127.0.0.1:2526';
      process.env.MAIL_FROM = 'Kotonoha <hello@kotonoha.test>';
      const { sendMail } = await import('../../lib/mail/mailer');
      await sendMail({ to: 'learner@example.test', subject: 'Hi', text: 'Open https://x.test/a', html: '<p>Open</p>' });
      expect(received).toEqual([
        {
          to: ['learner@example.test'],
          from: 'hello@kotonoha.test',
          subject: 'Hi',
          text: 'Open https://x.test/a',
          html: '<p>Open</p>',
        },
      ]);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  describe('without SMTP_URL', () => {
    let dir: string;
    let cwd: string;
    beforeEach(async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'kotonoha-mail-'));
      cwd = process.cwd();
      process.chdir(dir);
    });
    afterEach(async () => {
      process.chdir(cwd);
      await rm(dir, { recursive: true, force: true });
    });

    it('writes the mail to .data/mail and prints its links in the log', async () => {
      delete process.env.SMTP_URL;
      const log = vi.spyOn(console, 'info').mockImplementation(() => {});
      const { sendMail } = await import('../../lib/mail/mailer');
      await sendMail({
        to: 'new@example.test',
        subject: 'Verify',
        text: 'Go to https://k.test/verify?token=abc',
        html: '<a>x</a>',
      });
      const files = (await readdir(path.join(dir, '.data', 'mail'))).sort();
      expect(files).toHaveLength(2);
      expect(files.some((f) => f.endsWith('new@example.test.html'))).toBe(true);
      const text = await readFile(
        path.join(
          dir,
          '.data',
          'mail',
          files.find((f) => f.endsWith('.txt'))!,
        ),
        'utf8',
      );
      expect(text).toContain('Subject: Verify');
      expect(text).toContain('https://k.test/verify?token=abc');
      expect(log.mock.calls.join('\n')).toContain('link: https://k.test/verify?token=abc');
    });
  });
});

describe('deleting an account', () => {
  it('deletes its flash-card sets, cards and tokens with it, and nobody else’s', async () => {
    const owner = await db.user.create({ data: { email: uniqueEmail('owner') } });
    const other = await db.user.create({ data: { email: uniqueEmail('other') } });
    const set = (ownerId: string) =>
      db.flashCardSet.create({
        data: {
          ownerId,
          name: 'Set',
          wordLanguage: 'ja',
          meaningLanguage: 'en',
          cards: {
            create: [
              { position: 0, word: '水', meaning: 'water' },
              { position: 1, word: '火', meaning: 'fire' },
            ],
          },
        },
      });
    const mine = await set(owner.id);
    const theirs = await set(other.id);
    await db.authToken.create({
      data: {
        userId: owner.id,
        email: owner.email,
        kind: 'verifyEmail',
        tokenHash: 'a'.repeat(64),
        expiresAt: new Date(),
      },
    });

    await db.user.deleteMany({ where: { id: owner.id } });
    expect(await db.flashCardSet.findUnique({ where: { id: mine.id } })).toBeNull();
    expect(await db.flashCard.count({ where: { setId: mine.id } })).toBe(0);
    expect(await db.authToken.count({ where: { userId: owner.id } })).toBe(0);
    expect(await db.flashCardSet.findUnique({ where: { id: theirs.id } })).not.toBeNull();
  });
});
