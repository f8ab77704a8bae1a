import initSqlJs, { type SqlJsStatic } from 'sql.js';

let engine: Promise<SqlJsStatic> | null = null;

/**
 * SQLite compiled to WebAssembly (sql.js): the wasm file ships inside the package (no download at install or
 * run time), and it is loaded once per process. next.config.ts keeps sql.js external, so it finds its wasm
 * file beside its own script in node_modules.
 */
export function sqlite(): Promise<SqlJsStatic> {
  engine ??= initSqlJs().catch((error: unknown) => {
    engine = null;
    throw error;
  });
  return engine;
}
