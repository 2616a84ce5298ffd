/**
 * The endgame file format: one file per variant and piece count, little-endian.
 *
 *   offset  size  field
 *   0       4     magic "DMEG"
 *   4       2     format version (ENDGAME_FORMAT_VERSION)
 *   6       1     variant code (VARIANT_CODES)
 *   7       1     piece count (2..4)
 *   8       1     encoding: 1 = one byte per slot (0 draw, else plies + 1), 2 = two bits per slot
 *                 (0 draw, 1 win, 2 loss for the side to move; four slots a byte, lowest bits first)
 *   9       3     zero
 *   12      4     slots (must equal the layout's count for this board and piece count)
 *   16      4     payload bytes
 *   20      4     CRC-32 of bytes 0..19 and of the payload
 *   24      …     payload: the slots in layout order (layout.ts)
 *
 * A file that fails any check is refused with a coded error and never read: the caller rebuilds it.
 */
import { err, ok, type Result } from '../rules/types';
import { VARIANTS, type VariantId } from '../rules/variants';
import type { SolvedTable } from './generate';
import { variantLayout } from './layout';

export const ENDGAME_MAGIC = 0x4745_4d44; // "DMEG" read little-endian
/** Bump when the layout, the encodings or the meaning of a value change. */
export const ENDGAME_FORMAT_VERSION = 1;
export const HEADER_BYTES = 24;

export const ENCODING_DTM = 1;
export const ENCODING_WDL = 2;
export type Encoding = typeof ENCODING_DTM | typeof ENCODING_WDL;

/** Variant codes of the header; each names its board (squares per row, squares). */
export const VARIANT_CODES: Readonly<Record<VariantId, number>> = {
  italian: 1,
  english: 2,
  international: 3,
  brazilian: 4,
};

export type EndgameFileErrorCode =
  | 'endgame-truncated'
  | 'endgame-bad-magic'
  | 'endgame-bad-version'
  | 'endgame-bad-variant'
  | 'endgame-bad-pieces'
  | 'endgame-bad-encoding'
  | 'endgame-bad-size'
  | 'endgame-bad-checksum'
  | 'endgame-unexpected';

export interface EndgameFileError {
  readonly code: EndgameFileErrorCode;
  readonly message: string;
}

/** A checked table, ready for probing. */
export interface EndgameTable {
  readonly variant: VariantId;
  readonly pieces: number;
  readonly encoding: Encoding;
  /** the payload (a view of the file's bytes) */
  readonly data: Uint8Array;
  /** solved[signature id] = 1 for the signatures it holds; absent: all (a file is always complete) */
  readonly solved?: Uint8Array;
}

const CRC_TABLE = (() => {
  const t = new Int32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c;
  }
  return t;
})();

/** CRC-32 (the zlib polynomial) of byte ranges, chained. */
export function crc32(bytes: Uint8Array, crc = 0): number {
  let c = ~crc;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return ~c >>> 0;
}

function variantOfCode(code: number): VariantId | undefined {
  return (Object.keys(VARIANT_CODES) as VariantId[]).find((v) => VARIANT_CODES[v] === code);
}

/** The slots of a table of `pieces` pieces on the board of `variant`. */
export function slotCount(variant: VariantId, pieces: number): number {
  return variantLayout(VARIANTS[variant]).byPieces[pieces].entries;
}

const payloadBytes = (slots: number, encoding: Encoding) =>
  encoding === ENCODING_DTM ? slots : Math.ceil(slots / 4);

/** The file of a solved table (every signature must be solved). */
export function encodeTable(variant: VariantId, table: SolvedTable, encoding: Encoding): Uint8Array {
  if (!table.solved.every((s) => s === 1)) throw new Error('encodeTable: the table is not fully solved');
  const slots = table.values.length;
  const size = payloadBytes(slots, encoding);
  const out = new Uint8Array(HEADER_BYTES + size);
  const view = new DataView(out.buffer);
  view.setUint32(0, ENDGAME_MAGIC, true);
  view.setUint16(4, ENDGAME_FORMAT_VERSION, true);
  out[6] = VARIANT_CODES[variant];
  out[7] = table.pieces;
  out[8] = encoding;
  view.setUint32(12, slots, true);
  view.setUint32(16, size, true);
  const payload = out.subarray(HEADER_BYTES);
  if (encoding === ENCODING_DTM) payload.set(table.values);
  else {
    const v = table.values;
    for (let i = 0; i < slots; i++) {
      const x = v[i];
      if (x !== 0) payload[i >> 2] |= ((x - 1) & 1 ? 1 : 2) << ((i & 3) * 2);
    }
  }
  view.setUint32(20, crc32(payload, crc32(out.subarray(0, 20))), true);
  return out;
}

const fail = (code: EndgameFileErrorCode, message: string) => err<EndgameFileError>({ code, message });

/**
 * Check a file and return its table. `expect` pins what the caller asked for (a file for another variant
 * or piece count is refused like a damaged one).
 */
export function decodeTable(
  bytes: Uint8Array,
  expect: { readonly variant?: VariantId; readonly pieces?: number } = {},
): Result<EndgameTable, EndgameFileError> {
  if (bytes.length < HEADER_BYTES)
    return fail('endgame-truncated', `The endgame file has ${bytes.length} bytes, fewer than its header.`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== ENDGAME_MAGIC)
    return fail('endgame-bad-magic', 'This is not an endgame database file (wrong magic number).');
  const version = view.getUint16(4, true);
  if (version !== ENDGAME_FORMAT_VERSION)
    return fail(
      'endgame-bad-version',
      `The endgame file has format version ${version}; this engine reads version ${ENDGAME_FORMAT_VERSION}.`,
    );
  const variant = variantOfCode(bytes[6]);
  if (!variant || (expect.variant && variant !== expect.variant))
    return fail(
      'endgame-bad-variant',
      `The endgame file is for variant code ${bytes[6]}, not the expected one.`,
    );
  const pieces = bytes[7];
  if (pieces < 2 || pieces > 4 || (expect.pieces !== undefined && pieces !== expect.pieces))
    return fail('endgame-bad-pieces', `The endgame file is for ${pieces} pieces, not the expected count.`);
  const encoding = bytes[8];
  if (encoding !== ENCODING_DTM && encoding !== ENCODING_WDL)
    return fail('endgame-bad-encoding', `Unknown endgame value encoding ${encoding}.`);
  const slots = view.getUint32(12, true);
  const size = view.getUint32(16, true);
  if (slots !== slotCount(variant, pieces) || size !== payloadBytes(slots, encoding))
    return fail(
      'endgame-bad-size',
      `The endgame file declares ${slots} slots in ${size} bytes: not this layout.`,
    );
  if (bytes.length !== HEADER_BYTES + size)
    return fail(
      'endgame-truncated',
      `The endgame file has ${bytes.length} bytes where its header declares ${HEADER_BYTES + size}.`,
    );
  const payload = bytes.subarray(HEADER_BYTES);
  if (crc32(payload, crc32(bytes.subarray(0, 20))) !== view.getUint32(20, true))
    return fail('endgame-bad-checksum', 'The endgame file is damaged (its checksum does not match).');
  return ok({ variant, pieces, encoding, data: payload });
}

/** The stored value of slot `i`: 0 draw, else plies + 1 (DTM); or the 2-bit code (WDL). */
export function slotValue(table: EndgameTable, i: number): number {
  return table.encoding === ENCODING_DTM ? table.data[i] : (table.data[i >> 2] >> ((i & 3) * 2)) & 3;
}
