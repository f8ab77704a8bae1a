/**
 * `npm test`: Vitest (unit + integration against DATABASE_URL or the embedded PGlite), a production
 * build, then the Playwright end-to-end tests against `next start` in Chromium, then a short resilience run
 * and the cluster test (two instances behind HAProxy, sharing PostgreSQL and Redis).
 * Stops at the first failing step and exits with its code.
 */
import { spawnSync } from 'node:child_process';

function run(title: string, command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

const skipBuild = process.argv.includes('--skip-build');
run('unit and integration tests', 'npx', ['vitest', 'run']);
if (!skipBuild) run('production build', 'npx', ['next', 'build']);
run('end-to-end tests', 'npx', ['playwright', 'test'], { CI: process.env.CI ?? '' });
// A short resilience run (database restart and server kill under traffic); the full one is 60 s.
run('resilience (short)', 'npx', ['tsx', 'scripts/resilience/index.ts', '--short']);
run('cluster', 'npx', ['tsx', 'scripts/cluster/index.ts']);
console.log('\n✔ all tests passed');
