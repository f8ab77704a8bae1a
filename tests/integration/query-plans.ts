// The statements the code really sends, captured from Prisma, and their plans: for the tests that pin a read to
// the index meant for it (a dropped index or a query that defeats it fails there, not in production).
import type { PrismaClient } from '../../lib/generated/prisma/client';

export type CapturedQuery = { query: string; params: string };

/** lib/db/client.ts's module with a client that logs every statement into `queries`: for vi.mock. */
export async function capturingDbModule(queries: CapturedQuery[]) {
  const { PrismaPg } = await import('@prisma/adapter-pg');
  const { PrismaClient } = await import('../../lib/generated/prisma/client');
  const max = process.env.DATABASE_POOL_MAX ? Number(process.env.DATABASE_POOL_MAX) : undefined;
  const client = new PrismaClient({
    adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL, max }),
    log: [{ emit: 'event', level: 'query' }],
  });
  client.$on('query', (event) => queries.push({ query: event.query, params: event.params }));
  return { db: client };
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/** The scans of a captured statement's plan that read `tables` (a pattern of table or index names). */
export async function scansOf(db: PrismaClient, { query, params }: CapturedQuery, tables: RegExp): Promise<string[]> {
  const [row] = await db.$queryRawUnsafe<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>(
    `EXPLAIN (FORMAT JSON) ${query}`,
    ...(JSON.parse(params) as unknown[]),
  );
  return nodes(row['QUERY PLAN'][0].Plan)
    .filter((node) => tables.test(node['Relation Name'] ?? node['Index Name'] ?? ''))
    .map((node) => `${node['Node Type']} ${node['Index Name'] ?? node['Relation Name']}`);
}
