/**
 * `npm run rdap:refresh [output file]`: downloads IANA's current RDAP bootstrap for DNS, checks
 * it, and rewrites the bundled dns-bootstrap.json (or the file named, e.g. one for
 * RDAP_BOOTSTRAP_FILE). Run by a developer now and then and committed: IANA adds and moves
 * registries a few times a month, and the Lambdas read only the bundled copy.
 *
 * The file is written as IANA published it (same members, same order), formatted by the
 * repository's prettier settings so that `npm run lint` stays clean.
 */
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SafeFetcher } from '../safe-fetch';
import { parseRdapBootstrap, rdapServerFor, type RdapBootstrap } from './bootstrap';

export const IANA_DNS_BOOTSTRAP_URL = 'https://data.iana.org/rdap/dns.json';
export const BUNDLED_BOOTSTRAP_PATH = fileURLToPath(
  new URL('./dns-bootstrap.json', import.meta.url),
);

/** IANA's file lists some 1,200 TLDs; far fewer means a truncated or substitute answer. */
const MIN_SERVICES = 100;

/** Refuses a file that has the right shape but cannot be the real registry. */
export const assertPlausibleBootstrap = (bootstrap: RdapBootstrap): void => {
  if (bootstrap.services.length < MIN_SERVICES) {
    throw new Error(
      `only ${bootstrap.services.length} services: expected IANA's full list (${MIN_SERVICES}+)`,
    );
  }
  for (const tld of ['com', 'net', 'org']) {
    if (!rdapServerFor(bootstrap, `example.${tld}`)) throw new Error(`no server for .${tld}`);
  }
};

/**
 * The JSON as the repository's prettier settings leave it, so the bundled file passes
 * `prettier --check` (the settings are looked up from the bundled file's place, wherever `out` is).
 */
const formatted = async (json: unknown): Promise<string> => {
  const prettier = await import('prettier');
  const config = await prettier.resolveConfig(BUNDLED_BOOTSTRAP_PATH);
  return prettier.format(JSON.stringify(json, null, 2), { ...config, parser: 'json' });
};

export interface RefreshOptions {
  fetcher: SafeFetcher;
  /** Unset: IANA's address. */
  url?: string;
  /** Unset: the bundled dns-bootstrap.json. */
  out?: string;
}

/** Downloads, checks and writes; throws (writing nothing) when anything is wrong. */
export const refreshBootstrap = async (options: RefreshOptions): Promise<RdapBootstrap> => {
  const url = options.url ?? IANA_DNS_BOOTSTRAP_URL;
  const out = options.out ?? BUNDLED_BOOTSTRAP_PATH;
  const response = await options.fetcher.fetch(url, {
    headers: { accept: 'application/json' },
    maxBytes: 4 * 1024 * 1024,
    deadlineMs: 30_000,
  });
  if (response.status !== 200) throw new Error(`${url} answered HTTP ${response.status}`);
  let json: unknown;
  try {
    json = JSON.parse(response.text());
  } catch {
    throw new Error(`${url} did not answer JSON`);
  }
  const bootstrap = parseRdapBootstrap(json, url);
  assertPlausibleBootstrap(bootstrap);
  // The download itself is written, not the parsed copy: members zod does not know stay.
  await writeFile(out, await formatted(json));
  return bootstrap;
};

const main = async (): Promise<void> => {
  // env.ts checks the Lambdas' environment when the safe fetcher loads; this tool needs none of
  // it, so the one required variable gets a placeholder before the dynamic import.
  process.env.TABLE_NAME ??= 'rdap-refresh';
  const { safeFetcher } = await import('../safe-fetch');
  const out = process.argv[2] ? resolve(process.argv[2]) : BUNDLED_BOOTSTRAP_PATH;
  const bootstrap = await refreshBootstrap({ fetcher: safeFetcher, out });
  const tlds = bootstrap.services.reduce((count, [labels]) => count + labels.length, 0);
  console.log(`${out}: publication ${bootstrap.publication}, ${tlds} TLDs`);
};

const isEntryPoint =
  process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntryPoint) {
  main().catch((error: unknown) => {
    console.error(`rdap:refresh failed: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  });
}
