/**
 * The engine CLI's launcher (src/cli/engine.mjs, what `npm run engine` runs): it runs a cached esbuild
 * bundle of src/cli + src/engine with plain node and rebuilds it when a source it was built from changes.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliCopy, copyCli, root } from '../../support/cli-copy';

function run(command: string, args: string[], cwd: string) {
  const r = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('engine CLI launcher', () => {
  it('`npm run --silent engine -- perft --variant italian --depth 6` prints 36473 on the last line', () => {
    // The exact command of the repository's before-stop hook.
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const r = run(
      npm,
      ['run', '--silent', 'engine', '--', 'perft', '--variant', 'italian', '--depth', '6'],
      root,
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout.trim().split('\n').pop()).toBe('36473');
  }, 120_000);

  describe('the bundle of a copy of the sources', () => {
    let copy: CliCopy;
    const cli = (...args: string[]) => run(process.execPath, [copy.launcher, ...args], copy.dir);
    // A rebuild writes a new file and renames it over the old one, so the inode says whether it happened.
    const bundleId = () => statSync(copy.bundle).ino;
    const digest = () => (JSON.parse(readFileSync(copy.stamp, 'utf8')) as { digest: string }).digest;

    beforeAll(() => {
      copy = copyCli();
    });
    afterAll(() => copy.remove());

    it('is built on the first run, listing every source it read, and reused while nothing changes', () => {
      const first = cli('perft', '--variant', 'italian', '--depth', '3');
      expect(first).toMatchObject({ code: 0, stderr: '' });
      expect(first.stdout).toBe('302\n');
      const stamp = JSON.parse(readFileSync(copy.stamp, 'utf8')) as { inputs: string[] };
      expect(stamp.inputs).toEqual(
        expect.arrayContaining(['src/cli/engine.ts', 'src/cli/perft.ts', 'src/engine/rules/movegen.ts']),
      );
      const id = bundleId();
      expect(cli('perft', '--variant', 'italian', '--depth', '3').stdout).toBe('302\n');
      expect(bundleId()).toBe(id);
    }, 120_000);

    it('is rebuilt when a CLI source changes, and runs the new code', () => {
      const file = join(copy.dir, 'src/cli/perft.ts');
      const before = readFileSync(file, 'utf8');
      expect(before).toContain('prints the leaf count of the legal-move tree');
      writeFileSync(
        file,
        before.replace('prints the leaf count of the legal-move tree', 'counts leaves (edited)'),
      );
      const id = bundleId();
      const help = cli('help');
      expect(help.code).toBe(0);
      expect(help.stdout).toContain('counts leaves (edited)');
      expect(bundleId()).not.toBe(id);
    }, 120_000);

    it('is rebuilt when an engine source changes, even by a comment', () => {
      const id = bundleId();
      const old = digest();
      appendFileSync(join(copy.dir, 'src/engine/rules/perft.ts'), '\n// edited\n');
      expect(cli('perft', '--variant', 'italian', '--depth', '2').stdout).toBe('49\n');
      expect(bundleId()).not.toBe(id);
      expect(digest()).not.toBe(old);
    }, 120_000);

    it('is rebuilt when a file appears in a source folder (it may change how an import resolves)', () => {
      const id = bundleId();
      writeFileSync(join(copy.dir, 'src/engine/unused-new-file.ts'), 'export const x = 1;\n');
      expect(cli('perft', '--variant', 'italian', '--depth', '1').stdout).toBe('7\n');
      expect(bundleId()).not.toBe(id);
    }, 120_000);

    it('is rebuilt when the stamp is corrupted', () => {
      const id = bundleId();
      writeFileSync(copy.stamp, '{ not json');
      expect(cli('perft', '--variant', 'italian', '--depth', '1').stdout).toBe('7\n');
      expect(bundleId()).not.toBe(id);
    }, 120_000);

    it('a source that does not compile: esbuild says where, exit code 1, the old bundle is not run', () => {
      const file = join(copy.dir, 'src/cli/perft.ts');
      const good = readFileSync(file, 'utf8');
      writeFileSync(file, `${good}\nexport const broken = ;\n`);
      const r = cli('perft', '--variant', 'italian', '--depth', '1');
      expect(r.code).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain('src/cli/perft.ts');
      writeFileSync(file, good);
      expect(cli('perft', '--variant', 'italian', '--depth', '1').stdout).toBe('7\n');
    }, 120_000);
  });
});
