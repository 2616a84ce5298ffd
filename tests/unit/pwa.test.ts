import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { getManifest } from 'workbox-build';
import { offerUpdates, updatePrompt } from '../../src/browser/pwa/prompt';
import {
  manifest,
  precacheGlobs,
  precacheIgnores,
  pwaOptions,
  THEME_COLOR,
} from '../../src/build/pwa/options';
import { writePagefindIndex } from '../../src/build/pwa/pagefind';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A button or a worker as the prompt sees them: something with listeners and a way to fire them. */
class Fake {
  hidden = true;
  disabled = false;
  private readonly listeners = new Map<string, Array<() => void>>();
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  fire(type: string) {
    for (const l of this.listeners.get(type) ?? []) l();
  }
}

function setup() {
  const box = new Fake();
  const reload = new Fake();
  const later = new Fake();
  const calls = { apply: 0, dismissed: 0, reloaded: 0 };
  const prompt = updatePrompt(
    { box, reload, later },
    () => calls.apply++,
    () => calls.dismissed++,
  );
  const worker = new Fake();
  const container = new Fake();
  offerUpdates(worker, container, prompt, () => calls.reloaded++);
  return { box, reload, later, worker, container, calls };
}

describe('the reload prompt', () => {
  it('stays hidden until a new worker waits, then shows', () => {
    const { box, worker } = setup();
    expect(box.hidden).toBe(true);
    worker.fire('waiting');
    expect(box.hidden).toBe(false);
  });

  it('asks the waiting worker to take over once, however often Reload is pressed', () => {
    const { reload, worker, calls } = setup();
    worker.fire('waiting');
    reload.fire('click');
    reload.fire('click');
    expect(calls.apply).toBe(1);
    expect(reload.disabled).toBe(true);
  });

  it('reloads the page when the new worker takes over after an update was offered', () => {
    const { reload, worker, container, calls } = setup();
    worker.fire('waiting');
    reload.fire('click');
    container.fire('controllerchange');
    expect(calls.reloaded).toBe(1);
  });

  it('reloads a tab that was offered the update when another tab accepted it', () => {
    const { worker, container, calls } = setup();
    worker.fire('waiting');
    container.fire('controllerchange');
    expect(calls.reloaded).toBe(1);
    expect(calls.apply).toBe(0);
  });

  it('does not reload when the first worker takes control on a first visit', () => {
    const { container, calls } = setup();
    container.fire('controllerchange');
    expect(calls.reloaded).toBe(0);
  });

  it('Not now hides the prompt and hands the focus on; a later update shows it again, ready', () => {
    const { box, reload, later, worker, calls } = setup();
    worker.fire('waiting');
    reload.disabled = true;
    later.fire('click');
    expect(box.hidden).toBe(true);
    expect(calls.dismissed).toBe(1);
    expect(calls.apply).toBe(0);
    worker.fire('waiting');
    expect(box.hidden).toBe(false);
    expect(reload.disabled).toBe(false);
  });
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): string {
  const buf = readFileSync(file);
  expect(buf.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${buf.readUInt32BE(16)}x${buf.readUInt32BE(20)}`;
}

describe('the web app manifest', () => {
  it('takes its colours from the light page background of global.css', () => {
    const css = readFileSync(join(root, 'src/styles/global.css'), 'utf8');
    const bg = css.match(/:root\s*{[^}]*?--bg:\s*(#[0-9a-f]{6})/i)?.[1];
    expect(bg).toBe(THEME_COLOR);
    expect(manifest.theme_color).toBe(bg);
    expect(manifest.background_color).toBe(bg);
  });

  it('lists icons that exist, at the sizes it declares, with a 512 px maskable one for phones', () => {
    for (const icon of manifest.icons) {
      const file = join(root, 'public', icon.src);
      if (icon.type === 'image/svg+xml') expect(readFileSync(file, 'utf8')).toContain('<svg');
      else expect(pngSize(file)).toBe(icon.sizes);
    }
    expect(manifest.icons.some((i) => i.purpose === 'maskable' && i.sizes === '512x512')).toBe(true);
    expect(manifest.icons.some((i) => i.purpose === 'any' && i.sizes === '192x192')).toBe(true);
    expect(pngSize(join(root, 'public/icons/apple-touch-icon.png'))).toBe('180x180');
  });
});

describe('the precache list', () => {
  const dir = mkdtempSync(join(tmpdir(), 'damiera-pwa-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const page = (lang: string, path: string, text: string) => {
    mkdirSync(join(dir, path), { recursive: true });
    writeFileSync(
      join(dir, path, 'index.html'),
      `<!doctype html><html lang="${lang}"><head><title>${text}</title></head>` +
        `<body><main data-pagefind-body><h1>${text}</h1><p>${text} ${text}</p></main></body></html>`,
    );
  };

  it('holds every file the search page needs, so search works offline (Pagefind built first)', async () => {
    page('it', 'it/lezioni/presa', 'La presa è obbligatoria');
    page('en', 'en/lessons/capture', 'Capturing is compulsory');
    page('en', 'dev/board', 'Board harness');
    expect(await writePagefindIndex(dir)).toBe(3);

    const written = (
      readdirSync(join(dir, 'pagefind'), {
        recursive: true,
        withFileTypes: true,
      }) as import('node:fs').Dirent[]
    )
      .filter((d) => d.isFile())
      .map((d) => relative(dir, join(d.parentPath, d.name)).replaceAll('\\', '/'));
    // The Component UI, the loader and its worker, the wasm and every index chunk, fragment and meta file.
    const needed = written.filter(
      (f) => !/pagefind\/(pagefind-ui|pagefind-modular-ui|pagefind-highlight)\./.test(f),
    );
    expect(needed).toEqual(
      expect.arrayContaining([
        'pagefind/pagefind.js',
        'pagefind/pagefind-component-ui.js',
        'pagefind/pagefind-component-ui.css',
        'pagefind/pagefind-entry.json',
      ]),
    );
    expect(needed.some((f) => f.startsWith('pagefind/fragment/'))).toBe(true);
    expect(needed.some((f) => f.startsWith('pagefind/index/'))).toBe(true);

    // The trainer's puzzles, as the build writes them (every pattern must match a file: no warning).
    for (const path of ['it/problemi/data/italian', 'en/puzzles/data/italian']) {
      mkdirSync(join(dir, path), { recursive: true });
      writeFileSync(join(dir, path, 'tiro.json'), '{"puzzles":[]}');
    }
    // The review page's steps, one file per course.
    for (const path of ['it/ripasso/data', 'en/review/data']) {
      mkdirSync(join(dir, path), { recursive: true });
      writeFileSync(join(dir, path, 'italian.json'), '{"steps":[]}');
    }
    // The same globbing the build runs (vite-plugin-pwa hands these options to workbox-build).
    const { manifestEntries, warnings } = await getManifest({
      globDirectory: dir,
      globPatterns: precacheGlobs,
      globIgnores: precacheIgnores,
    });
    expect(warnings).toEqual([]);
    const urls = (manifestEntries ?? []).map((e) => e.url);
    expect(urls.filter((u) => u.startsWith('pagefind/')).sort()).toEqual(needed.sort());
    expect(urls).toEqual(
      expect.arrayContaining(['it/lezioni/presa/index.html', 'en/lessons/capture/index.html']),
    );
    expect(urls.some((u) => u.startsWith('dev/'))).toBe(false);
    // Every entry carries a hash of its content: a deploy updates only what changed.
    for (const e of manifestEntries ?? []) expect(e.revision).toMatch(/^[0-9a-f]{32}$/);
  }, 30_000);

  it("holds the puzzle trainer's puzzles and game tables of every game and theme in both languages, so the trainer and its game links work offline", async () => {
    const feed = mkdtempSync(join(tmpdir(), 'damiera-pwa-feed-'));
    try {
      for (const path of ['it/problemi', 'en/puzzles']) {
        mkdirSync(join(feed, path, 'data', 'italian'), { recursive: true });
        mkdirSync(join(feed, path, 'data', 'english'), { recursive: true });
        writeFileSync(join(feed, path, 'index.html'), '<!doctype html><title>x</title>');
        writeFileSync(join(feed, path, 'data', 'italian', 'tiro.json'), '{"puzzles":[]}');
        writeFileSync(join(feed, path, 'data', 'english', 'shot.json'), '{"puzzles":[]}');
        mkdirSync(join(feed, path, 'data', 'italian', 'games'), { recursive: true });
        writeFileSync(join(feed, path, 'data', 'italian', 'games', 'tiro.json'), '{"games":{}}');
      }
      for (const path of ['it/ripasso', 'en/review']) {
        mkdirSync(join(feed, path, 'data'), { recursive: true });
        writeFileSync(join(feed, path, 'data', 'italian.json'), '{"steps":[]}');
      }
      // A data file elsewhere is not swept in by the same patterns.
      writeFileSync(join(feed, 'other.json'), '{}');
      const { manifestEntries } = await getManifest({
        globDirectory: feed,
        globPatterns: precacheGlobs,
        globIgnores: precacheIgnores,
      });
      const urls = (manifestEntries ?? []).map((e) => e.url);
      expect(urls).toEqual(
        expect.arrayContaining([
          'it/problemi/data/italian/tiro.json',
          'it/problemi/data/english/shot.json',
          'en/puzzles/data/italian/tiro.json',
          'en/puzzles/data/english/shot.json',
          'it/problemi/data/italian/games/tiro.json',
          'en/puzzles/data/italian/games/tiro.json',
          // and the review page's lesson steps
          'it/ripasso/data/italian.json',
          'en/review/data/italian.json',
        ]),
      );
      expect(urls).not.toContain('other.json');
    } finally {
      rmSync(feed, { recursive: true, force: true });
    }
  });

  it('keeps page addresses as /dir/index.html and never stands in a page for another', () => {
    expect(pwaOptions.workbox?.manifestTransforms).toEqual([]);
    expect(pwaOptions.workbox?.directoryIndex).toBe('index.html');
    expect(pwaOptions.workbox?.navigateFallback).toBeNull();
    expect(pwaOptions.injectRegister).toBe(false);
    expect(pwaOptions.registerType).toBe('prompt');
  });
});
