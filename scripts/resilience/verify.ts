/** After the run: the database against what the users were told. */
import pg from 'pg';

/**
 * Per set, the words of the last save the user saw succeed, and the words of later saves whose outcome the
 * user never learnt (the connection broke mid-request: the save may or may not have committed).
 */
export type ConfirmedSaves = Map<string, { words: string[]; unconfirmedLater: string[][] }>;

export async function verifyDatabase(url: string, confirmed: ConfirmedSaves) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const problems: string[] = [];
  try {
    const { rows: sets } = await client.query<{
      id: string;
      cardCount: number;
      words: string[] | null;
      positions: number[] | null;
    }>(
      `SELECT s.id, s."cardCount",
              array_agg(c.word ORDER BY c.position) FILTER (WHERE c.id IS NOT NULL) AS words,
              array_agg(c.position ORDER BY c.position) FILTER (WHERE c.id IS NOT NULL) AS positions
         FROM "FlashCardSet" s LEFT JOIN "FlashCard" c ON c."setId" = s.id
        GROUP BY s.id`,
    );
    const byId = new Map(sets.map((s) => [s.id, s]));
    let inconsistent = 0;
    for (const set of sets) {
      const words = set.words ?? [];
      const positions = set.positions ?? [];
      const contiguous = positions.every((p, i) => p === i);
      if (words.length !== set.cardCount || !contiguous || words.length < 2) {
        inconsistent++;
        problems.push(
          `set ${set.id} is half-saved: cardCount ${set.cardCount}, ${words.length} cards, positions ${positions.join(',')}`,
        );
      }
    }
    let intact = 0;
    for (const [id, expected] of confirmed) {
      const set = byId.get(id);
      if (!set) problems.push(`set ${id} was saved successfully but is missing`);
      else if (
        ![expected.words, ...expected.unconfirmedLater].some(
          (words) => JSON.stringify(words) === JSON.stringify(set.words ?? []),
        )
      )
        problems.push(
          `set ${id} does not hold what was saved: ${JSON.stringify(set.words)} ≠ ${JSON.stringify(expected.words)}`,
        );
      else intact++;
    }
    return { problems, intact, inconsistent, totalSets: sets.length };
  } finally {
    await client.end();
  }
}
