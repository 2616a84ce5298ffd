/**
 * The dev server's endgame files (src/cli/endgame-site.ts, endgameMiddleware): `astro dev` serves the same
 * files as the build writes, so the AI worker has its tables there too.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { endgameMiddleware, endgameUrlBase } from '../../../src/cli/endgame-site';

const BASE = endgameUrlBase('v1');

function call(handler: ReturnType<typeof endgameMiddleware>, url: string) {
  const out = {
    status: 0,
    headers: {} as Record<string, string>,
    body: null as Buffer | string | null,
    next: false,
  };
  const res = {
    set statusCode(n: number) {
      out.status = n;
    },
    setHeader(k: string, v: string) {
      out.headers[k] = v;
    },
    end(b: Buffer | string) {
      out.body = b;
    },
  } as unknown as ServerResponse;
  handler({ url } as IncomingMessage, res, () => {
    out.next = true;
  });
  return out;
}

describe('endgame files in astro dev', () => {
  const made: string[] = [];
  const handler = endgameMiddleware(BASE, (v) => {
    made.push(v);
    return [{ name: `${v}-2.bin`, bytes: new Uint8Array([1, 2, 3]) }];
  });

  it('serves a variant’s file, made once for that variant', () => {
    const a = call(handler, `${BASE}italian-2.bin`);
    expect(a.status).toBe(200);
    expect(a.headers['Content-Type']).toBe('application/octet-stream');
    expect([...(a.body as Buffer)]).toEqual([1, 2, 3]);
    call(handler, `${BASE}italian-2.bin?x=1`);
    expect(made).toEqual(['italian']);
  });

  it('answers 404 for a file it does not have, and leaves every other address to the next handler', () => {
    expect(call(handler, `${BASE}italian-9.bin`).status).toBe(404);
    expect(call(handler, `${BASE}klingon-2.bin`).status).toBe(404);
    const other = call(handler, '/it/gioca/');
    expect(other.next).toBe(true);
    expect(other.status).toBe(0);
  });
});
