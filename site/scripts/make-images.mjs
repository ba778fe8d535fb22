// Draws every picture the site ships as a flat SVG illustration and writes it as WebP in three widths,
// plus the social image (og-image.png), the favicon and the short film for the video gallery.
// Run: cd site && node scripts/make-images.mjs   (add --no-video to skip the film; it needs ffmpeg)
// Deterministic: no randomness except a seeded generator, so a re-run gives the same pictures.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';

const site = join(dirname(fileURLToPath(import.meta.url)), '..');
const pub = join(site, 'public');

// Let the SVG renderer use the site's own typeface (Atkinson Hyperlegible Next) for the social image:
// only its Latin regular and bold files, so that fontconfig cannot pick a subset without the letters.
/** Unpacks a WOFF 1.0 font into the plain TrueType file it wraps. */
function woffToTtf(woff) {
  const n = woff.readUInt16BE(12);
  const tables = Array.from({ length: n }, (_, i) => {
    const at = 44 + i * 20;
    const [tag, offset, compLength, origLength, checksum] = [
      woff.subarray(at, at + 4),
      ...[4, 8, 12, 16].map((d) => woff.readUInt32BE(at + d)),
    ];
    const raw = woff.subarray(offset, offset + compLength);
    return { tag, checksum, data: compLength < origLength ? inflateSync(raw) : raw };
  });
  const head = Buffer.alloc(12 + 16 * n);
  head.writeUInt32BE(woff.readUInt32BE(4), 0);
  const log = Math.floor(Math.log2(n));
  head.writeUInt16BE(n, 4);
  head.writeUInt16BE(16 * 2 ** log, 6);
  head.writeUInt16BE(log, 8);
  head.writeUInt16BE(16 * n - 16 * 2 ** log, 10);
  let offset = head.length;
  const bodies = tables.map((t, i) => {
    t.tag.copy(head, 12 + i * 16);
    head.writeUInt32BE(t.checksum, 16 + i * 16);
    head.writeUInt32BE(offset, 20 + i * 16);
    head.writeUInt32BE(t.data.length, 24 + i * 16);
    const padded = Buffer.alloc(Math.ceil(t.data.length / 4) * 4);
    t.data.copy(padded);
    offset += padded.length;
    return padded;
  });
  return Buffer.concat([head, ...bodies]);
}
const fontDir = join(site, 'node_modules/@fontsource/atkinson-hyperlegible-next/files');
const fontTmp = mkdtempSync(join(tmpdir(), 'make-images-'));
for (const weight of [400, 700]) {
  const font = join(fontDir, `atkinson-hyperlegible-next-latin-${weight}-normal.woff`);
  if (existsSync(font)) writeFileSync(join(fontTmp, `atkinson-${weight}.ttf`), woffToTtf(readFileSync(font)));
}
writeFileSync(
  join(fontTmp, 'fonts.conf'),
  `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><dir>${fontTmp}</dir>` +
    `<dir>/usr/share/fonts</dir><dir>/usr/local/share/fonts</dir><cachedir>${fontTmp}/cache</cachedir></fontconfig>`,
);
process.env.FONTCONFIG_FILE = join(fontTmp, 'fonts.conf');
const { default: sharp } = await import('sharp');

// ---------------------------------------------------------------- palette and small helpers
const C = {
  cream: '#FBF1E4',
  wall: '#F5E3CC',
  floor: '#E6C7A1',
  sand: '#EFD3AE',
  terracotta: '#C8553D',
  saffron: '#F2A541',
  mustard: '#E9B949',
  teal: '#2A7F7A',
  deepTeal: '#1F5B57',
  blue: '#1A44B8',
  navy: '#0F2A6B',
  plum: '#7A3E65',
  leaf: '#5E9E61',
  darkLeaf: '#3F7A4A',
  sky: '#CDE7EA',
  rose: '#E88D7A',
  pink: '#E7A1B0',
  wood: '#B07A4F',
  darkWood: '#8A5A36',
  grey: '#8C8F99',
  steel: '#3B4256',
  ink: '#26221F',
  white: '#FFFFFF',
  paper: '#FFFBF3',
  lilac: '#9C8BC9',
};
const SKIN = ['#8D5524', '#C68642', '#E0AC69', '#A56B46', '#6B4226', '#F1C27D'];
const HAIR = ['#1E1410', '#2B1B12', '#4A3226', '#8C8C8C'];

/** A darker (amt < 0) or lighter (amt > 0) shade of a colour. */
function shade(hex, amt) {
  const n = parseInt(hex.slice(1), 16);
  const f = (c) => Math.max(0, Math.min(255, Math.round(amt < 0 ? c * (1 + amt) : c + (255 - c) * amt)));
  return `#${[n >> 16, (n >> 8) & 255, n & 255].map((c) => f(c).toString(16).padStart(2, '0')).join('')}`;
}
/** A seeded random number generator (mulberry32). */
function rng(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const r = (x, y, w, h, fill, rx = 0, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" ${extra}/>`;
const circ = (x, y, rad, fill, extra = '') =>
  `<circle cx="${x}" cy="${y}" r="${rad}" fill="${fill}" ${extra}/>`;
const line = (pts, stroke, width, extra = '') =>
  `<polyline points="${pts.map((p) => p.join(',')).join(' ')}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`;
const path = (d, fill, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
const g = (transform, body) => `<g transform="${transform}">${body}</g>`;

// ---------------------------------------------------------------- people
// Arm poses: [elbow, hand], relative to the shoulder, for a figure facing right (+x).
const ARMS = {
  down: [
    [6, 52],
    [10, 102],
  ],
  back: [
    [-8, 52],
    [-6, 100],
  ],
  forward: [
    [22, 50],
    [70, 58],
  ],
  type: [
    [18, 52],
    [62, 62],
  ],
  hold: [
    [22, 54],
    [58, 24],
  ],
  read: [
    [24, 50],
    [62, 6],
  ],
  wave: [
    [36, -18],
    [46, -76],
  ],
  raise: [
    [12, -48],
    [20, -100],
  ],
  point: [
    [42, 8],
    [94, -14],
  ],
  sign: [
    [26, 50],
    [46, 2],
  ],
  sign2: [
    [30, 46],
    [58, -12],
  ],
  cane: [
    [14, 52],
    [42, 92],
  ],
  crutch: [
    [8, 50],
    [20, 96],
  ],
  shake: [
    [26, 48],
    [74, 44],
  ],
  write: [
    [26, 52],
    [64, 70],
  ],
  camera: [
    [30, 30],
    [40, -38],
  ],
  chin: [
    [26, 48],
    [30, -30],
  ],
  measure: [
    [30, 50],
    [80, 80],
  ],
};
const pose = (p) => (typeof p === 'string' ? ARMS[p] : p);

/**
 * A person, drawn at ground point (x, y), scale s, facing right (f = 1) or left (f = -1).
 * sit: seat height (0 = standing). hair: short | long | bun | scarf | bald. arms: [near, far] poses.
 */
function person({
  x,
  y,
  s = 1,
  f = 1,
  skin = SKIN[1],
  hair = 'short',
  hairC = HAIR[0],
  top = C.teal,
  bottom = C.navy,
  arms = ['down', 'down'],
  sit = 0,
  walk = 0,
  knee,
  foot,
  glasses = false,
  cane = false,
  crutches = false,
  bow = 0,
  tunic = false,
  mouth = 'smile',
  beard = false,
  back = false,
  look = 8,
  extra = '',
}) {
  const base = sit || 130;
  const sy = -base - 100; // shoulder
  const hy = -base - 150; // head centre
  const sk2 = shade(skin, -0.12);
  const top2 = shade(top, -0.18);
  const bot2 = shade(bottom, -0.2);
  let legs = '';
  if (sit) {
    const k = knee ?? [64, -sit + 6];
    const ft = foot ?? [68, -10];
    legs += line(
      [
        [4, -sit + 8],
        [k[0] + 10, k[1]],
        [ft[0] + 10, ft[1]],
      ],
      bot2,
      28,
    );
    legs += `<ellipse cx="${ft[0] + 24}" cy="${ft[1] + 2}" rx="17" ry="8" fill="${C.ink}"/>`;
    legs += line([[0, -sit + 8], k, ft], bottom, 28);
    legs += `<ellipse cx="${ft[0] + 14}" cy="${ft[1] + 4}" rx="17" ry="8" fill="${shade(C.ink, 0.15)}"/>`;
  } else {
    const w = walk;
    legs += line(
      [
        [-8, -125],
        [-10 - w, -12],
      ],
      bot2,
      27,
    );
    legs += line(
      [
        [8, -125],
        [10 + w, -12],
      ],
      bottom,
      27,
    );
    legs += `<ellipse cx="${-4 - w}" cy="-6" rx="17" ry="8" fill="${C.ink}"/>`;
    legs += `<ellipse cx="${16 + w}" cy="-6" rx="17" ry="8" fill="${shade(C.ink, 0.15)}"/>`;
    if (bow) legs += circ(0, -128, 36, bottom); // a hip, so that a bowing body stays joined to its legs
  }
  const arm = (p, dx, colour, handC) => {
    let [e, h] = pose(p);
    // When bowing, hanging arms still hang straight down.
    if (bow && p === 'down') {
      const a = (-bow * Math.PI) / 180;
      const rot = ([px, py]) => [px * Math.cos(a) - py * Math.sin(a), px * Math.sin(a) + py * Math.cos(a)];
      [e, h] = [rot(e), rot(h)];
    }
    const sx = dx;
    return (
      line(
        [
          [sx, sy + 8],
          [sx + e[0], sy + e[1]],
          [sx + h[0], sy + h[1]],
        ],
        colour,
        22,
      ) + circ(sx + h[0], sy + h[1], 10.5, handC)
    );
  };
  const [nearA, farA] = arms;
  const torsoBottom = tunic ? -base + 48 : -base + 6;
  const torso = path(
    `M-36,${sy - 14} Q-48,${sy - 14} -48,${sy + 6} L${tunic ? -54 : -44},${torsoBottom} Q0,${torsoBottom + 8} ${tunic ? 54 : 44},${torsoBottom} L48,${sy + 6} Q48,${sy - 14} 36,${sy - 14} Z`,
    top,
  );
  // head
  let head = '';
  const hairBack = { short: [-6, -9, 37], long: [-4, -6, 39], bun: [-5, -8, 37], bald: [-8, -4, 34] };
  if (hair === 'scarf') {
    head += path(`M-44,${hy} a44,46 0 0 1 88,0 L40,${hy + 62} L-50,${hy + 66} Z`, hairC);
    head += `<ellipse cx="${look / 2 + 3}" cy="${hy + 4}" rx="27" ry="31" fill="${skin}"/>`;
  } else {
    const [dx, dy, hr] = hairBack[hair] ?? hairBack.short;
    if (hair === 'long') head += r(-40, hy - 10, 48, 78, hairC, 22);
    if (hair === 'bun') head += circ(-30, hy - 28, 15, hairC);
    if (hair !== 'bald') head += circ(dx, hy + dy, hr, hairC);
    head += r(-10, hy + 22, 20, 26, sk2, 6);
    head += circ(0, hy, 34, skin);
    if (hair !== 'bald')
      head += path(
        `M-34,${hy - 4} Q-30,${hy - 40} 4,${hy - 38} Q30,${hy - 36} 34,${hy - 14} Q10,${hy - 26} -14,${hy - 20} Q-24,${hy - 14} -34,${hy - 4}Z`,
        hairC,
      );
    if (hair === 'bald') head += path(`M-34,${hy + 2} Q-36,${hy - 20} -20,${hy - 24} L-22,${hy + 8}Z`, hairC);
  }
  if (back) {
    head += circ(0, hy, 35, hairC);
  } else {
    const ex = look;
    if (glasses) {
      head += r(ex - 19, hy - 9, 16, 11, C.ink, 4) + r(ex + 3, hy - 9, 16, 11, C.ink, 4);
      head += line(
        [
          [ex - 3, hy - 5],
          [ex + 3, hy - 5],
        ],
        C.ink,
        3,
      );
    } else {
      head += circ(ex - 9, hy - 3, 3.6, C.ink) + circ(ex + 9, hy - 3, 3.6, C.ink);
    }
    head +=
      mouth === 'open'
        ? `<ellipse cx="${ex}" cy="${hy + 14}" rx="6" ry="5" fill="${shade(C.terracotta, -0.3)}"/>`
        : `<path d="M${ex - 8},${hy + 12} q8,7 16,0" fill="none" stroke="${C.ink}" stroke-width="3" stroke-linecap="round"/>`;
    if (beard)
      head += path(
        `M-30,${hy + 4} Q-28,${hy + 40} ${ex},${hy + 38} Q30,${hy + 36} 32,${hy + 4} Q${ex},${hy + 26} -30,${hy + 4}Z`,
        hairC,
      );
  }
  let upper = arm(farA, -10, top2, sk2) + torso + head + arm(nearA, 10, top, skin);
  if (cane) {
    const [, h] = pose(nearA);
    const hx = 10 + h[0];
    const hyy = sy + h[1];
    const gx = hx + 46;
    upper +=
      line(
        [
          [hx, hyy],
          [gx, -4],
        ],
        C.ink,
        9,
      ) +
      line(
        [
          [hx, hyy],
          [gx, -4],
        ],
        C.white,
        5,
      );
    upper += line(
      [
        [gx - (gx - hx) * 0.14, -4 - (-4 - hyy) * 0.14],
        [gx, -4],
      ],
      '#D0342C',
      5,
    );
  }
  if (crutches) {
    for (const [dx, c] of [
      [-10, shade(C.grey, -0.25)],
      [10, C.grey],
    ]) {
      const [e, h] = pose('crutch');
      upper += line(
        [
          [dx + e[0] + 4, sy + e[1] - 10],
          [dx + h[0] + 8, -4],
        ],
        c,
        7,
      );
      upper += line(
        [
          [dx + h[0] - 4, sy + h[1]],
          [dx + h[0] + 14, sy + h[1]],
        ],
        c,
        7,
      );
    }
  }
  if (bow) upper = g(`rotate(${bow} 0 ${-base + 10})`, upper);
  return g(`translate(${x},${y}) scale(${s * f},${s})`, legs + upper + extra);
}

/** A wheelchair with its user. opts go to person(); sport = low back and angled wheels. */
function wheelchair({ x, y, s = 1, f = 1, frame = C.blue, sport = false, ...opts }) {
  const wheel = (cx, cy, rad) =>
    circ(cx, cy, rad, 'none', `stroke="${C.steel}" stroke-width="9"`) +
    circ(cx, cy, rad - 9, 'none', `stroke="${C.grey}" stroke-width="3"`) +
    [0, 60, 120]
      .map((a) =>
        g(
          `rotate(${a} ${cx} ${cy})`,
          line(
            [
              [cx - rad + 6, cy],
              [cx + rad - 6, cy],
            ],
            C.grey,
            2.5,
          ),
        ),
      )
      .join('') +
    circ(cx, cy, 8, C.steel);
  const behind =
    (sport
      ? line(
          [
            [-38, -112],
            [-44, -150],
          ],
          frame,
          8,
        )
      : line(
          [
            [-38, -112],
            [-46, -215],
            [-70, -218],
          ],
          frame,
          8,
        )) +
    line(
      [
        [-40, -112],
        [56, -112],
        [72, -30],
        [96, -30],
      ],
      frame,
      8,
    ) +
    (sport
      ? line(
          [
            [40, -40],
            [-20, -10],
          ],
          frame,
          6,
        ) +
        circ(-70, -10, 8, C.steel) +
        line(
          [
            [-70, -12],
            [-30, -50],
          ],
          frame,
          5,
        )
      : '') +
    circ(80, -14, 14, 'none', `stroke="${C.steel}" stroke-width="6"`);
  const rider = person({ ...opts, x: 0, y: 0, sit: 122, knee: [64, -116], foot: [82, -40] });
  const front = sport
    ? g(
        'rotate(-8 -6 -62)',
        `<ellipse cx="-6" cy="-62" rx="58" ry="64" fill="none" stroke="${C.steel}" stroke-width="9"/>` +
          circ(-6, -62, 7, C.steel),
      )
    : wheel(-6, -64, 64);
  return g(`translate(${x},${y}) scale(${s * f},${s})`, behind + rider + front);
}

/** A seated person seen from behind (audiences), optionally in a wheelchair. */
function backView({
  x,
  y,
  s = 1,
  skin = SKIN[1],
  hairC = HAIR[0],
  top = C.teal,
  hair = 'short',
  chair = false,
}) {
  let b = '';
  if (chair)
    b +=
      r(-62, -95, 12, 90, C.steel, 6) +
      r(50, -95, 12, 90, C.steel, 6) +
      line(
        [
          [-46, -150],
          [-52, -180],
        ],
        C.blue,
        7,
      ) +
      line(
        [
          [46, -150],
          [52, -180],
        ],
        C.blue,
        7,
      );
  b += path('M-52,-10 L-52,-120 Q-52,-150 -20,-152 L20,-152 Q52,-150 52,-120 L52,-10Z', top);
  if (chair) b += r(-58, -152, 116, 14, C.blue, 6);
  b += r(-10, -172, 20, 24, shade(skin, -0.1), 6) + circ(-36, -186, 9, skin) + circ(36, -186, 9, skin);
  b += circ(0, -196, 36, hairC);
  if (hair === 'long') b += r(-34, -200, 68, 70, hairC, 24);
  if (hair === 'bun') b += circ(0, -236, 15, hairC);
  return g(`translate(${x},${y}) scale(${s})`, b);
}

// ---------------------------------------------------------------- things
const table = (x, y, w, col = C.wood, legH = 150) =>
  r(x + 14, y + 10, 14, legH, shade(col, -0.25)) +
  r(x + w - 28, y + 10, 14, legH, shade(col, -0.25)) +
  r(x, y, w, 18, col, 6);
function laptop(x, y, s = 1, f = 1, screen = C.sky, content = '') {
  return g(
    `translate(${x},${y}) scale(${s * f},${s})`,
    path('M-70,0 L70,0 L80,8 L-80,8Z', C.steel) +
      path('M-58,-2 L-66,-92 L56,-92 L64,-2Z', shade(C.steel, 0.1)) +
      path('M-52,-8 L-58,-84 L48,-84 L56,-8Z', screen) +
      content,
  );
}
function chair(x, y, f = 1, col = C.terracotta) {
  return g(
    `translate(${x},${y}) scale(${f},1)`,
    r(-34, -210, 16, 110, shade(col, -0.2), 6) +
      r(-34, -112, 90, 16, col, 6) +
      r(-28, -100, 10, 100, shade(col, -0.3)) +
      r(38, -100, 10, 100, shade(col, -0.3)),
  );
}
function book(x, y, w, h, col, rot = 0) {
  return g(`translate(${x},${y}) rotate(${rot})`, r(0, 0, w, h, col, 3) + r(4, h - 6, w - 6, 4, C.paper));
}
function plant(x, y, s = 1) {
  return g(
    `translate(${x},${y}) scale(${s})`,
    path('M-30,0 L-24,-50 L24,-50 L30,0Z', C.terracotta) +
      [
        [-40, -110, -25],
        [0, -140, 0],
        [38, -105, 25],
        [-20, -90, -40],
        [22, -88, 40],
      ]
        .map(
          ([lx, ly, a]) =>
            `<ellipse cx="${lx}" cy="${ly}" rx="16" ry="40" transform="rotate(${a} ${lx} ${ly})" fill="${a ? C.leaf : C.darkLeaf}"/>`,
        )
        .join(''),
  );
}
function win(x, y, w, h, sky = C.sky) {
  return (
    r(x - 8, y - 8, w + 16, h + 16, C.white, 6) +
    r(x, y, w, h, sky, 2) +
    circ(x + w * 0.75, y + h * 0.3, Math.min(w, h) * 0.12, '#FFE3A3') +
    path(
      `M${x},${y + h} Q${x + w * 0.3},${y + h * 0.6} ${x + w * 0.55},${y + h * 0.8} T${x + w},${y + h * 0.7} V${y + h}Z`,
      '#A8D3A0',
    ) +
    r(x + w / 2 - 4, y, 8, h, C.white) +
    r(x, y + h / 2 - 4, w, 8, C.white)
  );
}
function tree(x, y, s = 1) {
  return g(
    `translate(${x},${y}) scale(${s})`,
    r(-10, -120, 20, 120, C.darkWood, 6) +
      circ(0, -150, 62, C.leaf) +
      circ(-42, -120, 42, C.darkLeaf) +
      circ(40, -118, 44, shade(C.leaf, -0.1)),
  );
}
const cloud = (x, y, s = 1) =>
  g(
    `translate(${x},${y}) scale(${s})`,
    circ(0, 0, 30, C.white) +
      circ(34, -12, 36, C.white) +
      circ(72, 0, 28, C.white) +
      r(-10, 0, 92, 28, C.white, 14),
  );
const floorAndWall = (H, G, wall = C.wall, floor = C.floor) =>
  r(0, 0, 1200, H, wall) + r(0, G - 40, 1200, H - G + 40, floor) + r(0, G - 44, 1200, 8, shade(floor, -0.12));
/** Little arcs beside a hand: signing, or sound from a mouth. */
function marks(x, y, f = 1, col = C.terracotta, n = 2) {
  let m = '';
  for (let i = 0; i < n; i++)
    m += `<path d="M${x + f * (14 + i * 14)},${y - 16 - i * 6} q${f * 12},${16 + i * 6} 0,${32 + i * 12}" fill="none" stroke="${col}" stroke-width="5" stroke-linecap="round"/>`;
  return m;
}
function bubble(x, y, w, h, col, f = 1, body = '') {
  return (
    r(x, y, w, h, col, 22) +
    path(`M${x + w / 2 - 20 * f},${y + h - 2} l${-18 * f},30 l${40 * f},-30Z`, col) +
    body
  );
}
const dots = (x, y, n, gap, col, rad = 6) =>
  Array.from({ length: n }, (_, i) => circ(x + i * gap, y, rad, col)).join('');
const braille = (x, y, rows, cols, rnd) => {
  let d = '';
  for (let i = 0; i < rows; i++)
    for (let j = 0; j < cols; j++)
      for (let k = 0; k < 6; k++)
        if (rnd() > 0.45)
          d += circ(x + j * 22 + (k % 2) * 8, y + i * 34 + Math.floor(k / 2) * 8, 3.2, shade(C.paper, -0.28));
  return d;
};
function hoop(x, y, f = 1) {
  return g(
    `translate(${x},${y}) scale(${f},1)`,
    r(-6, 0, 12, 300, C.steel) +
      r(-10, -80, 90, 70, C.white, 4, `stroke="${C.steel}" stroke-width="5"`) +
      r(18, -52, 34, 26, 'none', 0, `stroke="${C.terracotta}" stroke-width="4"`) +
      `<ellipse cx="42" cy="-8" rx="26" ry="6" fill="none" stroke="${C.terracotta}" stroke-width="5"/>` +
      path('M18,-8 L28,28 L56,28 L66,-8', 'none', `stroke="${C.white}" stroke-width="3"`),
  );
}
const ball = (x, y, rad = 18) =>
  circ(x, y, rad, '#E07B2E') +
  `<path d="M${x - rad},${y} H${x + rad} M${x},${y - rad} V${y + rad}" stroke="${C.ink}" stroke-width="2"/>`;
function confetti(seed, n, W, H, cols = [C.saffron, C.terracotta, C.teal, C.blue, C.pink]) {
  const rnd = rng(seed);
  let o = '';
  for (let i = 0; i < n; i++)
    o += r(
      Math.round(rnd() * W),
      Math.round(rnd() * H),
      12,
      6,
      cols[i % cols.length],
      2,
      `transform="rotate(${Math.round(rnd() * 180)} ${Math.round(rnd() * W)} ${Math.round(rnd() * H)})"`,
    );
  return o;
}
function bunting(x1, x2, y, sag, cols) {
  const n = Math.floor((x2 - x1) / 60);
  let o = `<path d="M${x1},${y} Q${(x1 + x2) / 2},${y + sag * 2} ${x2},${y}" fill="none" stroke="${C.darkWood}" stroke-width="3"/>`;
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const px = x1 + (x2 - x1) * t;
    const py = y + 4 * sag * t * (1 - t);
    o += path(`M${px - 22},${py} L${px + 22},${py} L${px},${py + 40}Z`, cols[i % cols.length]);
  }
  return o;
}
/** A curtain-framed stage: back wall, curtains, floor at G. */
function stage(H, G, back = C.plum) {
  return (
    r(0, 0, 1200, H, shade(back, -0.35)) +
    r(0, 0, 1200, G, back) +
    path(`M0,0 H190 Q150,${G * 0.5} 200,${G} H0Z`, C.terracotta) +
    path(`M1200,0 H1010 Q1050,${G * 0.5} 1000,${G} H1200Z`, C.terracotta) +
    r(0, 0, 1200, 50, shade(C.terracotta, -0.15)) +
    r(0, G - 10, 1200, 40, C.wood) +
    r(0, G + 30, 1200, H - G, shade(C.darkWood, -0.2))
  );
}

// ---------------------------------------------------------------- scenes (1200 wide; H = 800 for 3:2, 675 for 16:9)
const scenes = {
  'home-hero': (H) => {
    const G = H - 90;
    return (
      r(0, 0, 1200, H, C.sky) +
      circ(1060, 120, 56, '#FFD77A') +
      cloud(110, 110) +
      cloud(640, 70, 0.7) +
      // college building with steps and a ramp
      r(600, G - 380, 540, 360, C.sand) +
      path(`M580,${G - 380} L870,${G - 500} L1160,${G - 380}Z`, C.terracotta) +
      circ(870, G - 420, 34, C.paper) +
      circ(870, G - 420, 20, C.saffron) +
      [650, 750, 940, 1040].map((cx) => r(cx, G - 340, 50, 260, C.paper, 4)).join('') +
      r(820, G - 200, 100, 180, C.deepTeal, 8) +
      r(866, G - 200, 8, 180, shade(C.deepTeal, -0.3)) +
      r(760, G - 24, 240, 24, shade(C.sand, -0.15)) +
      path(`M600,${G} L760,${G - 24} L760,${G}Z`, shade(C.sand, -0.25)) +
      r(0, G - 10, 1200, H - G + 10, C.leaf) +
      path(`M0,${G + 40} Q300,${G + 10} 600,${G + 10} L760,${G} L1200,${G} V${H} H0Z`, '#D9C3A0') +
      tree(90, G, 1.1) +
      tree(540, G - 6, 0.7) +
      wheelchair({
        x: 250,
        y: G + 70,
        s: 1.2,
        skin: SKIN[0],
        hair: 'long',
        hairC: HAIR[1],
        top: C.saffron,
        bottom: C.navy,
        arms: ['forward', 'down'],
      }) +
      person({
        x: 430,
        y: G + 76,
        s: 1.22,
        skin: SKIN[2],
        hair: 'short',
        hairC: HAIR[0],
        top: C.blue,
        bottom: C.steel,
        glasses: true,
        cane: true,
        arms: ['cane', 'back'],
        walk: 10,
      })
    );
  },
  'who-we-are': (H) => {
    const G = H - 70;
    return (
      floorAndWall(H, G) +
      win(40, 90, 200, 180) +
      win(960, 90, 200, 180) +
      r(470, 110, 260, 150, C.paper, 8) +
      dots(515, 185, 5, 42, C.saffron, 12) +
      chair(300, G, 1, C.teal) +
      chair(900, G, -1, C.teal) +
      person({
        x: 330,
        y: G,
        sit: 112,
        skin: SKIN[1],
        hair: 'scarf',
        hairC: C.pink,
        top: C.teal,
        bottom: C.navy,
        arms: ['sign2', 'sign'],
        mouth: 'open',
      }) +
      marks(420, G - 250, 1, C.terracotta) +
      person({
        x: 600,
        y: G - 30,
        s: 0.95,
        f: 1,
        skin: SKIN[4],
        hair: 'short',
        hairC: HAIR[3],
        top: C.saffron,
        bottom: C.steel,
        look: 0,
        arms: ['hold', 'down'],
        beard: true,
      }) +
      person({
        x: 870,
        y: G,
        f: -1,
        sit: 112,
        skin: SKIN[5],
        hair: 'long',
        hairC: HAIR[2],
        top: C.plum,
        bottom: C.navy,
        arms: ['forward', 'down'],
      }) +
      table(300, G - 150, 600, C.wood) +
      r(330, G - 150, 540, 18, shade(C.wood, 0.1), 6) +
      book(420, G - 168, 90, 18, C.blue) +
      r(620, G - 176, 36, 26, C.white, 6) +
      r(720, G - 166, 80, 16, C.paper, 3) +
      bubble(
        250,
        G - 470,
        130,
        76,
        C.white,
        1,
        path(`M296,${G - 446} q19,-16 38,0 q-19,36 -38,0Z`, C.terracotta),
      ) +
      bubble(780, G - 470, 130, 76, C.white, -1, dots(810, G - 432, 3, 34, C.teal, 8))
    );
  },
  'about-overview': (H) => {
    const G = H - 70;
    const screen = `${r(-46, -76, 92, 58, C.navy, 4)}${marks(-10, -48, 1, C.saffron, 3)}${r(-38, -66, 24, 32, C.white, 3)}`;
    return (
      floorAndWall(H, G, '#F3E6D6') +
      r(420, 70, 420, 250, C.white, 10, `stroke="${C.steel}" stroke-width="8"`) +
      r(456, 106, 348, 50, C.sky, 6) +
      r(456, 176, 240, 18, C.navy, 6) +
      r(456, 212, 290, 18, C.grey, 6) +
      r(456, 248, 190, 18, C.grey, 6) +
      marks(740, 250, 1, C.terracotta, 3) +
      plant(80, G, 1) +
      person({
        x: 270,
        y: G,
        skin: SKIN[3],
        hair: 'bun',
        hairC: HAIR[1],
        top: C.terracotta,
        bottom: C.navy,
        tunic: true,
        arms: ['point', 'down'],
        mouth: 'open',
      }) +
      table(330, G - 160, 250, C.wood, 160) +
      laptop(460, G - 160, 1.15, 1, C.navy, screen) +
      chair(760, G, -1, C.blue) +
      chair(1130, G, -1, C.blue) +
      person({
        x: 730,
        y: G,
        f: -1,
        sit: 112,
        skin: SKIN[0],
        hair: 'short',
        hairC: HAIR[0],
        top: C.saffron,
        bottom: C.steel,
        arms: ['chin', 'down'],
      }) +
      wheelchair({
        x: 920,
        y: G,
        f: -1,
        skin: SKIN[2],
        hair: 'short',
        hairC: HAIR[1],
        top: C.plum,
        bottom: C.navy,
        arms: ['forward', 'down'],
      }) +
      person({
        x: 1100,
        y: G,
        f: -1,
        sit: 112,
        skin: SKIN[5],
        hair: 'long',
        hairC: HAIR[2],
        top: C.leaf,
        bottom: C.navy,
        arms: ['down', 'down'],
      })
    );
  },
  'projects-hero': (H) => {
    const G = H - 60;
    const desk = (x, w, y) =>
      r(x, y, w, 16, C.paper, 4) +
      r(x + 20, y + 16, 12, G - y - 16, C.grey) +
      r(x + w - 32, y + 16, 12, G - y - 16, C.grey);
    return (
      floorAndWall(H, G, '#FFF4E2', '#DCC7AE') +
      win(80, 80, 300, 240) +
      win(450, 80, 300, 240) +
      win(820, 80, 300, 240) +
      plant(1120, G, 1.1) +
      plant(60, G, 0.9) +
      chair(300, G, 1, C.teal) +
      person({
        x: 330,
        y: G,
        sit: 112,
        skin: SKIN[5],
        hair: 'short',
        hairC: HAIR[0],
        top: C.blue,
        bottom: C.steel,
        arms: ['type', 'type'],
      }) +
      desk(350, 170, G - 150) +
      r(390, G - 250, 110, 80, C.steel, 6) +
      r(398, G - 242, 94, 64, C.sky, 3) +
      r(438, G - 170, 14, 20, C.steel) +
      // adjustable desk: telescoping legs and a control pad
      wheelchair({
        x: 700,
        y: G,
        s: 1,
        skin: SKIN[0],
        hair: 'long',
        hairC: HAIR[1],
        top: C.saffron,
        bottom: C.navy,
        arms: ['type', 'type'],
      }) +
      r(760, G - 190, 240, 16, C.paper, 4) +
      r(790, G - 174, 18, 70, C.grey) +
      r(785, G - 104, 28, 104, shade(C.grey, -0.2)) +
      r(950, G - 174, 18, 70, C.grey) +
      r(945, G - 104, 28, 104, shade(C.grey, -0.2)) +
      r(960, G - 184, 34, 20, C.steel, 4) +
      path(`M970,${G - 178} l6,-6 l6,6Z`, C.white) +
      laptop(850, G - 190, 0.9, -1, C.sky) +
      person({
        x: 1040,
        y: G,
        f: -1,
        skin: SKIN[2],
        hair: 'bun',
        hairC: HAIR[2],
        top: C.plum,
        bottom: C.navy,
        tunic: true,
        arms: ['hold', 'down'],
        extra: book(50, -260, 54, 70, C.terracotta),
      })
    );
  },
  'volunteer-hero': (H) => {
    const G = H - 70;
    return (
      floorAndWall(H, G, '#F2E7D8') +
      r(760, 20, 360, 420, C.wood, 6) +
      [0, 1, 2]
        .map(
          (i) =>
            r(780, 110 + i * 110, 320, 12, C.darkWood) +
            [0, 1, 2, 3, 4, 5, 6]
              .map((j) =>
                book(
                  790 + j * 44,
                  40 + i * 110,
                  30,
                  70,
                  [C.teal, C.saffron, C.terracotta, C.blue, C.plum, C.leaf, C.rose][(i + j) % 7],
                ),
              )
              .join(''),
        )
        .join('') +
      chair(240, G, 1, C.teal) +
      chair(850, G, -1, C.teal) +
      person({
        x: 270,
        y: G,
        sit: 112,
        skin: SKIN[1],
        hair: 'long',
        hairC: HAIR[0],
        top: C.terracotta,
        bottom: C.navy,
        arms: ['read', 'read'],
        mouth: 'open',
        extra: book(46, -262, 72, 58, C.blue, -12),
      }) +
      marks(380, G - 290, 1, C.teal, 3) +
      person({
        x: 820,
        y: G,
        f: -1,
        sit: 112,
        skin: SKIN[4],
        hair: 'short',
        hairC: HAIR[0],
        top: C.saffron,
        bottom: C.steel,
        glasses: true,
        arms: ['down', 'down'],
        look: 10,
      }) +
      line(
        [
          [900, G - 30],
          [960, G - 300],
        ],
        C.ink,
        9,
      ) +
      line(
        [
          [900, G - 30],
          [960, G - 300],
        ],
        C.white,
        5,
      ) +
      line(
        [
          [900, G - 30],
          [907, G - 62],
        ],
        '#D0342C',
        5,
      ) +
      person({
        x: 580,
        y: G,
        sit: 112,
        skin: SKIN[5],
        hair: 'bun',
        hairC: HAIR[2],
        top: C.leaf,
        bottom: C.navy,
        arms: ['write', 'write'],
        look: 2,
      }) +
      table(360, G - 150, 440, C.wood) +
      r(600, G - 164, 110, 16, C.paper, 3) +
      line(
        [
          [640, G - 176],
          [690, G - 190],
        ],
        C.navy,
        5,
      ) +
      book(420, G - 170, 80, 20, C.plum)
    );
  },
  'intern-hero': (H) => {
    const G = H - 60;
    const chart = `${r(-40, -74, 80, 52, C.white, 4)}${r(-30, -40, 12, 14, C.teal)}${r(-12, -52, 12, 26, C.saffron)}${r(6, -64, 12, 38, C.terracotta)}`;
    return (
      floorAndWall(H, G, '#EFE5F0', '#D9C8B8') +
      win(120, 90, 320, 230) +
      r(760, 100, 300, 200, C.white, 8) +
      r(790, 250, 40, 30, C.teal) +
      r(850, 200, 40, 80, C.saffron) +
      r(910, 150, 40, 130, C.terracotta) +
      r(970, 180, 40, 100, C.blue) +
      chair(400, G, 1, C.blue) +
      chair(860, G, -1, C.blue) +
      person({
        x: 430,
        y: G,
        sit: 112,
        skin: SKIN[2],
        hair: 'short',
        hairC: HAIR[1],
        top: C.teal,
        bottom: C.navy,
        arms: ['type', 'down'],
      }) +
      person({
        x: 830,
        y: G,
        f: -1,
        sit: 112,
        skin: SKIN[0],
        hair: 'scarf',
        hairC: C.saffron,
        top: C.plum,
        bottom: C.navy,
        arms: ['hold', 'down'],
        mouth: 'open',
        extra: g(
          'translate(58,-240)',
          r(-8, -60, 76, 92, C.paper, 4) +
            r(4, -48, 50, 8, C.grey, 3) +
            r(4, -32, 40, 8, C.grey, 3) +
            r(4, -12, 10, 28, C.teal) +
            r(20, -2, 10, 18, C.saffron) +
            r(36, -20, 10, 36, C.terracotta),
        ),
      }) +
      table(420, G - 150, 380, C.wood) +
      laptop(610, G - 150, 1, 1, C.navy, chart) +
      plant(1130, G, 0.9)
    );
  },
  'donate-hero': (H) => {
    const G = H / 2 + 90;
    const rnd = rng(7);
    // A forearm in a sleeve, reaching in from off the picture, with an open hand at (x, y).
    const hand = (x, y, f, skin, sleeve, rot) =>
      g(
        `translate(${x},${y}) scale(${f},1) rotate(${rot})`,
        r(-760, -44, 700, 88, sleeve, 40) +
          r(-86, -40, 30, 80, shade(sleeve, 0.3), 10) +
          `<ellipse cx="-10" cy="0" rx="56" ry="40" fill="${skin}"/>` +
          `<ellipse cx="40" cy="-12" rx="38" ry="13" fill="${skin}"/><ellipse cx="42" cy="12" rx="36" ry="12" fill="${shade(skin, -0.08)}"/><ellipse cx="10" cy="-40" rx="26" ry="11" fill="${skin}" transform="rotate(-35 10 -40)"/>`,
      );
    return (
      r(0, 0, 1200, H, C.cream) +
      circ(600, G - 180, 250, '#F8DDBF') +
      r(0, G, 1200, H - G, C.wood) +
      r(0, G, 1200, 14, shade(C.wood, 0.15)) +
      // the braille book, passed from a hand on the left to a hand on the right
      g(
        `translate(380,${G - 300}) rotate(-4)`,
        r(0, 0, 360, 230, C.blue, 10) +
          r(14, 12, 332, 206, C.paper, 6) +
          r(176, 12, 8, 206, shade(C.paper, -0.1)) +
          braille(34, 34, 5, 6, rnd) +
          braille(204, 34, 5, 6, rnd),
      ) +
      hand(400, G - 170, 1, SKIN[1], C.teal, -10) +
      hand(730, G - 210, -1, SKIN[4], C.terracotta, -10) +
      // the hearing aid, lying in an open palm held out across the table
      hand(760, G + 120, -1, SKIN[2], C.plum, 12) +
      g(
        `translate(650,${G + 60}) scale(0.8)`,
        path('M0,0 C-30,-60 40,-110 70,-60 C90,-30 60,20 30,40 Q10,50 0,0Z', C.mustard) +
          line(
            [
              [30, 40],
              [50, 80],
              [90, 84],
            ],
            C.steel,
            6,
          ) +
          circ(100, 84, 14, C.pink) +
          circ(40, -50, 6, C.steel),
      ) +
      hand(380, G + 170, 1, SKIN[5], C.saffron, -14)
    );
  },
  'contact-overview': (H) => {
    const G = H - 60;
    return (
      floorAndWall(H, G, '#E4EEF0', '#D8C6AE') +
      r(80, 90, 200, 200, C.white, 100) +
      circ(180, 190, 70, C.teal) +
      r(172, 170, 16, 60, C.white, 6) +
      circ(180, 148, 10, C.white) +
      win(820, 80, 300, 220) +
      plant(1120, G - 250, 0.7) +
      person({
        x: 640,
        y: G - 10,
        s: 1.05,
        skin: SKIN[3],
        hair: 'long',
        hairC: HAIR[0],
        top: C.blue,
        bottom: C.navy,
        arms: ['chin', 'type'],
        look: 10,
        mouth: 'open',
        extra: g(
          'translate(42,-292) rotate(20)',
          r(-10, -34, 22, 70, C.ink, 10) + r(-14, -40, 30, 18, C.ink, 8) + r(-14, 26, 30, 18, C.ink, 8),
        ),
      }) +
      // the help desk counter, with a phone whose cord runs to the handset
      r(400, G - 170, 700, 170, C.teal, 10) +
      r(380, G - 186, 740, 24, C.deepTeal, 8) +
      r(440, G - 140, 620, 110, shade(C.teal, 0.15), 8) +
      circ(900, G - 85, 36, C.saffron) +
      path(
        `M885,${G - 85} l10,12 l22,-26`,
        'none',
        `stroke="${C.white}" stroke-width="8" stroke-linecap="round"`,
      ) +
      laptop(
        830,
        G - 186,
        1.15,
        -1,
        C.sky,
        r(-40, -72, 60, 10, C.navy, 3) + r(-40, -54, 76, 8, C.grey, 3) + r(-40, -40, 50, 8, C.grey, 3),
      ) +
      g(`translate(470,${G - 216})`, r(0, 0, 90, 30, C.ink, 10) + r(20, 6, 50, 14, C.grey, 4)) +
      `<path d="M520,${G - 200} q30,-30 30,-60 q0,-30 40,-40 q30,-8 50,-8" fill="none" stroke="${C.ink}" stroke-width="4"/>` +
      bubble(
        220,
        G - 520,
        150,
        90,
        C.white,
        1,
        marks(250, G - 475, 1, C.terracotta, 3) +
          path(`M240,${G - 495} q0,30 30,30 l8,-10 l-10,-10 l-8,6 q-10,-6 -12,-16 l6,-8 l-10,-12Z`, C.teal),
      )
    );
  },
  'collaborate-hero': (H) => {
    const G = H - 60;
    const icon = (x, body, col) => circ(x, 150, 80, col) + body;
    return (
      floorAndWall(H, G, '#F6E8D4') +
      icon(
        300,
        r(260, 110, 80, 90, C.white, 4) + dots(278, 135, 3, 22, C.navy, 6) + dots(278, 165, 3, 22, C.navy, 6),
        C.blue,
      ) +
      icon(
        600,
        path(
          'M600,205 C540,160 540,105 575,105 C590,105 600,120 600,130 C600,120 610,105 625,105 C660,105 660,160 600,205Z',
          C.white,
        ),
        C.terracotta,
      ) +
      icon(
        900,
        path('M840,140 L900,110 L960,140 L900,170Z', C.white) +
          r(860, 150, 80, 44, C.white, 4) +
          line(
            [
              [955, 142],
              [955, 180],
            ],
            C.white,
            4,
          ),
        C.teal,
      ) +
      // company (tie, briefcase), NGO (badge) and college (books) shake hands over the table
      person({
        x: 300,
        y: G,
        skin: SKIN[5],
        hair: 'short',
        hairC: HAIR[1],
        top: C.navy,
        bottom: C.steel,
        arms: ['shake', 'down'],
        extra: path('M-6,-225 L6,-225 L10,-170 L0,-160 L-10,-170Z', C.terracotta),
      }) +
      r(200, G - 110, 60, 70, C.darkWood, 8) +
      person({
        x: 460,
        y: G,
        f: -1,
        skin: SKIN[0],
        hair: 'bun',
        hairC: HAIR[0],
        top: C.terracotta,
        bottom: C.navy,
        tunic: true,
        arms: ['shake', 'down'],
        extra: circ(0, -180, 14, C.white) + circ(0, -180, 7, C.terracotta),
      }) +
      person({
        x: 740,
        y: G,
        skin: SKIN[3],
        hair: 'scarf',
        hairC: C.teal,
        top: C.saffron,
        bottom: C.navy,
        arms: ['shake', 'down'],
        look: 8,
      }) +
      wheelchair({
        x: 900,
        y: G,
        f: -1,
        skin: SKIN[2],
        hair: 'short',
        hairC: HAIR[3],
        top: C.teal,
        bottom: C.navy,
        arms: ['shake', 'hold'],
        beard: true,
        extra: book(20, -250, 44, 60, C.saffron),
      }) +
      table(320, G - 130, 520, C.wood, 130) +
      r(360, G - 142, 90, 12, C.paper, 3) +
      r(560, G - 150, 30, 20, C.white, 6) +
      plant(700, G - 130, 0.45) +
      plant(1120, G, 0.9)
    );
  },
  'news-hero': (H) => {
    const G = H - 60;
    const rnd = rng(11);
    const cutting = (x, y, w, h, rot) =>
      g(
        `translate(${x},${y}) rotate(${rot})`,
        r(0, 0, w, h, C.paper, 2) +
          r(12, 14, w - 24, 18, C.ink, 2) +
          Array.from({ length: Math.floor((h - 50) / 18) }, (_, i) =>
            r(12, 46 + i * 18, (w - 24) * (0.6 + rnd() * 0.4), 8, C.grey, 3),
          ).join('') +
          circ(w / 2, 6, 8, C.terracotta),
      );
    const poster = (x, y, w, h, col, rot, body) =>
      g(`translate(${x},${y}) rotate(${rot})`, r(0, 0, w, h, col, 4) + body + circ(w / 2, 8, 8, C.blue));
    return (
      floorAndWall(H, G, '#EADFCF') +
      r(100, 70, 1000, 560, C.darkWood, 14) +
      r(124, 94, 952, 512, '#C9996B', 6) +
      cutting(160, 130, 220, 250, -3) +
      cutting(410, 120, 180, 190, 2) +
      cutting(160, 400, 200, 180, 2) +
      poster(
        620,
        120,
        200,
        270,
        C.teal,
        -2,
        circ(100, 110, 50, C.saffron) + r(30, 190, 140, 14, C.white, 5) + r(50, 216, 100, 12, C.white, 5),
      ) +
      poster(
        850,
        140,
        190,
        240,
        C.terracotta,
        3,
        `<g transform="translate(95,110) scale(0.3)" fill="${C.white}">${circ(0, -120, 28, C.white)}${path('M-14,-86 L14,-86 L14,-10 L70,-10 L90,60 L70,66 L56,14 L-10,14Z', C.white)}<circle cx="0" cy="40" r="60" fill="none" stroke="${C.white}" stroke-width="16"/></g>` +
          r(30, 190, 130, 14, C.white, 5),
      ) +
      poster(
        400,
        340,
        200,
        220,
        C.saffron,
        -3,
        r(30, 40, 140, 120, C.white, 6) +
          r(30, 40, 140, 28, C.terracotta, 6) +
          [0, 1, 2].map((i) => dots(56, 96 + i * 26, 4, 30, C.grey, 6)).join(''),
      ) +
      poster(
        640,
        420,
        170,
        150,
        C.plum,
        2,
        dots(40, 60, 3, 45, C.mustard, 14) + r(30, 100, 110, 12, C.white, 5),
      ) +
      cutting(850, 400, 200, 180, -2) +
      plant(60, G, 0.9) +
      plant(1150, G, 0.8)
    );
  },
  'gallery-hero': (H) => {
    const G = H - 60;
    const corners = (x, y, w, h) =>
      [
        [x, y, 1, 1],
        [x + w, y, -1, 1],
        [x, y + h, 1, -1],
        [x + w, y + h, -1, -1],
      ]
        .map(([cx, cy, a, b]) =>
          line(
            [
              [cx + 40 * a, cy],
              [cx, cy],
              [cx, cy + 40 * b],
            ],
            C.white,
            8,
          ),
        )
        .join('');
    return (
      r(0, 0, 1200, H, '#F0D7B4') +
      r(0, G - 200, 1200, 260, '#D89A5B') +
      r(0, G - 204, 1200, 8, C.white) +
      `<ellipse cx="760" cy="${G - 60}" rx="200" ry="50" fill="none" stroke="${C.white}" stroke-width="6"/>` +
      r(0, 60, 1200, 40, C.blue) +
      hoop(1110, G - 470, -1) +
      wheelchair({
        x: 650,
        y: G - 40,
        s: 0.75,
        sport: true,
        skin: SKIN[0],
        hair: 'short',
        hairC: HAIR[0],
        top: C.blue,
        bottom: C.navy,
        arms: ['raise', 'forward'],
      }) +
      ball(680, G - 390, 20) +
      wheelchair({
        x: 880,
        y: G - 30,
        s: 0.75,
        f: -1,
        sport: true,
        skin: SKIN[2],
        hair: 'bun',
        hairC: HAIR[1],
        top: C.terracotta,
        bottom: C.navy,
        arms: ['raise', 'down'],
      }) +
      corners(520, 110, 560, 440) +
      person({
        x: 260,
        y: G + 40,
        s: 1.15,
        skin: SKIN[3],
        hair: 'scarf',
        hairC: C.teal,
        top: C.saffron,
        bottom: C.navy,
        tunic: true,
        arms: ['camera', 'camera'],
        extra:
          r(30, -318, 74, 50, C.ink, 8) +
          r(40, -328, 22, 12, C.ink, 3) +
          circ(82, -293, 17, C.grey) +
          circ(82, -293, 10, C.ink),
      })
    );
  },
  'events-hero': (H) => {
    const G = H - 300;
    return (
      stage(H, G, C.plum) +
      r(380, 100, 440, 180, C.paper, 10) +
      dots(450, 190, 6, 60, C.saffron, 16) +
      person({
        x: 560,
        y: G - 20,
        skin: SKIN[1],
        hair: 'long',
        hairC: HAIR[0],
        top: C.saffron,
        bottom: C.navy,
        look: 2,
        mouth: 'open',
        arms: ['hold', 'down'],
      }) +
      g(
        `translate(0,${G - 20})`,
        r(500, -170, 120, 170, C.darkWood, 8) +
          r(490, -180, 140, 20, C.wood, 6) +
          circ(560, -110, 22, C.saffron),
      ) +
      person({
        x: 800,
        y: G + 10,
        f: -1,
        skin: SKIN[4],
        hair: 'short',
        hairC: HAIR[1],
        top: C.ink,
        bottom: C.ink,
        arms: ['sign2', 'sign'],
        look: 4,
      }) +
      marks(720, G - 240, -1, C.saffron) +
      backView({ x: 170, y: H + 20, s: 1, top: C.teal }) +
      backView({ x: 360, y: H + 30, s: 1.05, top: C.terracotta, hair: 'long', hairC: HAIR[2] }) +
      backView({ x: 570, y: H + 30, s: 1.05, top: C.saffron, chair: true, hairC: HAIR[1] }) +
      backView({ x: 780, y: H + 30, s: 1.05, top: C.blue, hair: 'bun' }) +
      backView({ x: 990, y: H + 20, s: 1, top: C.leaf, hairC: HAIR[3] })
    );
  },
  'gallery-1': (H) => {
    const G = H - 60;
    const station = (x, skin, hair, hairC, top, mag) =>
      chair(x - 40, G, 1, C.teal) +
      person({ x: x - 10, y: G, sit: 112, skin, hair, hairC, top, bottom: C.navy, arms: ['type', 'type'] }) +
      r(x + 60, G - 330, 170, 120, C.steel, 8) +
      r(x + 68, G - 322, 154, 104, C.white, 4) +
      r(x + 135, G - 210, 20, 30, C.steel) +
      (mag
        ? circ(x + 150, G - 270, 40, C.sky, `stroke="${C.navy}" stroke-width="8"`) +
          line(
            [
              [x + 178, G - 242],
              [x + 205, G - 215],
            ],
            C.navy,
            12,
          ) +
          r(x + 128, G - 282, 44, 22, C.navy, 4)
        : r(x + 80, G - 306, 130, 14, C.grey, 4) + r(x + 80, G - 280, 100, 14, C.grey, 4));
    return (
      floorAndWall(H, G, '#E9EEF5', '#D3C3B0') +
      win(60, 70, 260, 170) +
      win(880, 70, 260, 170) +
      station(120, SKIN[2], 'short', HAIR[0], C.saffron, true) +
      station(480, SKIN[0], 'long', HAIR[1], C.terracotta, true) +
      station(840, SKIN[5], 'bun', HAIR[2], C.plum, false) +
      r(100, G - 180, 1040, 18, C.paper, 4) +
      [150, 600, 1090].map((lx) => r(lx, G - 162, 14, 162, C.grey)).join('')
    );
  },
  'gallery-2': (H) => {
    const G = H - 80;
    return (
      r(0, 0, 1200, H, '#EBD9BE') +
      r(0, G - 220, 1200, 300, '#D9995B') +
      r(0, G - 224, 1200, 8, C.white) +
      `<ellipse cx="600" cy="${G - 60}" rx="170" ry="46" fill="none" stroke="${C.white}" stroke-width="6"/>` +
      r(597, G - 220, 6, 300, C.white) +
      r(0, 40, 1200, 36, C.teal) +
      hoop(90, G - 480, 1) +
      hoop(1110, G - 480, -1) +
      wheelchair({
        x: 300,
        y: G - 40,
        s: 0.8,
        sport: true,
        skin: SKIN[0],
        hair: 'short',
        hairC: HAIR[0],
        top: C.blue,
        bottom: C.navy,
        arms: ['raise', 'forward'],
      }) +
      wheelchair({
        x: 480,
        y: G + 10,
        s: 0.85,
        sport: true,
        skin: SKIN[5],
        hair: 'bun',
        hairC: HAIR[2],
        top: C.blue,
        bottom: C.navy,
        arms: ['forward', 'down'],
      }) +
      wheelchair({
        x: 730,
        y: G - 40,
        s: 0.8,
        f: -1,
        sport: true,
        skin: SKIN[2],
        hair: 'long',
        hairC: HAIR[1],
        top: C.terracotta,
        bottom: C.navy,
        arms: ['raise', 'down'],
      }) +
      wheelchair({
        x: 920,
        y: G + 10,
        s: 0.85,
        f: -1,
        sport: true,
        skin: SKIN[3],
        hair: 'short',
        hairC: HAIR[1],
        top: C.terracotta,
        bottom: C.navy,
        arms: ['forward', 'raise'],
      }) +
      ball(330, G - 390, 22)
    );
  },
  'gallery-3': (H) => {
    const G = H - 60;
    return (
      floorAndWall(H, G, '#E6EFE6') +
      win(460, 80, 280, 200) +
      plant(90, G, 1) +
      chair(290, G, 1, C.saffron) +
      chair(910, G, -1, C.saffron) +
      person({
        x: 320,
        y: G,
        sit: 112,
        skin: SKIN[4],
        hair: 'short',
        hairC: HAIR[3],
        top: C.teal,
        bottom: C.navy,
        beard: true,
        arms: ['sign2', 'sign'],
      }) +
      marks(390, G - 270, 1, C.terracotta) +
      person({
        x: 880,
        y: G,
        f: -1,
        sit: 112,
        skin: SKIN[2],
        hair: 'long',
        hairC: HAIR[0],
        top: C.plum,
        bottom: C.navy,
        arms: ['sign', 'sign2'],
        mouth: 'open',
      }) +
      marks(810, G - 270, -1, C.teal) +
      table(380, G - 150, 440, C.wood) +
      [C.blue, C.terracotta, C.saffron, C.teal, C.plum]
        .map((c, i) => book(540 + (i % 2) * 8, G - 180 - i * 30, 130 - i * 6, 28, c))
        .join('') +
      book(680, G - 172, 90, 22, C.leaf, -4)
    );
  },
  'gallery-4': (H) => {
    const G = H - 60;
    const pot = (x, col) =>
      path(
        `M${x - 30},${G - 160} Q${x - 46},${G - 210} ${x - 16},${G - 236} L${x + 16},${G - 236} Q${x + 46},${G - 210} ${x + 30},${G - 160}Z`,
        col,
      ) + r(x - 30, G - 210, 60, 8, C.paper, 3);
    const basket = (x) =>
      path(
        `M${x - 50},${G - 210} L${x + 50},${G - 210} L${x + 40},${G - 160} L${x - 40},${G - 160}Z`,
        C.mustard,
      ) + [0, 1, 2].map((i) => r(x - 46 + i * 2, G - 200 + i * 14, 92 - i * 4, 4, C.darkWood)).join('');
    return (
      floorAndWall(H, G, '#F7E4D3') +
      bunting(60, 1140, 60, 30, [C.terracotta, C.saffron, C.teal, C.pink]) +
      r(80, 150, 240, 220, C.white, 8) +
      r(100, 170, 200, 180, C.pink, 4) +
      dots(130, 260, 4, 46, C.white, 10) +
      chair(250, G, 1, C.teal) +
      chair(960, G, -1, C.teal) +
      person({
        x: 280,
        y: G,
        sit: 112,
        skin: SKIN[1],
        hair: 'bun',
        hairC: HAIR[0],
        top: C.terracotta,
        bottom: C.navy,
        tunic: true,
        arms: ['forward', 'type'],
      }) +
      person({
        x: 620,
        y: G - 40,
        s: 0.95,
        skin: SKIN[0],
        hair: 'scarf',
        hairC: C.saffron,
        top: C.teal,
        bottom: C.navy,
        look: 2,
        arms: ['hold', 'type'],
      }) +
      wheelchair({
        x: 930,
        y: G,
        f: -1,
        skin: SKIN[5],
        hair: 'long',
        hairC: HAIR[2],
        top: C.plum,
        bottom: C.navy,
        arms: ['forward', 'down'],
      }) +
      table(340, G - 160, 560, C.wood, 160) +
      basket(440) +
      pot(560, C.terracotta) +
      pot(650, C.teal) +
      g(
        `translate(720,${G - 186})`,
        r(0, 0, 120, 26, C.pink, 4) + r(0, 0, 120, 6, C.saffron) + r(10, -20, 100, 22, C.lilac, 4),
      )
    );
  },
  'gallery-5': (H) => {
    const G = H - 80;
    return (
      r(0, 0, 1200, H, C.sky) +
      cloud(80, 90) +
      cloud(980, 120, 0.7) +
      r(420, G - 420, 740, 400, C.sand) +
      r(420, G - 440, 740, 30, C.terracotta) +
      win(480, G - 360, 140, 120) +
      win(1000, G - 360, 120, 120) +
      r(760, G - 260, 150, 240, C.teal, 8) +
      circ(890, G - 140, 7, C.mustard) +
      r(700, G - 40, 260, 40, shade(C.sand, -0.15)) +
      path(`M300,${G} L700,${G - 40} L700,${G}Z`, shade(C.sand, -0.25)) +
      line(
        [
          [310, G - 60],
          [700, G - 100],
        ],
        C.steel,
        7,
      ) +
      line(
        [
          [310, G - 60],
          [310, G],
        ],
        C.steel,
        7,
      ) +
      line(
        [
          [505, G - 80],
          [505, G - 22],
        ],
        C.steel,
        7,
      ) +
      line(
        [
          [700, G - 100],
          [700, G - 40],
        ],
        C.steel,
        7,
      ) +
      r(0, G, 1200, H - G, C.leaf) +
      tree(120, G, 0.9) +
      // tape measure laid along the ramp
      line(
        [
          [344, G - 124],
          [312, G - 8],
          [690, G - 46],
        ],
        C.mustard,
        7,
      ) +
      person({
        x: 250,
        y: G + 20,
        s: 1.05,
        skin: SKIN[3],
        hair: 'short',
        hairC: HAIR[0],
        top: C.saffron,
        bottom: C.navy,
        arms: ['measure', 'hold'],
        extra:
          r(26, -260, 50, 64, C.paper, 4, `stroke="${C.darkWood}" stroke-width="6"`) +
          r(74, -168, 36, 32, C.terracotta, 8),
      })
    );
  },
  'gallery-6': (H) => {
    const G = H - 170;
    return (
      stage(H, G, C.navy) +
      `<path d="M300,0 L220,${G} L480,${G}Z" fill="#FFE7A8" opacity="0.25"/><path d="M900,0 L720,${G} L980,${G}Z" fill="#FFE7A8" opacity="0.25"/>` +
      person({
        x: 360,
        y: G + 10,
        skin: SKIN[0],
        hair: 'long',
        hairC: HAIR[0],
        top: C.saffron,
        bottom: C.navy,
        tunic: true,
        bow: 28,
        arms: ['down', 'down'],
      }) +
      person({
        x: 600,
        y: G + 10,
        skin: SKIN[2],
        hair: 'short',
        hairC: HAIR[1],
        top: C.teal,
        bottom: C.ink,
        crutches: true,
        bow: 8,
        arms: ['crutch', 'crutch'],
      }) +
      person({
        x: 840,
        y: G + 10,
        skin: SKIN[4],
        hair: 'bun',
        hairC: HAIR[0],
        top: C.terracotta,
        bottom: C.navy,
        bow: 28,
        arms: ['down', 'down'],
      }) +
      backView({ x: 200, y: H + 60, s: 0.9, top: C.plum }) +
      backView({ x: 480, y: H + 60, s: 0.9, top: C.teal, hair: 'long' }) +
      backView({ x: 760, y: H + 60, s: 0.9, top: C.saffron, chair: true, hairC: HAIR[3] }) +
      backView({ x: 1040, y: H + 60, s: 0.9, top: C.blue, hair: 'bun' }) +
      confetti(5, 40, 1200, G - 300)
    );
  },
  'events/anniversary-convention': (H) => {
    const G = H - 150;
    return (
      stage(H, G, C.navy) +
      r(300, 70, 600, 120, C.saffron, 10) +
      dots(390, 130, 8, 60, C.white, 14) +
      path('M300,190 l30,30 l30,-30Z', shade(C.saffron, -0.2)) +
      path('M840,190 l30,30 l30,-30Z', shade(C.saffron, -0.2)) +
      bunting(200, 1000, 230, 20, [C.terracotta, C.teal, C.pink, C.mustard]) +
      wheelchair({
        x: 260,
        y: G + 10,
        s: 0.9,
        skin: SKIN[0],
        hair: 'long',
        hairC: HAIR[1],
        top: C.terracotta,
        bottom: C.navy,
        arms: ['wave', 'down'],
      }) +
      person({
        x: 430,
        y: G + 10,
        s: 0.92,
        skin: SKIN[2],
        hair: 'short',
        hairC: HAIR[0],
        top: C.teal,
        bottom: C.steel,
        glasses: true,
        cane: true,
        arms: ['cane', 'down'],
        look: 3,
      }) +
      person({
        x: 600,
        y: G + 10,
        s: 0.92,
        skin: SKIN[4],
        hair: 'scarf',
        hairC: C.pink,
        top: C.saffron,
        bottom: C.navy,
        tunic: true,
        arms: ['raise', 'down'],
        look: 0,
      }) +
      wheelchair({
        x: 800,
        y: G + 10,
        s: 0.9,
        f: -1,
        skin: SKIN[5],
        hair: 'short',
        hairC: HAIR[3],
        top: C.blue,
        bottom: C.navy,
        beard: true,
        arms: ['wave', 'down'],
      }) +
      person({
        x: 960,
        y: G + 10,
        s: 0.92,
        f: -1,
        skin: SKIN[1],
        hair: 'bun',
        hairC: HAIR[0],
        top: C.plum,
        bottom: C.navy,
        glasses: true,
        cane: true,
        arms: ['cane', 'down'],
        look: 3,
      }) +
      confetti(3, 50, 1200, G - 260)
    );
  },
  'events/career-workshop': (H) => {
    const G = H - 50;
    const screen = `${r(-44, -74, 88, 14, C.teal, 3)}${r(-44, -54, 60, 8, C.grey, 3)}${r(-44, -40, 70, 8, C.grey, 3)}${r(-44, -26, 50, 8, C.grey, 3)}`;
    return (
      floorAndWall(H, G, '#F6E6CF', '#D8C1A4') +
      bunting(0, 1200, 40, 24, [C.teal, C.saffron, C.terracotta, C.pink]) +
      r(80, 120, 280, 200, C.white, 8) +
      r(100, 140, 240, 30, C.teal, 4) +
      r(100, 190, 200, 14, C.grey, 5) +
      r(100, 220, 220, 14, C.grey, 5) +
      r(100, 250, 160, 14, C.grey, 5) +
      win(860, 110, 260, 180) +
      wheelchair({
        x: 430,
        y: G,
        skin: SKIN[0],
        hair: 'long',
        hairC: HAIR[0],
        top: C.saffron,
        bottom: C.navy,
        arms: ['type', 'down'],
        look: 10,
      }) +
      chair(800, G, -1, C.teal) +
      person({
        x: 770,
        y: G,
        f: -1,
        sit: 112,
        skin: SKIN[3],
        hair: 'short',
        hairC: HAIR[3],
        top: C.blue,
        bottom: C.steel,
        arms: ['point', 'down'],
        mouth: 'open',
      }) +
      table(480, G - 160, 260, C.wood, 160) +
      laptop(620, G - 160, 1.1, 1, C.white, screen) +
      book(500, G - 176, 70, 16, C.terracotta)
    );
  },
};

// The film's slides reuse the scenes, and the poster is its first slide.
const filmSlides = [
  ['events/anniversary-convention', 'One year of working together: our members celebrate on stage.'],
  ['gallery-1', 'Students learned to use screen readers and magnifiers.'],
  ['gallery-3', 'Mentors helped students prepare for exams, in sign language.'],
  ['gallery-2', 'On sports day, two teams played wheelchair basketball.'],
];
scenes['video-one-year-poster'] = scenes['events/anniversary-convention'];

// ---------------------------------------------------------------- rendering
const svgDoc = (body, W, H, vb = `0 0 ${W} ${H}`) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="${vb}">${body}</svg>`;
const sixteenNine = (name) => name.startsWith('events/') || name === 'video-one-year-poster';
const written = [];

async function writeScene(name) {
  const H = sixteenNine(name) ? 675 : 800;
  const svg = svgDoc(scenes[name](H), 1200, H);
  const master = await sharp(Buffer.from(svg), { density: 72 * (1440 / 1200) })
    .resize(1440)
    .png()
    .toBuffer();
  for (const width of [480, 960, 1440]) {
    const file = join(pub, 'images', `${name}-${width}.webp`);
    mkdirSync(dirname(file), { recursive: true });
    await sharp(master).resize(width).webp({ quality: 70, effort: 6, smartSubsample: true }).toFile(file);
    written.push(file);
  }
}

async function writeSocialImage() {
  const H = 630;
  const people =
    wheelchair({
      x: 790,
      y: 560,
      s: 0.8,
      skin: SKIN[0],
      hair: 'long',
      hairC: HAIR[1],
      top: C.saffron,
      bottom: C.navy,
      arms: ['wave', 'down'],
    }) +
    person({
      x: 930,
      y: 570,
      s: 0.82,
      skin: SKIN[2],
      hair: 'short',
      hairC: HAIR[0],
      top: C.teal,
      bottom: C.steel,
      glasses: true,
      cane: true,
      arms: ['cane', 'down'],
    }) +
    person({
      x: 1080,
      y: 570,
      s: 0.82,
      f: -1,
      skin: SKIN[4],
      hair: 'scarf',
      hairC: C.pink,
      top: C.terracotta,
      bottom: C.navy,
      arms: ['sign2', 'sign'],
    }) +
    marks(1005, 390, -1, C.saffron);
  const font = `font-family="Atkinson Hyperlegible Next, DejaVu Sans, Liberation Sans, sans-serif"`;
  const body =
    r(0, 0, 1200, H, C.navy) +
    circ(930, 330, 300, shade(C.navy, 0.12)) +
    r(0, 560, 1200, 70, shade(C.navy, -0.3)) +
    people +
    r(70, 90, 90, 10, C.saffron, 5) +
    `<text x="70" y="190" ${font} font-size="64" font-weight="700" fill="${C.white}"><tspan x="70">Samarth Inclusion</tspan><tspan x="70" dy="78">Foundation</tspan></text>` +
    `<text x="70" y="380" ${font} font-size="34" fill="#FFE3B0"><tspan x="70">Empowerment, inclusion and</tspan><tspan x="70" dy="46">independence for persons</tspan><tspan x="70" dy="46">with disabilities</tspan></text>`;
  const file = join(pub, 'og-image.png');
  await sharp(Buffer.from(svgDoc(body, 1200, H)))
    .png({ palette: true, quality: 90, effort: 10 })
    .toFile(file);
  written.push(file);
}

function writeFavicon() {
  const file = join(pub, 'favicon.svg');
  writeFileSync(
    file,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="31" fill="${C.blue}"/>` +
      `<circle cx="32" cy="17" r="7" fill="#FFD24D"/><path d="M14 26 Q32 32 50 26" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/>` +
      `<path d="M32 29 V40 M32 40 L24 53 M32 40 L40 53" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/></svg>\n`,
  );
  written.push(file);
}

/** A 640x360 WebM of illustrated slides with crossfades and a slow zoom, and its English captions. */
async function writeFilm() {
  const tmp = mkdtempSync(join(tmpdir(), 'film-'));
  const hold = 2.4;
  const fade = 0.6;
  for (const [i, [name]] of filmSlides.entries()) {
    const svg = svgDoc(scenes[name](675), 1200, 675);
    await sharp(Buffer.from(svg))
      .resize(704, 396)
      .png()
      .toFile(join(tmp, `s${i}.png`));
  }
  const n = filmSlides.length;
  const len = hold + fade;
  const inputs = filmSlides.flatMap((_, i) => [
    '-loop',
    '1',
    '-framerate',
    '24',
    '-t',
    String(len + (i === 0 || i === n - 1 ? fade / 2 : 0)),
    '-i',
    join(tmp, `s${i}.png`),
  ]);
  // Each slide pans gently (left or right by 64 px) inside its 704x396 frame, then slides crossfade.
  let graph = filmSlides
    .map(
      (_, i) =>
        `[${i}:v]crop=640:360:x='${i % 2 ? '64-' : ''}min(64\\,t*64/${len + fade})':y=18,format=yuv420p,settb=1/24[v${i}]`,
    )
    .join(';');
  let prev = 'v0';
  let offset = 0;
  for (let i = 1; i < n; i++) {
    offset += (i === 1 ? len + fade / 2 : len) - fade;
    graph += `;[${prev}][v${i}]xfade=transition=fade:duration=${fade}:offset=${offset.toFixed(2)}[x${i}]`;
    prev = `x${i}`;
  }
  const out = join(pub, 'media', 'one-year.webm');
  mkdirSync(dirname(out), { recursive: true });
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    ...inputs,
    '-filter_complex',
    graph,
    '-map',
    `[${prev}]`,
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '42',
    '-row-mt',
    '1',
    '-deadline',
    'good',
    '-cpu-used',
    '2',
    '-an',
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
    '-r',
    '24',
    out,
  ]);
  rmSync(tmp, { recursive: true, force: true });
  written.push(out);
  // Captions: each slide's text while it is fully (or mostly) on screen.
  const stamp = (t) => `00:00:${t.toFixed(3).padStart(6, '0')}`;
  let vtt = 'WEBVTT\n\n';
  let start = 0;
  filmSlides.forEach(([, text], i) => {
    const end = i === n - 1 ? offset + len + fade / 2 : start + (i === 0 ? len + fade / 2 : len) - fade / 2;
    vtt += `${i + 1}\n${stamp(start)} --> ${stamp(end)}\n${text}\n\n`;
    start = end;
  });
  writeFileSync(join(pub, 'media', 'one-year.en.vtt'), vtt);
  written.push(join(pub, 'media', 'one-year.en.vtt'));
}

// ---------------------------------------------------------------- run and check
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
for (const name of Object.keys(scenes)) if (!only.length || only.includes(name)) await writeScene(name);
if (!only.length) {
  await writeSocialImage();
  writeFavicon();
  if (!process.argv.includes('--no-video')) await writeFilm();
}
rmSync(fontTmp, { recursive: true, force: true });

// Every file the site refers to must exist: each content module's pictures, the events' banners, the film.
const contentDir = join(site, 'src/content');
const registry = readdirSync(contentDir)
  .filter((file) => file.endsWith('.ts'))
  .map((file) => readFileSync(join(contentDir, file), 'utf8'))
  .join('\n');
const eventsSrc = readFileSync(join(site, '../packages/events/src/events.ts'), 'utf8');
const names = [
  ...[...registry.matchAll(/picture\(\s*'([^']+)'/g)].map((m) => m[1]),
  ...[...eventsSrc.matchAll(/file: '([^']+)\.webp'/g)].map((m) => `events/${m[1]}`),
];
const needed = [
  ...names.flatMap((n) => [480, 960, 1440].map((w) => `images/${n}-${w}.webp`)),
  ...[...registry.matchAll(/'\/(media\/[^']+|og-image\.png)'/g)].map((m) => m[1]),
  'favicon.svg',
];
const missing = needed.filter((f) => !existsSync(join(pub, f)));
const rows = [...new Set([...written.map((f) => relative(pub, f)), ...needed])]
  .filter((f) => existsSync(join(pub, f)))
  .sort();
const kb = (f) => (statSync(join(pub, f)).size / 1024).toFixed(1);
console.log(`\n${'file (site/public/)'.padEnd(52)} ${'KB'.padStart(7)}`);
for (const f of rows) console.log(`${f.padEnd(52)} ${kb(f).padStart(7)}`);
const heavy = rows.filter((f) => f.endsWith('-960.webp') && statSync(join(pub, f)).size > 60 * 1024);
if (heavy.length) console.warn(`\nOver 60 KB at 960 px: ${heavy.join(', ')}`);
if (missing.length) {
  console.error(`\nMissing files: ${missing.join(', ')}`);
  process.exitCode = 1;
} else console.log(`\nAll ${needed.length} referenced files exist.`);
