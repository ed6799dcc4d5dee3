/**
 * Sums the gzip size of the JS a first visit to the landing page loads: the entry chunk with its
 * static imports (what index.html loads) plus the landing route module with its static imports.
 * Run after `npm run build -w web`: `npx tsx web/scripts/measure-first-load.ts`.
 * Exits non-zero above the 150 KB budget.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const BUDGET_KB = 150;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;

const collect = (key: string, into: Set<string>) => {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) return;
  into.add(key);
  chunk.imports?.forEach((k) => collect(k, into));
};

const keys = new Set<string>();
const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
const landing = Object.keys(manifest).find((k) => k.endsWith('app/routes/landing.tsx'));
if (!entry || !landing) throw new Error('entry or landing route not found in the manifest');
collect(entry, keys);
collect(landing, keys);

let total = 0;
for (const key of keys) {
  const file = manifest[key]!.file;
  const gz = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += gz;
  console.log(`${(gz / 1024).toFixed(2).padStart(8)} KB  ${file}`);
}
console.log(
  `${(total / 1024).toFixed(2).padStart(8)} KB  total first-load JS (gzip), budget ${BUDGET_KB} KB`,
);
if (total / 1024 > BUDGET_KB) process.exit(1);
