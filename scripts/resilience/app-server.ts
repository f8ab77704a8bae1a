/** The app under test: `next start` from the current build (the resilience run's and the cluster test's). */
import { spawn, type ChildProcess } from 'node:child_process';

export interface AppServer {
  base: string;
  start(): Promise<void>;
  /** SIGKILL: no graceful shutdown, requests in flight are cut (a crash or an OOM kill). */
  kill(): Promise<void>;
  /** SIGTERM, as a deployment stops an instance; resolves with how the process ended. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  log: string[];
}

/** `hostname` is next start's `-H` (unset: every address). */
export function createAppServer(port: number, env: Record<string, string>, { hostname }: { hostname?: string } = {}) {
  const base = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const log: string[] = [];
  const exited = () =>
    new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode !== null)
        return resolve({ code: child?.exitCode ?? null, signal: child?.signalCode ?? null });
      child.once('exit', (code, signal) => resolve({ code, signal }));
    });
  const server: AppServer = {
    base,
    log,
    async start() {
      // `next start` directly (not the wrapper): the wrapper would forward SIGKILL to nobody and leave
      // the real server running. Migrations were applied before the run.
      const args = ['start', '-p', String(port), ...(hostname ? ['-H', hostname] : [])];
      child = spawn('node_modules/.bin/next', args, {
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const keep = (chunk: Buffer) => log.push(...chunk.toString().split('\n').filter(Boolean));
      child.stdout!.on('data', keep);
      child.stderr!.on('data', keep);
      for (let i = 0; i < 240; i++) {
        try {
          if ((await fetch(`${base}/api/build-id`)).ok) return;
        } catch {
          // not up yet
        }
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error('the app did not start');
    },
    async kill() {
      child?.kill('SIGKILL');
      await exited();
    },
    async stop() {
      child?.kill('SIGTERM');
      return exited();
    },
  };
  return server;
}
