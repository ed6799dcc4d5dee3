import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Folders the stack needs at synth time, resolved from this file rather than from the working
 * directory, so `cdk synth` (run from the repo root) and vitest (run from anywhere) agree.
 */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Handler entries in functions/src/entries.ts are relative to this folder. */
export const functionsDir = resolve(repoRoot, 'functions');

/** The lock file esbuild's bundling is keyed on (npm workspaces: one lock at the root). */
export const lockFile = resolve(repoRoot, 'package-lock.json');

/** Where `npm run build -w web` writes the SPA. */
export const defaultWebDistDir = resolve(repoRoot, 'web/dist');
