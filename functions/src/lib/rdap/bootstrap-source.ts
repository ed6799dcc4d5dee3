/**
 * Where the bootstrap comes from: the copy of IANA's dns.json bundled beside this module
 * (`npm run rdap:refresh` updates it), or the file RDAP_BOOTSTRAP_FILE names instead (tests point
 * a TLD at a loopback RDAP server this way). Read once per container: it changes a few times a
 * month at IANA, and a Lambda container lives hours at most.
 */
import { readFileSync } from 'node:fs';
import { env } from '../env';
import { parseRdapBootstrap, type RdapBootstrap } from './bootstrap';
// Imported rather than read from disk, so that the Lambda bundle carries it.
import bundledJson from './dns-bootstrap.json';

/** The bundled copy, checked like any other file: a bad edit fails loudly, not as "no server". */
export const bundledBootstrap = (): RdapBootstrap =>
  parseRdapBootstrap(bundledJson, 'the bundled dns-bootstrap.json');

/** A JSON file in IANA's format; a missing or malformed one throws, naming the file. */
export const readBootstrapFile = (path: string): RdapBootstrap => {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`RDAP_BOOTSTRAP_FILE ${path} could not be read: ${reason}`, {
      cause: error,
    });
  }
  return parseRdapBootstrap(json, `RDAP_BOOTSTRAP_FILE ${path}`);
};

let loaded: RdapBootstrap | undefined;

/** The bootstrap lookups use unless given one: RDAP_BOOTSTRAP_FILE's, else the bundled one. */
export const defaultBootstrap = (): RdapBootstrap => {
  loaded ??= env.RDAP_BOOTSTRAP_FILE
    ? readBootstrapFile(env.RDAP_BOOTSTRAP_FILE)
    : bundledBootstrap();
  return loaded;
};
