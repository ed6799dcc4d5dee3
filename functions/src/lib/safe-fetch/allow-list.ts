/**
 * FETCH_ALLOW_PRIVATE_HOSTS: the loopback fixture stores that tests and the local demo fetch.
 * Each `host:port` entry may be reached on its port and its private address; nothing else may.
 * It never applies on AWS: there the variable set by mistake would open the fetcher to the VPC
 * and the metadata service, so start-up fails instead.
 */
import { hostKey } from './address-policy';

/** The normalized key (`hostname:port`, as address-policy's hostKey makes it) of one entry. */
export const allowListKey = (entry: string): string => {
  const trimmed = entry.trim();
  let url: URL | undefined;
  try {
    url = new URL(`http://${trimmed}`);
  } catch {
    url = undefined;
  }
  if (url === undefined || !/:\d+$/.test(trimmed) || url.href !== `http://${url.host}/`)
    throw new Error(`FETCH_ALLOW_PRIVATE_HOSTS: "${trimmed}" is not a host:port entry`);
  return hostKey(url);
};

const runsOnAws = (runtime: Record<string, string | undefined>): boolean =>
  Boolean(runtime.AWS_LAMBDA_FUNCTION_NAME) || Boolean(runtime.AWS_EXECUTION_ENV);

/**
 * Parses the comma-separated list (unset or empty: no entries). Throws when it names anything
 * while running on AWS, or when an entry is not `host:port`.
 */
export const parseAllowPrivateHosts = (
  value: string | undefined,
  runtime: Record<string, string | undefined> = process.env,
): string[] => {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return [];
  if (runsOnAws(runtime))
    throw new Error('FETCH_ALLOW_PRIVATE_HOSTS must not be set on AWS: it opens private addresses');
  return entries.map(allowListKey);
};
