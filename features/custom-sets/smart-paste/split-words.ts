/**
 * The words of a smart paste: one a line, or separated by spaces (the Japanese full-width one too), commas
 * (, ， 、) or semicolons. Quotes and brackets around a word and a full stop after it are dropped (「食べる」。),
 * a word pasted twice is kept once, in the order first seen. Pure.
 */

const SEPARATORS = /[\s,，、;；]+/u;
const WRAPPING = /^[「『（(【"“'‘]+|[」』）)】"”'’。．.！!？?]+$/gu;

export function splitWords(text: string): string[] {
  const seen = new Set<string>();
  for (const piece of text.split(SEPARATORS)) {
    const word = piece.replace(WRAPPING, '').normalize('NFC');
    if (word !== '') seen.add(word);
  }
  return [...seen];
}
