/**
 * Builds web/dist when it is missing or older than its sources, so `npm install && npm start`
 * works on a fresh clone and after a pull.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawnChild } from './child-processes';
import { repoRoot, webDir, webDistDir } from './paths';

export const newestMtime = (entry: string): number => {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const child of readdirSync(entry)) {
    if (child === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
};

export const webSources = (): string[] => [
  path.join(webDir, 'src'),
  path.join(webDir, 'public'),
  path.join(webDir, 'index.html'),
  path.join(webDir, 'vite.config.ts'),
  path.join(webDir, 'package.json'),
  path.join(repoRoot, 'shared/src'),
];

export const webBuildIsStale = (): boolean => {
  const index = path.join(webDistDir, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return webSources().some((source) => newestMtime(source) > built);
};

export const webBuildCommand: readonly string[] = ['npm', 'run', 'build', '-w', 'web', '--silent'];

/**
 * Runs the web workspace's build script; resolves with its exit code. A registered child in its
 * own process group, so stopping the stack during the build stops npm, sh and vite alike.
 */
export const buildWeb = async (quiet = false, command = webBuildCommand): Promise<number> => {
  const [file = 'npm', ...args] = command;
  const child = spawnChild(file, args, { cwd: repoRoot, prefix: 'web', quiet, group: true });
  return (await child.exited) ?? 1;
};
