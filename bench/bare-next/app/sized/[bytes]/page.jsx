// A bare page carrying a table of about `bytes` bytes of HTML (markup and the page's inline RSC payload
// together, as a prerendered server component sends them): the reference for a content page of that size,
// so that its cost beyond its bytes (proxy, render, hydration data) can be read apart from the bytes
// themselves, which any server compresses on every request. The benchmark builds one per measured page.

/** The sizes to prerender, from the benchmark (`BENCH_SIZED_PAGES`, comma-separated byte counts). */
export function generateStaticParams() {
  return (process.env.BENCH_SIZED_PAGES ?? '100000').split(',').map((bytes) => ({ bytes }));
}

export const dynamicParams = false;

const SYLLABLES = [
  'か',
  'き',
  'く',
  'け',
  'こ',
  'さ',
  'し',
  'す',
  'た',
  'ち',
  'な',
  'に',
  'は',
  'ま',
  'や',
  'ら',
  'わ',
  'ん',
];
const WORDS = ['water', 'mountain', 'to study', 'quiet', 'station', 'evening', 'to forget', 'number', 'family', 'rain'];

/** Deterministic rows that compress like a unit's table: kana, kanji-like text and English glosses. */
function row(i) {
  let seed = i * 2654435761;
  const next = (n) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const word = Array.from({ length: 2 + next(3) }, () => SYLLABLES[next(SYLLABLES.length)]).join('');
  const reading = Array.from({ length: 3 + next(4) }, () => SYLLABLES[next(SYLLABLES.length)]).join('');
  const meaning = `${WORDS[next(WORDS.length)]}; ${WORDS[next(WORDS.length)]} (${i})`;
  return { word, reading, meaning };
}

// One row weighs ~150 bytes in the markup and about as much again in the RSC payload; the page's shell ~2 kB.
const BYTES_PER_ROW = 330;
const SHELL_BYTES = 2000;

export default async function Page({ params }) {
  const { bytes } = await params;
  const rows = Math.max(1, Math.round((Number(bytes) - SHELL_BYTES) / BYTES_PER_ROW));
  return (
    <main>
      <h1>A bare page of {bytes} bytes</h1>
      <table>
        <tbody>
          {Array.from({ length: rows }, (_, i) => {
            const { word, reading, meaning } = row(i);
            return (
              <tr key={i}>
                <td lang="ja">{word}</td>
                <td lang="ja">{reading}</td>
                <td>{meaning}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </main>
  );
}
