/**
 * A store domain's registration date, from the registry itself over RDAP (RFC 9082/9083): the
 * registrable domain's TLD names the registry's server in IANA's bootstrap, the server answers
 * `{base}domain/{name}` with a domain object, and its 'registration' event is the date.
 *
 * Whatever goes wrong (no server for the TLD, not registered, date withheld, registry down or
 * slow, an answer that is not JSON) the age is unknown, with the reason in the note. Unknown is
 * never "new": registeredAt and ageDays are null, so the analysis scores neither way.
 *
 * Every request goes through the safe fetcher: bootstrap files can be replaced
 * (RDAP_BOOTSTRAP_FILE), registries redirect, and nothing here may reach a private address.
 */
import type { DomainAge } from '@shop-scanner/shared/store-analysis';
import { safeFetcher, type SafeFetcher } from '../safe-fetch';
import { AnswerCache } from './answer-cache';
import { rdapServerFor, type RdapBootstrap, type RdapServer } from './bootstrap';
import { defaultBootstrap } from './bootstrap-source';
import { registrableDomainOf } from './registrable-domain';
import { registrationEventOf } from './registration-event';
import { DAY_MS } from '@shop-scanner/shared/time';

export type { RdapBootstrap } from './bootstrap';

/** The age is one signal among many: a registry slower than this is not waited for. */
export const RDAP_DEADLINE_MS = 4000;
/** A domain object is a few KB (entities, notices, links); far more is not an RDAP answer. */
export const RDAP_MAX_BYTES = 256 * 1024;

/** A registration date does not change: a day is fresh enough and spares the registry. */
const ANSWER_TTL_MS = DAY_MS;
/** A registry that is down is asked again soon, but not by every analysis in the meantime. */
const FAILURE_TTL_MS = 5 * 60_000;
const CACHE_ENTRIES = 1000;

export interface DomainAgeOptions {
  /** Unset: the project's SSRF-safe fetcher. Tests pass one that reaches their loopback server. */
  fetcher?: SafeFetcher;
  /** Unset: RDAP_BOOTSTRAP_FILE's, else the bundled copy of IANA's dns.json. */
  bootstrap?: RdapBootstrap;
  /** The moment the age is counted to. */
  now?: Date;
  /** The request's deadline; unset RDAP_DEADLINE_MS. */
  deadlineMs?: number;
}

/** What a registry said, without the age (that depends on when it is asked). */
interface Answer {
  readonly registeredAt: string | null;
  readonly note: string;
}

/** Keyed by the query URL: one registrable domain at one server. */
const answers = new AnswerCache<Answer>(CACHE_ENTRIES);

/** Forgets every cached answer (tests; a container otherwise keeps them for their lifetime). */
export const clearDomainAgeCache = (): void => answers.clear();

const unknown = (note: string): DomainAge => ({ registeredAt: null, ageDays: null, note });

const withAge = (answer: Answer, now: Date): DomainAge => {
  if (answer.registeredAt === null) return unknown(answer.note);
  const elapsed = now.getTime() - Date.parse(answer.registeredAt);
  // A registration "after now" is a clock or registry error; it is not a negative age.
  const ageDays = Math.max(0, Math.floor(elapsed / DAY_MS));
  return { registeredAt: answer.registeredAt, ageDays, note: answer.note };
};

const reasonOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** Asks the registry once; the answer and how long it may be kept. */
const ask = async (
  fetcher: SafeFetcher,
  server: RdapServer,
  url: string,
  deadlineMs: number,
): Promise<{ answer: Answer; ttlMs: number }> => {
  const serverHost = new URL(server.base).host;
  const settled = (registeredAt: string | null, note: string) => ({
    answer: { registeredAt, note },
    ttlMs: ANSWER_TTL_MS,
  });
  const failed = (note: string) => ({
    answer: { registeredAt: null, note },
    ttlMs: FAILURE_TTL_MS,
  });

  let response;
  try {
    response = await fetcher.fetch(url, {
      headers: { accept: 'application/rdap+json' },
      maxBytes: RDAP_MAX_BYTES,
      deadlineMs,
    });
  } catch (error) {
    return failed(`RDAP lookup at ${serverHost} failed: ${reasonOf(error)}`);
  }
  // RFC 7480 §5.3: 404 is the registry's "no such domain" (unregistered, or dropped).
  if (response.status === 404) return settled(null, `not found in the .${server.zone} registry`);
  if (response.status < 200 || response.status > 299) {
    return failed(`RDAP server ${serverHost} answered HTTP ${response.status}`);
  }
  let body: unknown;
  try {
    body = JSON.parse(response.text());
  } catch {
    return failed(`RDAP answer from ${serverHost} was not JSON`);
  }
  const event = registrationEventOf(body);
  switch (event.kind) {
    case 'registered':
      return settled(
        event.registeredAt,
        `registered ${event.registeredAt.slice(0, 10)} (RDAP: ${serverHost})`,
      );
    case 'withheld':
      return settled(null, 'registration date withheld by the registry');
    case 'unreadable':
      return settled(null, `registration date unreadable: ${JSON.stringify(event.eventDate)}`);
  }
};

/**
 * The registration date and age of a host's registrable domain. A failed lookup is an unknown
 * age, not an error; only a broken RDAP_BOOTSTRAP_FILE throws (a setup mistake, said loudly).
 */
export const lookupDomainAge = async (
  host: string,
  options: DomainAgeOptions = {},
): Promise<DomainAge> => {
  const now = options.now ?? new Date();
  const target = registrableDomainOf(host);
  if ('note' in target) return unknown(target.note);

  const bootstrap = options.bootstrap ?? defaultBootstrap();
  const server = rdapServerFor(bootstrap, target.domain);
  if (!server) return unknown(`no RDAP server for .${target.domain.split('.').pop() ?? ''}`);

  const url = `${server.base}domain/${encodeURIComponent(target.domain)}`;
  // The cache runs on the real clock: `now` says what to count the age to, not when it is.
  const cached = answers.get(url, Date.now());
  if (cached) return withAge(cached, now);

  const { answer, ttlMs } = await ask(
    options.fetcher ?? safeFetcher,
    server,
    url,
    options.deadlineMs ?? RDAP_DEADLINE_MS,
  );
  answers.set(url, answer, ttlMs, Date.now());
  return withAge(answer, now);
};
