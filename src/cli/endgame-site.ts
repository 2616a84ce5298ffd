/**
 * The endgame databases in the built site: an Astro integration (astro.config.mjs) that
 *
 * - at `astro:config:setup`, defines `__DAMIERA_ENDGAME__` for the browser bundles (the AI worker): the
 *   URL folder of this engine version's files, `/endgame/<engine version>/`, so a new engine never reads
 *   an old file (a changed rule or generator changes the version, endgame-cache.ts endgameSalt);
 * - at `astro:build:done`, writes the files the browser fetches (browserFiles: distances up to 3 pieces,
 *   results only for 4) to dist/endgame/<engine version>/<variant>-<n>.bin, from the Node cache under
 *   node_modules/.cache/damiera/ (generated there on the first build, read back on the next ones).
 *
 * - in `astro dev`, serves the same files from memory (endgameMiddleware), made from the Node cache on the
 *   first request for a variant, so the dev server's AI worker has its tables like the built site's.
 *
 * The files are not precached: the AI worker fetches one the first time a position needs it
 * (src/browser/workers/endgame.ts), and the service worker keeps it (src/build/pwa/options.ts).
 * It lives with the Node scripts because it runs the cache, which is Node-only (src/cli/endgame-cache.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { AstroIntegration } from 'astro';
import type { VariantId } from '../engine';
import { browserFiles, ENDGAME_VARIANTS, endgameSalt, ensureEndgameTables } from './endgame-cache';

/** The site's folder of the endgame files for an engine version. */
export const endgameUrlBase = (version: string) => `/endgame/${version}/`;

/** Write every variant's browser files under `dir` + endgameUrlBase(version); returns their sizes. */
export function writeEndgameFiles(
  dir: string,
  version: string,
  log: (line: string) => void = () => {},
): { files: number; bytes: number; gzip: number } {
  const out = join(dir, ...endgameUrlBase(version).split('/').filter(Boolean));
  mkdirSync(out, { recursive: true });
  let files = 0;
  let bytes = 0;
  let gzip = 0;
  for (const v of ENDGAME_VARIANTS) {
    ensureEndgameTables(v, { log });
    for (const f of browserFiles(v)) {
      writeFileSync(join(out, f.name), f.bytes);
      files++;
      bytes += f.bytes.length;
      gzip += gzipSync(f.bytes, { level: 9 }).length;
    }
  }
  return { files, bytes, gzip };
}

/**
 * The dev server's handler of `base` + `<variant>-<n>.bin`: the variant's browser files (`files`, by default
 * ensureEndgameTables + browserFiles, made once per variant); a name it does not know is a 404; any other
 * address goes to `next`.
 */
export function endgameMiddleware(
  base: string,
  files: (variant: VariantId) => ReadonlyArray<{ name: string; bytes: Uint8Array }> = (v) => {
    ensureEndgameTables(v);
    return browserFiles(v);
  },
) {
  const made = new Map<VariantId, ReadonlyArray<{ name: string; bytes: Uint8Array }>>();
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const path = (req.url ?? '').split('?')[0];
    if (!path.startsWith(base)) {
      next();
      return;
    }
    const name = path.slice(base.length);
    const variant = ENDGAME_VARIANTS.find((v) => name.startsWith(`${v}-`));
    let file: { name: string; bytes: Uint8Array } | undefined;
    if (variant) {
      if (!made.has(variant)) made.set(variant, files(variant));
      file = made.get(variant)?.find((f) => f.name === name);
    }
    if (!file) {
      res.statusCode = 404;
      res.end('no such endgame file');
      return;
    }
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/octet-stream');
    res.setHeader('Content-Length', String(file.bytes.length));
    res.end(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.length));
  };
}

export default function endgameSite(): AstroIntegration {
  let version: string | null = null;
  return {
    name: 'damiera:endgame',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        version = endgameSalt(join(fileURLToPath(config.root), 'src', 'engine'));
        // No version (the sources cannot be read): the worker gets no folder and searches without tables.
        updateConfig({
          vite: { define: { __DAMIERA_ENDGAME__: JSON.stringify(version ? endgameUrlBase(version) : '') } },
        });
      },
      'astro:server:setup': ({ server }) => {
        if (version) server.middlewares.use(endgameMiddleware(endgameUrlBase(version)));
      },
      'astro:build:done': ({ dir, logger }) => {
        if (!version) {
          logger.warn('no engine version: the endgame files are not written');
          return;
        }
        const start = performance.now();
        const r = writeEndgameFiles(fileURLToPath(dir), version, (line) => logger.info(line));
        const secs = ((performance.now() - start) / 1000).toFixed(1);
        logger.info(
          `${r.files} files in ${endgameUrlBase(version)}: ${r.bytes} bytes, ${r.gzip} gzip (${secs} s)`,
        );
      },
    },
  };
}
