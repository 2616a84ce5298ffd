#!/usr/bin/env node
// `npm start` and `npm test` go through here: `node src/cli/run.mjs <npm script>`.
// 1. A fresh clone gets its locked dependencies (`npm ci`, src/cli/ensure-deps.mjs).
// 2. When this Node is older than package.json's `engines.node`, a current Node comes from the npm registry
//    (the platform package `node-<os>-<cpu>` of the major in `damiera.node`, installed into
//    node_modules/.cache/damiera/node/ — nothing global, nothing from anywhere but the registry), and the
//    script runs with it first on the PATH, so every `npm run …` and `node` below it uses it too.
//    On a machine whose Node is supported nothing extra happens.
// Node built-ins only: this runs before anything is installed, on whatever Node the machine has.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDeps } from './ensure-deps.mjs';
import { nodePackage, parseVersion, satisfies } from './node-version.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const range = pkg.engines.node;
const major = String(pkg.damiera.node);
const isWindows = process.platform === 'win32';

function fail(message) {
  console.error(`[runtime] ${message}`);
  process.exit(1);
}

function versionOf(bin) {
  const r = spawnSync(bin, ['--version'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

/** A Node of the wanted major already in the cache, newest first; else one installed from the registry. */
function currentNode() {
  const target = nodePackage(process.platform, process.arch);
  if (target === null) {
    fail(
      `no Node package on the npm registry for ${process.platform}-${process.arch}: install Node ${range}.`,
    );
  }
  const cache = join(root, 'node_modules', '.cache', 'damiera', 'node');
  const binIn = (dir) => join(dir, 'node_modules', target.name, ...target.bin.split('/'));
  const cached = existsSync(cache)
    ? readdirSync(cache)
        .filter((d) => parseVersion(d)?.[0] === Number(major))
        .sort((a, b) => {
          const [x, y] = [parseVersion(a), parseVersion(b)];
          return y[0] - x[0] || y[1] - x[1] || y[2] - x[2];
        })
    : [];
  for (const dir of cached) {
    const bin = binIn(join(cache, dir));
    const version = existsSync(bin) ? versionOf(bin) : null;
    if (version !== null && satisfies(version, range)) return { bin, version, fresh: false };
  }
  const npm = isWindows ? 'npm.cmd' : 'npm';
  const spec = `${target.name}@${major}`;
  const found = spawnSync(npm, ['view', spec, 'version', '--json'], { encoding: 'utf8', shell: isWindows });
  if (found.status !== 0)
    fail(`could not ask the npm registry for ${spec}: ${found.stderr.trim().split('\n')[0]}`);
  const versions = [JSON.parse(found.stdout)].flat();
  const exact = versions[versions.length - 1];
  const dir = join(cache, exact);
  const installed = spawnSync(
    npm,
    [
      'install',
      '--prefix',
      dir,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `${target.name}@${exact}`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], shell: isWindows },
  );
  const bin = binIn(dir);
  const version = installed.status === 0 && existsSync(bin) ? versionOf(bin) : null;
  if (version === null || !satisfies(version, range))
    fail(`installing ${target.name}@${exact} from the npm registry failed.`);
  return { bin, version, fresh: true };
}

const script = process.argv[2];
if (script === undefined) fail('usage: node src/cli/run.mjs <npm script> [args…]');

ensureDeps(root);

const env = { ...process.env };
let node = process.execPath;
if (!satisfies(process.version, range)) {
  const got = currentNode();
  console.log(
    `[runtime] Node ${process.version} is older than this project needs (${range}): running with Node ${got.version} ` +
      `from the npm registry${got.fresh ? '' : ' (already in node_modules/.cache/damiera/node)'}.`,
  );
  node = got.bin;
  env.PATH = `${dirname(got.bin)}${delimiter}${env.PATH ?? ''}`;
}

// npm itself runs on the chosen Node: its CLI is the file npm named when it ran this script.
const npmCli = process.env.npm_execpath;
const [cmd, args] =
  npmCli && /\.[cm]?js$/.test(npmCli)
    ? [node, [npmCli, 'run', script, ...process.argv.slice(3)]]
    : [isWindows ? 'npm.cmd' : 'npm', ['run', script, ...process.argv.slice(3)]];
const result = spawnSync(cmd, args, {
  cwd: root,
  stdio: 'inherit',
  env,
  shell: isWindows && cmd.endsWith('.cmd'),
});
process.exit(result.status ?? 1);
