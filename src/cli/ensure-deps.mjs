// Makes `npm start` and `npm test` work on a fresh clone: installs the locked dependencies with `npm ci`
// when node_modules is missing (called by src/cli/run.mjs). Uses only Node built-ins, because it runs
// before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function ensureDeps(root) {
  const installed = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (!existsSync(installed)) {
    console.log('[ensure-deps] node_modules is missing: running `npm ci` …');
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const result = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], {
      cwd: root,
      stdio: 'inherit',
      shell: process.platform === 'win32',
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    });
    if (result.status !== 0) {
      console.error('[ensure-deps] `npm ci` failed.');
      process.exit(result.status ?? 1);
    }
  } else if (existsSync(lock) && statSync(lock).mtimeMs > statSync(installed).mtimeMs + 1000) {
    // Do not reinstall behind the user's back (it wipes node_modules); just say so.
    console.warn('[ensure-deps] package-lock.json is newer than node_modules: consider `npm ci`.');
  }
}
