/** At most one automatic reload per 10 s, so a broken deployment can never cause a reload loop. */
const RELOAD_GUARD_MS = 10_000;

export function mayReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= RELOAD_GUARD_MS;
}

/** A chunk-load failure: an open page asks for a file that the new deployment no longer has. */
export function isChunkLoadError(reason: unknown): boolean {
  const text = reason instanceof Error ? `${reason.name} ${reason.message}` : String(reason ?? '');
  return /ChunkLoadError|Loading chunk [\w-]+ failed|Loading CSS chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
    text,
  );
}

/** A different build is serving now than the one this page was built with. */
export function isNewBuild(serverBuildId: string | null | undefined, ownBuildId: string | undefined): boolean {
  return !!serverBuildId && !!ownBuildId && serverBuildId !== ownBuildId;
}
