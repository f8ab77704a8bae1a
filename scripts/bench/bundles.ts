/**
 * First-load JavaScript per route, gzip, summed from the chunks Next lists in
 * .next/diagnostics/route-bundle-stats.json (Next 16 no longer prints route sizes).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface RouteStats {
  route: string;
  firstLoadChunkPaths: string[];
}

export interface RouteBundle {
  route: string;
  gzipKb: number;
}

/** `projectDir`: the Next.js app's folder (the benchmark's machine reference lives in bench/bare-next). */
export function firstLoadBundles(projectDir = '.'): RouteBundle[] {
  const stats = JSON.parse(
    readFileSync(path.join(projectDir, '.next/diagnostics/route-bundle-stats.json'), 'utf8'),
  ) as RouteStats[];
  const gzipBytes = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = gzipBytes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(projectDir, file)), { level: 9 }).length;
      gzipBytes.set(file, size);
    }
    return size;
  };
  return stats
    .map((row) => ({
      route: row.route,
      gzipKb: row.firstLoadChunkPaths.reduce((sum, file) => sum + sizeOf(file), 0) / 1024,
    }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
}
