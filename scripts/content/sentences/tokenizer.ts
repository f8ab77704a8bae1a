/** kuromoji (IPADIC) loaded once for the content scripts: the tokenizer every sentence check runs on. */
import { createRequire } from 'node:module';
import path from 'node:path';
import kuromoji, { type IpadicFeatures, type Tokenizer } from 'kuromoji';

export type Token = IpadicFeatures;

let loading: Promise<Tokenizer<IpadicFeatures>> | null = null;

export function japaneseTokenizer(): Promise<Tokenizer<IpadicFeatures>> {
  loading ??= new Promise((resolve, reject) => {
    const dicPath = path.join(path.dirname(createRequire(import.meta.url).resolve('kuromoji/package.json')), 'dict');
    kuromoji.builder({ dicPath }).build((error, tokenizer) => (error ? reject(error) : resolve(tokenizer)));
  });
  return loading;
}
