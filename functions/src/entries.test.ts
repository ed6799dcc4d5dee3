import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { endpointGroups } from '@shop-scanner/shared/routes';
import { cognitoTriggerEntries, eventConsumerEntries, httpHandlerEntries } from './entries';

const functionsDir = fileURLToPath(new URL('..', import.meta.url));

describe('handler entries', () => {
  it('names an existing handler file for every endpoint group, trigger and consumer', () => {
    expect(Object.keys(httpHandlerEntries).sort()).toEqual([...endpointGroups].sort());
    const entries = [
      ...Object.values(httpHandlerEntries),
      ...Object.values(cognitoTriggerEntries),
      ...Object.values(eventConsumerEntries),
    ];
    for (const entry of entries) expect(existsSync(`${functionsDir}${entry}`), entry).toBe(true);
  });
});
