// Writes the app icons (public/icons/*.png) from public/favicon.svg, so the installed app shows the
// same damiera as the browser tab. Run after changing the favicon: `node src/cli/make-icons.mjs`.
// The PNGs are committed (a few KB) so the build does not depend on an image library.
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = fileURLToPath(new URL('../..', import.meta.url));
const svg = readFileSync(`${root}public/favicon.svg`, 'utf8');
// A maskable icon is cropped by the phone to its own shape (a circle, a squircle): the square board
// without rounded corners fills the whole tile, and both pieces sit inside the central 80% safe zone.
const maskable = svg.replace(/ rx="[^"]*"/, '');
if (maskable === svg)
  throw new Error('favicon.svg changed shape: update the maskable variant in make-icons.mjs');

const out = `${root}public/icons`;
mkdirSync(out, { recursive: true });
const icons = [
  { file: 'icon-192.png', size: 192, source: svg },
  { file: 'icon-512.png', size: 512, source: svg },
  { file: 'maskable-512.png', size: 512, source: maskable },
  // iOS ignores the manifest's icons and rounds the corners itself: a full square.
  { file: 'apple-touch-icon.png', size: 180, source: maskable },
];
for (const { file, size, source } of icons) {
  await sharp(Buffer.from(source), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`${out}/${file}`);
  console.log(`public/icons/${file}`);
}
