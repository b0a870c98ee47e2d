/**
 * Draws the sample spaces' pictures: flat illustrations of each kind of room, varied per space,
 * written as WebP into ./images so the repo ships them (nothing is hot-linked).
 * Run with `npm run seed:images` after adding a sample space.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { SAMPLE_SPACES, type SampleSpace } from './spaces.ts';

const W = 1600;
const H = 1067;

function rng(seed: string) {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h ^= h << 13;
    h ^= h >>> 17;
    h ^= h << 5;
    return ((h >>> 0) % 10_000) / 10_000;
  };
}

const WALLS = ['#f3ede4', '#e8eef0', '#efe7dc', '#e4ebe3', '#f1e9e1', '#e9e4ef', '#f4efe6'];
const ACCENTS = ['#0f766e', '#b45309', '#1d4ed8', '#be185d', '#4d7c0f', '#7c3aed', '#c2410c', '#0e7490'];
const WOODS = ['#8b5e3c', '#a47148', '#6f4a2e', '#c08a5a', '#5b3a24'];

function pick<T>(r: () => number, list: readonly T[]): T {
  return list[Math.floor(r() * list.length)] as T;
}

function windowView(x: number, y: number, w: number, h: number, coast: boolean, r: () => number): string {
  const sky = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#sky)"/>`;
  let view = '';
  if (coast) {
    view += `<rect x="${x}" y="${y + h * 0.62}" width="${w}" height="${h * 0.38}" fill="#2a9dbf"/>`;
    view += `<rect x="${x}" y="${y + h * 0.62}" width="${w}" height="${h * 0.05}" fill="#7fd0e6" opacity="0.6"/>`;
    for (let i = 0; i < 3; i++) {
      const px = x + w * (0.15 + r() * 0.7);
      view += `<path d="M${px} ${y + h} q 8 -${h * 0.3} 30 -${h * 0.42}" stroke="#5b4030" stroke-width="7" fill="none"/>`;
      view += `<ellipse cx="${px + 30}" cy="${y + h * 0.58}" rx="46" ry="14" fill="#2f7d4f"/>`;
    }
  } else {
    let bx = x;
    while (bx < x + w) {
      const bw = 40 + r() * 90;
      const bh = h * (0.25 + r() * 0.55);
      view += `<rect x="${bx}" y="${y + h - bh}" width="${bw}" height="${bh}" fill="${pick(r, ['#94a3b8', '#a5b4c4', '#8796a8', '#b6c2cf'])}"/>`;
      for (let wy = y + h - bh + 14; wy < y + h - 10; wy += 22)
        for (let wx = bx + 8; wx < bx + bw - 10; wx += 18) view += `<rect x="${wx}" y="${wy}" width="8" height="10" fill="#e2e8f0" opacity="0.7"/>`;
      bx += bw + 6;
    }
    view += `<ellipse cx="${x + w * 0.2}" cy="${y + h}" rx="${w * 0.22}" ry="${h * 0.18}" fill="#3f7d4a"/>`;
  }
  const frame = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#ffffff" stroke-width="14"/>
    <line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="#ffffff" stroke-width="10"/>`;
  return `<g><clipPath id="win${x}"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath><g clip-path="url(#win${x})">${sky}${view}</g>${frame}</g>`;
}

function plant(x: number, y: number, s: number): string {
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <path d="M-30 0 h60 l-8 70 h-44 z" fill="#d6c3a5"/>
    <ellipse cx="0" cy="-40" rx="26" ry="60" fill="#3f7d4a" transform="rotate(-25)"/>
    <ellipse cx="0" cy="-40" rx="26" ry="60" fill="#4f9a5a" transform="rotate(20)"/>
    <ellipse cx="0" cy="-60" rx="22" ry="62" fill="#2f6b3b"/></g>`;
}

function pendant(x: number, color: string, drop: number): string {
  return `<line x1="${x}" y1="0" x2="${x}" y2="${drop}" stroke="#334155" stroke-width="3"/>
    <path d="M${x - 45} ${drop + 40} q 45 -60 90 0 z" fill="${color}"/>
    <ellipse cx="${x}" cy="${drop + 46}" rx="90" ry="26" fill="#fff7d6" opacity="0.35"/>`;
}

function chair(x: number, y: number, s: number, color: string): string {
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <rect x="-32" y="-70" width="64" height="70" rx="14" fill="${color}"/>
    <rect x="-38" y="-8" width="76" height="22" rx="8" fill="${color}" opacity="0.85"/>
    <rect x="-4" y="14" width="8" height="40" fill="#334155"/><rect x="-30" y="50" width="60" height="6" rx="3" fill="#334155"/></g>`;
}

function meeting(r: () => number, accent: string, wood: string, coast: boolean): string {
  let s = windowView(90, 150, 520, 430, coast, r);
  s += `<rect x="820" y="200" width="560" height="320" rx="10" fill="#1e293b"/>`;
  s += `<rect x="845" y="225" width="510" height="270" fill="#f8fafc"/>`;
  for (let i = 0; i < 6; i++) {
    const bh = 40 + r() * 180;
    s += `<rect x="${880 + i * 75}" y="${470 - bh}" width="44" height="${bh}" rx="4" fill="${i % 2 ? accent : '#94a3b8'}"/>`;
  }
  s += pendant(560, accent, 120) + pendant(1040, accent, 120);
  const seats = 4 + Math.floor(r() * 3);
  for (let i = 0; i < seats; i++) s += chair(330 + i * (950 / seats), 760, 1.1, accent);
  s += `<path d="M230 800 L1370 800 L1520 960 L80 960 Z" fill="${wood}"/>`;
  s += `<path d="M80 960 L1520 960 L1520 985 L80 985 Z" fill="#3b2a1e"/>`;
  for (let i = 0; i < 5; i++) s += `<rect x="${300 + i * 230}" y="860" width="120" height="70" rx="6" fill="#e2e8f0" opacity="0.9"/>`;
  s += plant(1500, 720, 1.3);
  return s;
}

function studio(r: () => number, accent: string, _wood: string, coast: boolean): string {
  let s = `<path d="M420 120 H1180 V700 Q1180 820 1300 840 H300 Q420 820 420 700 Z" fill="#fbfaf7"/>`;
  s += `<ellipse cx="800" cy="860" rx="520" ry="40" fill="#e5e1d8"/>`;
  const box = (x: number, flip: number) => `<g transform="translate(${x} 0)">
      <line x1="0" y1="460" x2="0" y2="900" stroke="#1f2937" stroke-width="8"/>
      <line x1="0" y1="900" x2="-60" y2="960" stroke="#1f2937" stroke-width="8"/><line x1="0" y1="900" x2="60" y2="960" stroke="#1f2937" stroke-width="8"/>
      <path d="M${-110 * flip} 300 L${110 * flip} 380 L${110 * flip} 560 L${-110 * flip} 620 Z" fill="#111827"/>
      <path d="M${-90 * flip} 330 L${95 * flip} 395 L${95 * flip} 545 L${-90 * flip} 595 Z" fill="#ffffff"/></g>`;
  s += box(230, 1) + box(1370, -1);
  s += `<g transform="translate(800 640)"><line x1="0" y1="40" x2="-80" y2="330" stroke="#111827" stroke-width="8"/>
      <line x1="0" y1="40" x2="80" y2="330" stroke="#111827" stroke-width="8"/><line x1="0" y1="40" x2="0" y2="330" stroke="#111827" stroke-width="8"/>
      <rect x="-70" y="-40" width="140" height="90" rx="12" fill="#1f2937"/><circle cx="0" cy="5" r="32" fill="#475569"/><circle cx="0" cy="5" r="18" fill="${accent}"/></g>`;
  s += plant(560, 850, 1.2) + plant(1040, 860, 0.9);
  if (coast || r() > 0.5) s += `<rect x="1210" y="160" width="90" height="140" fill="${accent}" opacity="0.85"/>`;
  return s;
}

function hall(r: () => number, accent: string, _wood: string): string {
  let s = `<rect x="380" y="180" width="840" height="330" fill="${accent}"/>`;
  s += `<path d="M380 180 q 60 160 0 330 z M1220 180 q -60 160 0 330 z" fill="#7f1d1d" opacity="0.8"/>`;
  s += `<rect x="360" y="500" width="880" height="40" fill="#3b2a1e"/>`;
  for (let a = 0; a < 3; a++) {
    for (let i = 0; i <= 24; i++) {
      const x = 60 + i * 62;
      const y = 80 + a * 40 + Math.sin((i / 24) * Math.PI) * 70;
      s += `<circle cx="${x}" cy="${y}" r="7" fill="#fde68a"/><circle cx="${x}" cy="${y}" r="16" fill="#fde68a" opacity="0.25"/>`;
    }
  }
  const rows = [
    { y: 650, n: 5, rx: 110, ry: 30 },
    { y: 820, n: 4, rx: 150, ry: 40 },
  ];
  for (const row of rows) {
    for (let i = 0; i < row.n; i++) {
      const x = (W / (row.n + 1)) * (i + 1) + (r() - 0.5) * 30;
      s += `<rect x="${x - row.rx}" y="${row.y}" width="${row.rx * 2}" height="${row.ry * 2.4}" fill="#f8fafc"/>`;
      s += `<ellipse cx="${x}" cy="${row.y}" rx="${row.rx}" ry="${row.ry}" fill="#ffffff"/>`;
      s += `<circle cx="${x}" cy="${row.y - row.ry * 0.9}" r="${row.ry * 0.5}" fill="${accent}" opacity="0.85"/>`;
    }
  }
  return s;
}

function coworking(r: () => number, accent: string, wood: string, coast: boolean): string {
  let s = windowView(980, 140, 480, 420, coast, r);
  s += `<rect x="120" y="180" width="360" height="470" fill="${wood}"/>`;
  for (let i = 0; i < 4; i++) {
    s += `<rect x="135" y="${200 + i * 112}" width="330" height="10" fill="#3b2a1e"/>`;
    for (let b = 0; b < 8; b++) {
      const bh = 50 + r() * 40;
      s += `<rect x="${145 + b * 38}" y="${200 + i * 112 + 100 - bh}" width="30" height="${bh}" fill="${pick(r, [accent, '#334155', '#e2e8f0', '#f59e0b', '#64748b'])}"/>`;
    }
  }
  s += pendant(700, accent, 90) + pendant(1200, accent, 60);
  for (let d = 0; d < 2; d++) {
    const y = 720 + d * 150;
    s += `<rect x="${160 + d * 40}" y="${y}" width="${1280 - d * 80}" height="26" rx="6" fill="${wood}"/>`;
    for (let i = 0; i < 4; i++) {
      const x = 260 + i * 300 + d * 40;
      s += `<rect x="${x}" y="${y - 80}" width="130" height="80" rx="6" fill="#1f2937"/><rect x="${x + 8}" y="${y - 72}" width="114" height="64" fill="${pick(r, ['#bae6fd', '#e0e7ff', '#d1fae5'])}"/>`;
      s += `<rect x="${x - 20}" y="${y - 2}" width="170" height="8" rx="3" fill="#94a3b8"/>`;
    }
  }
  s += plant(1510, 820, 1.3) + plant(90, 880, 1.1);
  return s;
}

function office(r: () => number, accent: string, wood: string, coast: boolean): string {
  let s = windowView(160, 140, 560, 460, coast, r);
  s += `<rect x="1000" y="160" width="420" height="520" fill="${wood}"/>`;
  for (let i = 0; i < 4; i++) {
    s += `<rect x="1015" y="${180 + i * 125}" width="390" height="10" fill="#3b2a1e"/>`;
    for (let b = 0; b < 9; b++) {
      const bh = 60 + r() * 40;
      s += `<rect x="${1025 + b * 42}" y="${180 + i * 125 + 115 - bh}" width="32" height="${bh}" fill="${pick(r, [accent, '#334155', '#e2e8f0', '#a16207', '#64748b'])}"/>`;
    }
  }
  s += `<ellipse cx="760" cy="960" rx="560" ry="70" fill="${accent}" opacity="0.35"/>`;
  s += `<rect x="340" y="700" width="820" height="34" rx="6" fill="${wood}"/>`;
  s += `<rect x="370" y="734" width="24" height="200" fill="#3b2a1e"/><rect x="1106" y="734" width="24" height="200" fill="#3b2a1e"/>`;
  s += `<rect x="640" y="520" width="260" height="160" rx="8" fill="#111827"/><rect x="652" y="532" width="236" height="136" fill="#cbd5e1"/>`;
  s += `<rect x="750" y="680" width="40" height="22" fill="#111827"/>`;
  s += chair(770, 860, 1.6, '#1f2937');
  s += plant(1480, 860, 1.4);
  s += `<circle cx="470" cy="670" r="22" fill="#f8fafc"/><rect x="462" y="640" width="16" height="40" fill="#f8fafc"/>`;
  return s;
}

const SCENES = { meeting, studio, hall, coworking, office } as const;

function drawSpace(space: SampleSpace): string {
  const r = rng(space.slug);
  const wall = pick(r, WALLS);
  const accent = pick(r, ACCENTS);
  const wood = pick(r, WOODS);
  const coast = /Mombasa|Diani|Kwale/.test(space.location);
  const floorY = space.scene === 'hall' ? 560 : 680;
  const body = SCENES[space.scene](r, accent, wood, coast);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${coast ? '#7dd3fc' : '#93c5fd'}"/><stop offset="1" stop-color="#e0f2fe"/></linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${space.scene === 'hall' ? '#a8876a' : '#cdb89c'}"/><stop offset="1" stop-color="${space.scene === 'hall' ? '#6f5340' : '#9e8466'}"/></linearGradient>
    <radialGradient id="light" cx="0.3" cy="0.2" r="0.9"><stop offset="0" stop-color="#ffffff" stop-opacity="0.45"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="${space.scene === 'hall' ? '#3b3340' : wall}"/>
  <rect y="${floorY}" width="${W}" height="${H - floorY}" fill="url(#floor)"/>
  ${body}
  <rect width="${W}" height="${H}" fill="url(#light)"/>
</svg>`;
}

const outDir = path.join(import.meta.dirname, 'images');
await mkdir(outDir, { recursive: true });
for (const space of SAMPLE_SPACES) {
  const webp = await sharp(Buffer.from(drawSpace(space)))
    .webp({ quality: 82 })
    .toBuffer();
  await writeFile(path.join(outDir, `${space.slug}.webp`), webp);
  console.log(`${space.slug}.webp ${(webp.length / 1024).toFixed(0)} KB`);
}
