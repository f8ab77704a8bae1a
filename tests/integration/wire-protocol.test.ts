// Regressions from the embedded server (tooling/database/embedded-server.ts), run against both databases. The
// test database is served from the Vitest main process and these queries come from a worker,
// so they cross a real socket as the app's do.
import pg from 'pg';
import { describe, expect, it } from 'vitest';

import { databaseUrl, withPg } from './helpers';

describe('the database connection', () => {
  it('stays in step after errors in parameterised queries (Parse, Bind, Execute)', async () => {
    await withPg(async (client) => {
      await client.query('CREATE TEMP TABLE wire_check (a int PRIMARY KEY)');
      await client.query('BEGIN');
      await client.query('INSERT INTO wire_check VALUES ($1)', [1]);
      await expect(client.query('INSERT INTO wire_check VALUES ($1)', [1])).rejects.toThrow(/duplicate key/);
      await client.query('ROLLBACK');
      await expect(client.query('SELECT $1::int + * FROM nowhere', [1])).rejects.toThrow(/syntax error/);
      await expect(client.query('SELECT $1::int', ['x'])).rejects.toThrow(/invalid input syntax/);
      await expect(client.query('SELECT 1 / $1::int', [0])).rejects.toThrow(/division by zero/);
      // Each answer belongs to its own question.
      await client.query('BEGIN');
      const inserted = await client.query('INSERT INTO wire_check VALUES ($1) RETURNING a', [5]);
      const selected = await client.query('SELECT count(*)::int AS n FROM wire_check');
      await client.query('COMMIT');
      expect(inserted.rows).toEqual([{ a: 5 }]);
      expect(selected.rows).toEqual([{ n: 1 }]);
    });
  });

  it('lets a pool replace its connection right after a failed query', async () => {
    // pg-pool drops a connection after any query error and connects again at once.
    const pool = new pg.Pool({ connectionString: databaseUrl(), max: 1 });
    try {
      for (let round = 0; round < 3; round++) {
        await expect(pool.query('SELECT * FROM no_such_table')).rejects.toThrow(/does not exist/);
        expect((await pool.query('SELECT $1::int AS round', [round])).rows).toEqual([{ round }]);
      }
    } finally {
      await pool.end();
    }
  });
});
