#!/usr/bin/env node
/**
 * Writes the installed app's PNG icons (web/public/icons/) from the logo (web/public/logo.svg)
 * with sharp. The PNGs are committed; run this again only when the logo changes:
 *
 *   node scripts/pwa-icons.mjs
 *
 *   icon-192.png, icon-512.png   the logo as it is (purpose 'any' in the web app manifest)
 *   maskable-512.png             the logo at 80 % on a full square of its own colour, so that the
 *                                cat stays inside the safe circle whatever shape a launcher cuts
 *   apple-touch-icon.png         180 px, full square (iOS rounds the corners itself and would
 *                                paint the logo's transparent corners black)
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const web = join(dirname(fileURLToPath(import.meta.url)), '..', 'web', 'public');
const out = join(web, 'icons');
const logo = readFileSync(join(web, 'logo.svg'));
/** The logo's own background colour (logo.svg's rect). */
const LOGO_COLOUR = '#e76f51';

/** The logo as a `size` px square PNG buffer (transparent outside its rounded corners). */
const logoPng = (size) =>
  sharp(logo, { density: (72 * size) / 64 })
    .resize(size, size)
    .png()
    .toBuffer();

/** Writes `file`: the logo at `scale` of `size`, centred on a full square of the logo's colour. */
async function onSquare(file, size, scale) {
  const inner = Math.round(size * scale);
  const offset = Math.round((size - inner) / 2);
  await sharp({ create: { width: size, height: size, channels: 4, background: LOGO_COLOUR } })
    .composite([{ input: await logoPng(inner), left: offset, top: offset }])
    .png({ compressionLevel: 9 })
    .toFile(join(out, file));
}

mkdirSync(out, { recursive: true });
for (const size of [192, 512]) {
  await sharp(await logoPng(size))
    .png({ compressionLevel: 9 })
    .toFile(join(out, `icon-${size}.png`));
}
await onSquare('maskable-512.png', 512, 0.8);
await onSquare('apple-touch-icon.png', 180, 1);
console.log(`icons written to ${out}`);
