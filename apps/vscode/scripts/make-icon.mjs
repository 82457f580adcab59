#!/usr/bin/env node
/* global console, Buffer */
// Draws icon.png (128×128, the size the marketplace wants): three arrows chasing each other
// round a ring — recycling — on a dark rounded square. Written as a PNG by hand (zlib + CRC) so
// no image tool is needed. Run it again after changing the drawing; the PNG is committed.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { deflateSync } from "node:zlib";

const SIZE = 128;
const SS = 4; // supersampling per axis, for smooth edges
const BG = [30, 36, 48];
const FG = [72, 199, 142];

/** Is the point (x, y) in [0, SIZE) inside the drawing's shape, and which colour? */
function sample(x, y) {
  const c = SIZE / 2;
  // Rounded-square background (corner radius 22).
  const r = 22;
  const qx = Math.max(Math.abs(x - c) - (c - r), 0);
  const qy = Math.max(Math.abs(y - c) - (c - r), 0);
  if (Math.hypot(qx, qy) > r) return null;
  const dx = x - c;
  const dy = y - c;
  const dist = Math.hypot(dx, dy);
  const angle = (Math.atan2(dy, dx) * 180) / Math.PI + 360;
  // Three arcs of the ring, each ending in an arrowhead pointing clockwise.
  for (let k = 0; k < 3; k++) {
    const start = (k * 120 + 105) % 360;
    const rel = (angle - start + 720) % 360;
    if (rel < 78 && dist > 30 && dist < 42) return FG; // the arc's body
    if (rel >= 78 && rel < 104) {
      // Arrowhead: wide at its base, narrowing to the tip.
      const half = 15 * (1 - (rel - 78) / 26);
      if (Math.abs(dist - 36) < half) return FG;
    }
  }
  return BG;
}

const raw = Buffer.alloc(SIZE * (SIZE * 4 + 1));
for (let y = 0; y < SIZE; y++) {
  raw[y * (SIZE * 4 + 1)] = 0; // filter: none
  for (let x = 0; x < SIZE; x++) {
    let rr = 0, gg = 0, bb = 0, aa = 0;
    for (let sy = 0; sy < SS; sy++) {
      for (let sx = 0; sx < SS; sx++) {
        const col = sample(x + (sx + 0.5) / SS, y + (sy + 0.5) / SS);
        if (!col) continue;
        rr += col[0]; gg += col[1]; bb += col[2]; aa += 255;
      }
    }
    const n = SS * SS;
    const covered = aa / 255;
    const o = y * (SIZE * 4 + 1) + 1 + x * 4;
    raw[o] = covered ? Math.round(rr / covered) : 0;
    raw[o + 1] = covered ? Math.round(gg / covered) : 0;
    raw[o + 2] = covered ? Math.round(bb / covered) : 0;
    raw[o + 3] = Math.round(aa / n);
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
const header = Buffer.alloc(13);
header.writeUInt32BE(SIZE, 0);
header.writeUInt32BE(SIZE, 4);
header[8] = 8; // bit depth
header[9] = 6; // RGBA
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk("IHDR", header),
  chunk("IDAT", deflateSync(raw, { level: 9 })),
  chunk("IEND", Buffer.alloc(0)),
]);
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "icon.png");
writeFileSync(out, png);
console.log(`wrote ${out} (${png.length} bytes)`);
