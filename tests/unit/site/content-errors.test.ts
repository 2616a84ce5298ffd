// A broken lesson stops the build with the file and the field (issue 24: Astro 7's zod 4 words its errors
// differently). Runs Astro's own content sync on a copy of the project whose course holds one lesson with a
// step's English text left out; everything else is linked to the real tree, so nothing here can touch it.
import { spawnSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';

const root = resolve(import.meta.dirname, '../../..');
const work = mkdtempSync(join(tmpdir(), 'damiera-content-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Link every entry of `from` into `to`, except those in `except`. */
function linkAll(from: string, to: string, except: string[]): void {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from))
    if (!except.includes(name)) symlinkSync(join(from, name), join(to, name));
}

describe('a broken lesson in the build', () => {
  it('names the file, the step and the field left out', () => {
    linkAll(root, work, ['src', 'dist', '.astro', '.git', 'node_modules']);
    // Astro and Vite write their caches under node_modules: the copy gets folders of its own for them.
    linkAll(join(root, 'node_modules'), join(work, 'node_modules'), ['.astro', '.vite', '.cache']);
    linkAll(join(root, 'src'), join(work, 'src'), ['content']);
    linkAll(join(root, 'src/content'), join(work, 'src/content'), ['lessons']);
    const source = join(root, 'src/content/lessons/italian');
    const first = readdirSync(source).sort()[0];
    const lesson = parse(readFileSync(join(source, first, 'lesson.yaml'), 'utf8'));
    delete lesson.steps[1].text.en;
    const folder = join(work, 'src/content/lessons/italian', first);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'lesson.yaml'), stringify(lesson));
    linkAll(join(source, first), folder, ['lesson.yaml']);

    const run = spawnSync(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'sync'], {
      cwd: work,
      encoding: 'utf8',
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0', NO_COLOR: '1' },
    });
    const said = `${run.stdout}\n${run.stderr}`;
    expect(run.status, said).not.toBe(0);
    expect(said).toContain(`src/content/lessons/italian/${first}/lesson.yaml`);
    expect(said).toMatch(/steps\.1\.text\.en\W+Required/);
  }, 180_000);
});
