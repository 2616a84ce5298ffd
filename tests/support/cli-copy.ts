/**
 * A throw-away copy of the engine CLI's sources and launcher (src/cli/engine.mjs), for checking its
 * rebuilds without touching the real sources or the real bundle. The copy lives under the repository's
 * node_modules/.cache/, so its launcher still finds esbuild (and tsconfig.json its `extends`) by walking up;
 * its bundle goes to <copy>/node_modules/.cache/damiera/.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const LAUNCHER = 'src/cli/engine.mjs';

export interface CliCopy {
  readonly dir: string;
  readonly launcher: string;
  readonly bundle: string;
  readonly stamp: string;
  remove(): void;
}

export function copyCli(): CliCopy {
  const parent = join(root, 'node_modules', '.cache');
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, 'damiera-cli-copy-'));
  for (const path of ['src/cli', 'src/engine', LAUNCHER, 'tsconfig.json']) {
    cpSync(join(root, path), join(dir, path), { recursive: true });
  }
  const cache = join(dir, 'node_modules', '.cache', 'damiera');
  return {
    dir,
    launcher: join(dir, LAUNCHER),
    bundle: join(cache, 'engine.mjs'),
    stamp: join(cache, 'engine.stamp.json'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
