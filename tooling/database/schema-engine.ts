// Prisma's schema engine (the part behind `prisma migrate`) compiled to WebAssembly.
// The Prisma CLI wants a native engine binary that it downloads on first use, and these
// machines cannot download it. The WASM build ships inside the npm packages and talks to
// the database through a driver adapter (here `PrismaPg`), so it works offline and against
// both a real PostgreSQL server and the embedded PGlite.
//
// `SchemaEngineWasm.setup()` from @prisma/migrate would load the .wasm from
// `@prisma/internals/build/`, which the npm package does not ship, so we instantiate the
// engine ourselves and hand it to Prisma's wrapper (which adds Prisma's error messages).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

import type * as DriverAdapterUtils from '@prisma/driver-adapter-utils';
import type {
  ErrorRegistry,
  SqlDriverAdapter,
  SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
// @prisma/migrate's package.json points "types" at a path it does not ship; use the real one.
import type { SchemaEngineWasm } from '@prisma/migrate/dist/src/SchemaEngineWasm';
import type { DiffTarget, SchemaEngine as RawSchemaEngine } from '@prisma/schema-engine-wasm';

// Resolve the engine pieces from @prisma/migrate's own dependency tree, so that the WASM,
// its JS glue and the adapter binding always have the version @prisma/migrate was built with.
const requireHere = createRequire(import.meta.url);
const requireFromMigrate = createRequire(requireHere.resolve('@prisma/migrate'));
const requireFromInternals = createRequire(requireFromMigrate.resolve('@prisma/internals'));
const { bindMigrationAwareSqlAdapterFactory } = requireFromMigrate(
  '@prisma/driver-adapter-utils',
) as typeof DriverAdapterUtils;
// @prisma/migrate is CommonJS whose named exports Node's ESM loader cannot see; requiring this
// one file also skips loading all of its CLI commands.
const { SchemaEngineWasm: SchemaEngineWasmClass } = requireHere('@prisma/migrate/dist/SchemaEngineWasm.js') as {
  SchemaEngineWasm: typeof SchemaEngineWasm;
};

type RawEngineClass = typeof RawSchemaEngine;
let engineClass: Promise<RawEngineClass> | undefined;

/** Instantiates the WASM module once per process (what @prisma/internals' loader does). */
function loadEngineClass(): Promise<RawEngineClass> {
  engineClass ??= (async () => {
    const gluePath = requireFromInternals.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const glue = await import(gluePath);
    const bytes = await readFile(path.join(path.dirname(gluePath), 'schema_engine_bg.wasm'));
    // The engine races some steps against timers (e.g. a 10 s advisory-lock timeout) and never
    // clears them, which kept every script alive 10 s after its work was done. The awaited
    // database I/O keeps the process alive while a step runs, so the timers need not: unref them.
    const imports: Record<string, unknown> = { ...glue };
    for (const name of Object.keys(glue).filter((key) => key.startsWith('__wbg_setTimeout_'))) {
      imports[name] = (...args: unknown[]) => {
        const timer = glue[name](...args) as NodeJS.Timeout;
        timer.unref();
        return timer;
      };
    }
    const instance = new WebAssembly.Instance(new WebAssembly.Module(bytes), {
      './schema_engine_bg.js': imports as WebAssembly.ModuleImports,
    });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return glue.SchemaEngine as RawEngineClass;
  })();
  return engineClass;
}

// Postgres' internal one-byte "char" type (OID 18) is what the catalog uses for flags such as
// pg_class.relkind. PrismaPg has no mapping for it and fails with "Column type 'char' could not
// be deserialized" whenever the engine reads a schema (diffing from migrations, for one).
// pg returns such values as strings already, so reporting the column as text (OID 25) is exact.
const PG_CHAR = 18;
const PG_TEXT = 25;

/** A pg pool for the schema engine's adapter: one connection, catalog "char" columns as text. */
export class SchemaEnginePool extends pg.Pool {
  constructor(url: string) {
    super({ connectionString: url, max: 1 });
  }

  // pg's query() has many overloads; PrismaPg uses the promise form, the only one we touch.
  override query(...args: unknown[]): never {
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (!(result instanceof Promise)) return result as never;
    return result.then((res: pg.QueryResult) => {
      for (const field of res.fields ?? []) if (field.dataTypeID === PG_CHAR) field.dataTypeID = PG_TEXT;
      return res;
    }) as never;
  }
}

export interface SchemaEngineSession {
  /** Prisma's wrapper: the same commands and error messages as the Prisma CLI. */
  engine: SchemaEngineWasm;
  /**
   * The SQL script that turns `from` into `to`, or null when they match. (The wrapper's
   * `migrateDiff` prints the script to stdout; we want it as a value.)
   */
  diffScript(from: DiffTarget, to: DiffTarget): Promise<string | null>;
}

// The engine's own messages (e.g. "P3018 A migration failed to apply…") are the useful part.
// When the database driver failed, the engine only says "External error id#N": the driver's
// error waits in the adapter's registry under that id, so put it in the message.
function explainEngineError(error: unknown, registry: ErrorRegistry): Error {
  const { code, message = String(error) } = error as { code?: string; message?: string };
  const id = /External error id#(\d+)/.exec(message)?.[1];
  const cause = id === undefined ? undefined : registry.consumeError(Number(id))?.error;
  if (cause === undefined) {
    return error instanceof Error ? error : new Error(`${code ?? 'Schema engine error'}: ${message}`);
  }
  const detail = cause instanceof Error ? cause.message : JSON.stringify(cause);
  return new Error(`${message}: ${detail}`, { cause });
}

/**
 * The engine runs each migration through the adapter's executeScript(), which in PrismaPg 7.10.0
 * cuts the script at every `;`, also inside strings, comments and function bodies, so such a
 * migration failed half-way. Send the script whole instead, as a query without parameters: pg
 * sends that as one simple-query message and PostgreSQL splits it with its own parser, which is
 * what the native engine behind `prisma migrate deploy` does. PostgreSQL runs such a message as
 * one implicit transaction, so a migration that fails leaves nothing half-applied.
 */
function runScriptsWhole(adapter: SqlDriverAdapter): SqlDriverAdapter {
  adapter.executeScript = async (script) => {
    await adapter.executeRaw({ sql: script, args: [], argTypes: [] });
  };
  return adapter;
}

/**
 * Runs `fn` with a schema engine connected through `pool`, and frees the engine after.
 * Closing the pool is the caller's job.
 *
 * Commands that diff from a migrations folder replay it on a "shadow" database. PrismaPg's own
 * connectToShadowDb() creates one beside the main database (and with an external pool it even
 * replays onto the wrong database), so we never let it: pass `poolIsShadow` when the pool's
 * database is a throwaway that may serve as the shadow; otherwise such commands fail.
 */
export async function withSchemaEngine<T>(
  pool: SchemaEnginePool,
  fn: (session: SchemaEngineSession) => Promise<T>,
  { poolIsShadow = false }: { poolIsShadow?: boolean } = {},
): Promise<T> {
  const pgAdapter = new PrismaPg(pool);
  const adapter: SqlMigrationAwareDriverAdapterFactory = {
    provider: pgAdapter.provider,
    adapterName: pgAdapter.adapterName,
    connect: async () => runScriptsWhole(await pgAdapter.connect()),
    connectToShadowDb: poolIsShadow
      ? async () => runScriptsWhole(await pgAdapter.connect())
      : () => Promise.reject(new Error('This command has no shadow database.')),
  };
  const EngineClass = await loadEngineClass();
  const bound = bindMigrationAwareSqlAdapterFactory(adapter);
  const log = () => {}; // the engine's log callback: we only want its results and errors
  // new() connects to the database at once.
  const raw = await EngineClass.new({ datamodels: undefined }, log, bound).catch((error: unknown) => {
    throw explainEngineError(error, bound.errorRegistry);
  });
  // The constructor is private in the type declarations only; setup() is what we replace.
  const WasmWrapper = SchemaEngineWasmClass as unknown as new (options: {
    engine: RawSchemaEngine;
    errorRegistry: typeof bound.errorRegistry;
  }) => SchemaEngineWasm;
  const engine = new WasmWrapper({ engine: raw, errorRegistry: bound.errorRegistry });
  const session: SchemaEngineSession = {
    engine,
    async diffScript(from, to) {
      const filters = { externalTables: [], externalEnums: [] };
      const result = await raw.diff({ from, to, script: true, exitCode: true, filters });
      // With `exitCode: true` the engine answers 2 when the diff is not empty.
      return result.exitCode === 2 ? (result.stdout ?? '') : null;
    },
  };
  try {
    return await fn(session);
  } catch (error) {
    throw explainEngineError(error, bound.errorRegistry);
  } finally {
    await engine.stop();
  }
}
