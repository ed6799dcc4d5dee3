/**
 * The smallest React 19 page Vite builds with the app's settings (bench/fixtures/react-baseline):
 * the baseline the web benchmarks measure the app's pages against, built in the same run.
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { repoRoot } from '../../local/src/paths';

/** Builds it into `outDir` (emptied first): index.html and assets/. */
export const buildReactBaseline = async (outDir: string): Promise<void> => {
  await build({
    root: path.join(repoRoot, 'bench/fixtures/react-baseline'),
    plugins: [react()],
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
};
