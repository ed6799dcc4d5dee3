/**
 * The socket-level guard against SSRF and DNS rebinding: an undici Agent whose connect-time DNS
 * lookup resolves the name, refuses it unless EVERY address is public unicast, and hands the
 * socket only the addresses it checked. Checking a name first and connecting later would let a
 * rebinding DNS server answer "public" to the check and "127.0.0.1" to the connect; here the
 * check and the connect use one answer. (The same pattern as @atproto-labs/fetch-node.)
 *
 * IP literals never reach a lookup (a socket connects to them directly): checkUrl checks those.
 */
import { promises as dns } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { Agent } from 'undici';
import { isPublicAddress } from './address-policy';
import { FetchRefused } from './fetch-refused';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to all its addresses (A and AAAA). Tests inject one to play DNS. */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolve: ResolveHost = async (hostname) =>
  (await dns.lookup(hostname, { all: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

/**
 * Why a name did not resolve, in words a shopper reads (the detail of the 400 they see): the
 * resolver's code (ENOTFOUND, EAI_AGAIN) means nothing to them.
 */
export const lookupFailureDetail = (hostname: string, code: unknown): string => {
  switch (code) {
    case 'ENOTFOUND':
      return `No website named ${hostname} could be found`;
    case 'ENODATA':
      return `The name ${hostname} exists but has no web address`;
    case 'EAI_AGAIN':
    case 'ETIMEOUT':
      return `The name ${hostname} could not be looked up just now`;
    default:
      return `The name ${hostname} could not be looked up`;
  }
};

/** Resolves a name; a name that does not resolve is 'dns'. */
export const resolveOrRefuse = async (
  hostname: string,
  resolve: ResolveHost,
): Promise<ResolvedAddress[]> => {
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolve(hostname);
  } catch (error) {
    throw new FetchRefused(
      'dns',
      lookupFailureDetail(hostname, (error as { code?: unknown }).code),
    );
  }
  if (addresses.length === 0)
    throw new FetchRefused('dns', `The name ${hostname} exists but has no web address`);
  return addresses;
};

/** Resolves a name and refuses it unless every address is public: one private answer taints it. */
export const resolvePublic = async (
  hostname: string,
  resolve: ResolveHost,
): Promise<ResolvedAddress[]> => {
  const addresses = await resolveOrRefuse(hostname, resolve);
  const inner = addresses.find(({ address }) => !isPublicAddress(address));
  if (inner !== undefined)
    throw new FetchRefused('private-address', `${hostname} resolves to ${inner.address}`);
  return addresses;
};

/**
 * Node's socket lookup, in both its shapes: `all` (happy eyeballs, Node's default) wants the
 * list; otherwise one address. An error (our FetchRefused included) destroys the socket with it,
 * and undici passes it on as the cause of its "fetch failed".
 */
const socketLookup =
  (resolve: (hostname: string) => Promise<ResolvedAddress[]>): LookupFunction =>
  (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const wanted =
          options.family === 4 || options.family === 6
            ? addresses.filter(({ family }) => family === options.family)
            : addresses;
        const first = wanted[0];
        if (first === undefined) {
          callback(new FetchRefused('dns', `${hostname} has no IPv${options.family} address`), '');
        } else if (options.all) {
          callback(null, wanted);
        } else {
          callback(null, first.address, first.family);
        }
      },
      (error: Error) => callback(error, ''),
    );
  };

/** The Agent for every host but the allow-listed fixtures: public addresses only. */
export const createGuardedAgent = (resolve: ResolveHost): Agent =>
  new Agent({ connect: { lookup: socketLookup((host) => resolvePublic(host, resolve)) } });

/** The Agent for allow-listed fixtures (tests, the local demo): resolves without the check. */
export const createAllowListedAgent = (resolve: ResolveHost): Agent =>
  new Agent({ connect: { lookup: socketLookup((host) => resolveOrRefuse(host, resolve)) } });
