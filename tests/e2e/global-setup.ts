// Starts the stand-ins the account tests need next to the app, for the whole run:
//  - an SMTP server on loopback that keeps every mail it receives as JSON in MAILBOX_DIR
//    (tests read them with support/mailbox.ts and click their links);
//  - an OpenID Connect provider (oidc-provider) standing in for Google, with its development
//    login form: any email typed as the login signs in as that address, verified by Google unless
//    it starts with "unverified".
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';

import { simpleParser } from 'mailparser';
import Provider from 'oidc-provider';
import { SMTPServer } from 'smtp-server';

import {
  BASE_URL,
  MAILBOX_DIR,
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  OIDC_ISSUER,
  OIDC_PORT,
  SLOW_MAIL_MS,
  SMTP_PORT,
  mailFile,
} from './support/servers';

async function startSmtp(): Promise<() => Promise<void>> {
  await rm(MAILBOX_DIR, { recursive: true, force: true });
  await mkdir(MAILBOX_DIR, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Addresses starting with "rejected" are refused like a mailbox that does not exist; those starting with
    // "slow" are accepted after 3 s, like a busy mail server (a request that waits for it shows in its timing).
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase().startsWith('slow')) {
        setTimeout(callback, SLOW_MAIL_MS);
        return;
      }
      if (address.address.toLowerCase().startsWith('rejected')) {
        const error = Object.assign(new Error('No such mailbox'), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          const id = `${Date.now()}-${randomUUID()}`;
          const record = {
            id,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            receivedAt: Date.now(),
          };
          // Written under a temporary name first, so readers never see half a file.
          await writeFile(`${mailFile(id)}.tmp`, JSON.stringify(record));
          await rename(`${mailFile(id)}.tmp`, mailFile(id));
        })
        .then(() => callback(), callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(SMTP_PORT, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

async function startOidc(): Promise<() => Promise<void>> {
  const provider = new Provider(OIDC_ISSUER, {
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        client_secret: OIDC_CLIENT_SECRET,
        redirect_uris: [`${BASE_URL}/api/auth/callback/google`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    // Google puts the email claims in the ID token, which is what Auth.js reads.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['kotonoha-e2e-oidc'] },
    async findAccount(_ctx, id) {
      const email = id.trim().toLowerCase();
      return {
        accountId: email,
        async claims() {
          return {
            sub: `google-${email}`,
            email,
            email_verified: !email.startsWith('unverified'),
            name: `Google ${email.split('@')[0]}`,
          };
        },
      };
    },
  });
  const server = provider.listen(OIDC_PORT, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.once('listening', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

export default async function globalSetup() {
  const stopSmtp = await startSmtp();
  const stopOidc = await startOidc();
  return async () => {
    await Promise.all([stopSmtp(), stopOidc()]);
  };
}
