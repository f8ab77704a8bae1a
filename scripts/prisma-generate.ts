// `npm run db:generate` (and postinstall): generates the Prisma client into lib/generated/prisma
// (gitignored) from prisma/schema.prisma.
//
// `prisma generate` itself needs no engine, but the CLI first tries to download the native
// schema engine, which fails without network. Pointing PRISMA_SCHEMA_ENGINE_BINARY at any
// existing file skips that download; generate never runs it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const prisma = path.join(root, 'node_modules', '.bin', 'prisma');
const output = path.join(root, 'lib', 'generated', 'prisma', 'client.ts');
const standIn = ['/bin/true', '/usr/bin/true'].find((file) => existsSync(file)) ?? process.execPath;

function fail(message: string): never {
  console.error(`\nprisma generate failed: ${message}\n`);
  process.exit(1);
}

if (!existsSync(prisma)) fail(`${prisma} is missing; run npm install.`);

const result = spawnSync(prisma, ['generate'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? standIn,
    CHECKPOINT_DISABLE: '1', // no update check over the network
    PRISMA_HIDE_UPDATE_MESSAGE: '1',
  },
});
if (result.error) fail(result.error.message);
if (result.status !== 0) fail(`the Prisma CLI exited with ${result.status ?? result.signal}.`);
if (!existsSync(output)) fail(`${path.relative(root, output)} was not written.`);
