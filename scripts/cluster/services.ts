/**
 * The cluster test's own services, on loopback ports of its own: Redis (Debian's redis-server, nothing kept on
 * disk, as deploy/README.md configures it) and HAProxy running deploy/haproxy.cfg itself. HAProxy is installed from
 * Debian's packages when missing and the test runs as root (as .ci/run does for Chromium).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';

const has = (command: string) => spawnSync(command, ['-v'], { stdio: 'ignore' }).status === 0;

export function ensureInstalled(command: string, debianPackage: string): void {
  if (has(command)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`${command} is not installed: run \`apt-get install ${debianPackage}\` (or run the test as root).`);
  }
  console.log(`[cluster] installing ${debianPackage} from Debian's packages`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', debianPackage],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
  if (!has(command)) throw new Error(`${command} is still missing after installing ${debianPackage}`);
}

/** Resolves once something accepts connections on the port. */
export async function waitForPort(port: number, what: string, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`${what} did not start on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface Service {
  start(): Promise<void>;
  stop(): Promise<void>;
  log: string[];
}

function supervised(what: string, port: number, spawnIt: () => ChildProcess): Service {
  let child: ChildProcess | undefined;
  const log: string[] = [];
  return {
    log,
    async start() {
      child = spawnIt();
      const keep = (chunk: Buffer) => log.push(...chunk.toString().split('\n').filter(Boolean));
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
      await waitForPort(port, what);
    },
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      await new Promise((resolve) => {
        running.once('exit', resolve);
        running.kill('SIGTERM');
      });
    },
  };
}

/** Redis with nothing on disk: a restart starts empty, so an outage can never bring back an expired entry. */
export const redisServer = (port: number) =>
  supervised('Redis', port, () =>
    spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );

/** HAProxy in the foreground (-db) with deploy/haproxy.cfg and the addresses it reads from the environment. */
export const haproxy = (port: number, apps: string[]) =>
  supervised('HAProxy', port, () =>
    spawn('haproxy', ['-db', '-f', 'deploy/haproxy.cfg'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        KOTONOHA_LISTEN: `127.0.0.1:${port}`,
        ...Object.fromEntries(apps.map((address, i) => [`KOTONOHA_APP_${i + 1}`, address])),
      },
    }),
  );
