#!/usr/bin/env node
// Generates the demo pictures in apps/server/seed-assets/ (product photos,
// logo, home hero and about images) as flat vector illustrations drawn with
// SVG and screenshotted by headless Chromium through playwright-core. Photos
// are encoded as WebP by the same Chromium (a canvas), which keeps them about
// half the size of a JPEG of the same look; the logo stays a PNG (receipts,
// the member guide's PDF).
//
//   node scripts/make-seed-images.mjs [--only slug,slug] [--out dir]
//
// The output is deterministic (seeded random) so re-running produces the same
// drawings. Everything here is original artwork, free to use.
import { mkdir, readdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const argv = process.argv.slice(2);
const argVal = (name) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const OUT = path.resolve(argVal("--out") ?? path.join(ROOT, "apps/server/seed-assets"));
const ONLY = argVal("--only")?.split(",");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const WEBP_QUALITY = 0.72;

// ---------------------------------------------------------------- helpers --

let rnd = rng(1);
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const R = (a = 0, b = 1) => a + (b - a) * rnd();
const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
const f = (n) => Math.round(n * 10) / 10;
let uidN = 0;
const uid = (p) => `${p}${++uidN}`;

function rgb(h) {
  const s = h.replace("#", "");
  return [0, 2, 4].map((i) => Number.parseInt(s.slice(i, i + 2), 16));
}
function mix(a, b, t) {
  const pa = rgb(a);
  const pb = rgb(b);
  return `#${pa
    .map((v, i) =>
      Math.round(v + (pb[i] - v) * t)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}
const light = (c, t) => mix(c, "#ffffff", t);
const dark = (c, t) => mix(c, "#000000", t);

/** Closed path through points with rounded (quadratic) corners. */
function roundPoly(pts, r) {
  const n = pts.length;
  let d = "";
  for (let i = 0; i < n; i++) {
    const p0 = pts[(i - 1 + n) % n];
    const p1 = pts[i];
    const p2 = pts[(i + 1) % n];
    const a = toward(p1, p0, r);
    const b = toward(p1, p2, r);
    d += `${i === 0 ? "M" : "L"} ${f(a[0])} ${f(a[1])} Q ${p1[0]} ${p1[1]} ${f(b[0])} ${f(b[1])} `;
  }
  return `${d}Z`;
}
function toward(p, q, r) {
  const dx = q[0] - p[0];
  const dy = q[1] - p[1];
  const len = Math.hypot(dx, dy) || 1;
  const k = Math.min(r, len / 2) / len;
  return [p[0] + dx * k, p[1] + dy * k];
}

/** Wobbly closed blob around (cx,cy). */
function blob(cx, cy, rx, ry, wob = 0.15, n = 9, rot = 0) {
  const pts = [];
  for (let i = 0; i < n; i++) {
    const a = rot + (i / n) * Math.PI * 2;
    const k = 1 + R(-wob, wob);
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  return smoothClosed(pts);
}
/** Catmull-Rom -> cubic bezier closed path. */
function smoothClosed(pts) {
  const n = pts.length;
  let d = `M ${f(pts[0][0])} ${f(pts[0][1])} `;
  for (let i = 0; i < n; i++) {
    const p0 = pts[(i - 1 + n) % n];
    const p1 = pts[i];
    const p2 = pts[(i + 1) % n];
    const p3 = pts[(i + 2) % n];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C ${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])} `;
  }
  return `${d}Z`;
}
function smoothOpen(pts) {
  const n = pts.length;
  let d = `M ${f(pts[0][0])} ${f(pts[0][1])} `;
  for (let i = 0; i < n - 1; i++) {
    const p0 = pts[Math.max(0, i - 1)];
    const p1 = pts[i];
    const p2 = pts[i + 1];
    const p3 = pts[Math.min(n - 1, i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C ${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])} `;
  }
  return d;
}
const g = (x, y, s, body, rot = 0) =>
  `<g transform="translate(${f(x)} ${f(y)})${rot ? ` rotate(${f(rot)})` : ""}${s !== 1 ? ` scale(${s})` : ""}">${body}</g>`;

// ------------------------------------------------------------- palettes --

const BATTER = {
  plain: { hi: "#f9d898", mid: "#ebb263", lo: "#c9873d", edge: "#a8682a" },
  golden: { hi: "#f6c978", mid: "#e29c45", lo: "#bb7430", edge: "#995a22" },
  matcha: { hi: "#d3e3a0", mid: "#a4c164", lo: "#789a3f", edge: "#5b7a2d" },
  red: { hi: "#e5706f", mid: "#c03a45", lo: "#8f222e", edge: "#701923" },
  cocoa: { hi: "#d6ab82", mid: "#ad7951", lo: "#835536", edge: "#673f27" },
};
const CHOC = "#4a2614";

function defs() {
  let s = "";
  for (const [k, p] of Object.entries(BATTER)) {
    s += `<linearGradient id="top-${k}" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${p.hi}"/><stop offset="1" stop-color="${p.mid}"/></linearGradient>`;
    s += `<linearGradient id="roll-${k}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.mid}"/><stop offset="0.22" stop-color="${p.hi}"/><stop offset="0.55" stop-color="${p.mid}"/><stop offset="1" stop-color="${p.lo}"/></linearGradient>`;
    s += `<linearGradient id="cone-${k}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.lo}"/><stop offset="0.35" stop-color="${p.hi}"/><stop offset="0.7" stop-color="${p.mid}"/><stop offset="1" stop-color="${p.lo}"/></linearGradient>`;
  }
  s += `<filter id="blur" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="7"/></filter>`;
  s += `<filter id="blur2" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="2.5"/></filter>`;
  s += `<radialGradient id="cream" cx="0.4" cy="0.3" r="0.8"><stop offset="0" stop-color="#ffffff"/><stop offset="0.7" stop-color="#fbf5ea"/><stop offset="1" stop-color="#eadcc6"/></radialGradient>`;
  s += `<radialGradient id="vanilla" cx="0.4" cy="0.3" r="0.8"><stop offset="0" stop-color="#fffdf2"/><stop offset="0.65" stop-color="#fbefcf"/><stop offset="1" stop-color="#ecd7a3"/></radialGradient>`;
  s += `<linearGradient id="glassHi" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`;
  return `<defs>${s}</defs>`;
}

const shadow = (cx, cy, rx, ry, o = 0.2) =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="#3b2210" opacity="${o}" filter="url(#blur)"/>`;

// ---------------------------------------------------------------- plates --

function plate({ rx = 182, ry = 98, rim = "#fffdf9", well, band } = {}) {
  const w = well ?? mix(rim, "#e9dfd0", 0.55);
  return `${shadow(6, 18, rx + 4, ry + 6, 0.28)}
	<ellipse cx="0" cy="6" rx="${rx}" ry="${ry}" fill="${mix(rim, "#b9ab98", 0.45)}"/>
	<ellipse cx="0" cy="0" rx="${rx}" ry="${ry}" fill="${rim}"/>
	${band ? `<ellipse cx="0" cy="0" rx="${f(rx * 0.93)}" ry="${f(ry * 0.91)}" fill="none" stroke="${band}" stroke-width="5"/>` : ""}
	<ellipse cx="0" cy="4" rx="${f(rx * 0.74)}" ry="${f(ry * 0.7)}" fill="${w}"/>
	<ellipse cx="0" cy="7" rx="${f(rx * 0.72)}" ry="${f(ry * 0.66)}" fill="${mix(w, rim, 0.5)}"/>
	<path d="M ${f(-rx * 0.8)} ${f(-ry * 0.45)} A ${rx * 0.92} ${ry * 0.9} 0 0 1 ${f(rx * 0.2)} ${f(-ry * 0.88)}" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity="0.8"/>`;
}

function board({ w = 330, h = 190, color = "#c98d55" } = {}) {
  const pts = [
    [-w / 2, -h / 2 + 10],
    [w / 2 - 10, -h / 2],
    [w / 2 + 8, h / 2 - 6],
    [-w / 2 + 6, h / 2 + 6],
  ];
  const top = roundPoly(pts, 26);
  let grain = "";
  for (let i = 0; i < 7; i++) {
    const y = -h / 2 + 22 + i * (h / 7.5) + R(-4, 4);
    grain += `<path d="M ${-w / 2 + 16} ${f(y)} C ${-w / 6} ${f(y + R(-6, 6))} ${w / 6} ${f(y + R(-6, 6))} ${w / 2 - 16} ${f(y - 2)}" stroke="${dark(color, 0.14)}" stroke-width="1.6" fill="none" opacity="0.55"/>`;
  }
  return `${shadow(8, 22, w / 2 + 6, h / 2 + 4, 0.3)}
	<g transform="translate(0 8)"><path d="${top}" fill="${dark(color, 0.25)}"/></g>
	<path d="${top}" fill="${color}"/>${grain}
	<circle cx="${w / 2 - 30}" cy="${-h / 2 + 26}" r="7" fill="${dark(color, 0.35)}"/>`;
}

// --------------------------------------------------------------- crepes --

function spots(clipD, pal, box, n = 26) {
  const id = uid("clip");
  let s = `<clipPath id="${id}"><path d="${clipD}"/></clipPath><g clip-path="url(#${id})">`;
  const [x0, y0, x1, y1] = box;
  for (let i = 0; i < n; i++) {
    const rx = R(3, 11);
    s += `<ellipse cx="${f(R(x0, x1))}" cy="${f(R(y0, y1))}" rx="${f(rx)}" ry="${f(rx * R(0.45, 0.8))}" fill="${pick([pal.lo, pal.edge, pal.lo])}" opacity="${f(R(0.12, 0.32))}" transform="rotate(${f(R(-30, 30))})"/>`;
  }
  for (let i = 0; i < n / 2; i++) {
    const rx = R(6, 16);
    s += `<ellipse cx="${f(R(x0, x1))}" cy="${f(R(y0, y1))}" rx="${f(rx)}" ry="${f(rx * 0.5)}" fill="${pal.hi}" opacity="${f(R(0.3, 0.6))}"/>`;
  }
  return `${s}</g>`;
}

/** Quarter-folded crepe (fan), tip pointing left. */
function wedge(pal, k = "plain") {
  const d = "M -124 46 L 34 -74 C 96 -62 138 4 112 68 Z";
  return `${shadow(0, 22, 120, 46, 0.25)}
	<g transform="translate(4 10)"><path d="${d}" fill="${pal.lo}"/></g>
	<g transform="translate(2 5)"><path d="${d}" fill="${pal.mid}"/></g>
	<path d="${d}" fill="url(#top-${k})" stroke="${pal.lo}" stroke-width="1.2" stroke-linejoin="round"/>
	${spots(d, pal, [-120, -70, 120, 70], 30)}
	<path d="M 26 -62 C 82 -50 118 6 96 60" fill="none" stroke="${pal.lo}" stroke-width="2.2" opacity="0.4"/>
	<path d="M -116 46 L 104 68" fill="none" stroke="${pal.edge}" stroke-width="2" opacity="0.35"/>`;
}

/** Half-moon crepe, the fold facing away; filling shows at the front. */
function halfMoon(pal, k, filling = "") {
  const bottom = "M -152 34 A 152 104 0 0 1 152 34 Q 0 54 -152 34 Z";
  const top = "M -144 22 A 144 96 0 0 1 144 22 Q 0 38 -144 22 Z";
  return `${shadow(0, 30, 150, 52, 0.25)}
	<g transform="translate(2 6)"><path d="${bottom}" fill="${pal.lo}"/></g>
	<path d="${bottom}" fill="${pal.mid}"/>
	${filling}
	<g transform="translate(0 5)"><path d="${top}" fill="${pal.lo}"/></g>
	<path d="${top}" fill="url(#top-${k})" stroke="${pal.lo}" stroke-width="1.2"/>
	${spots(top, pal, [-140, -80, 140, 40], 34)}
	<path d="M -120 -20 A 130 84 0 0 1 120 -20" fill="none" stroke="${pal.hi}" stroke-width="3" opacity="0.6"/>`;
}

/** Square (envelope) fold, seen in 3/4. */
function squareFold(pal, k) {
  const pts = [
    [-122, -40],
    [96, -58],
    [128, 44],
    [-112, 64],
  ];
  const d = roundPoly(pts, 18);
  const flap = roundPoly(
    [
      [92, -52],
      [124, 42],
      [-104, 58],
    ],
    12,
  );
  return `${shadow(0, 28, 135, 58, 0.26)}
	<g transform="translate(3 10)"><path d="${d}" fill="${pal.lo}"/></g>
	<g transform="translate(1 5)"><path d="${d}" fill="${pal.mid}"/></g>
	<path d="${d}" fill="url(#top-${k})" stroke="${pal.lo}" stroke-width="1.2"/>
	${spots(d, pal, [-125, -60, 130, 66], 32)}
	<path d="${flap}" fill="${pal.hi}" opacity="0.35"/>
	<path d="M 90 -50 L -100 56" stroke="${pal.edge}" stroke-width="2.4" opacity="0.45"/>`;
}

/** A row of rolled crepes, end caps showing the filling on the right. */
function rolls(pal, k, filling, n = 3, { len = 230, r = 25 } = {}) {
  const ys = n === 3 ? [-46, -2, 42] : n === 2 ? [-24, 22] : [0];
  const xs = n === 3 ? [8, -6, 4] : [4, -4];
  let s = shadow(0, 40, len / 2 + 20, n * 24, 0.28);
  ys.forEach((y, i) => {
    const x = xs[i] ?? 0;
    const L = len / 2;
    const body = `M ${-L} ${-r} L ${L} ${-r} A ${r * 0.55} ${r} 0 0 1 ${L} ${r} L ${-L} ${r} A ${r * 0.55} ${r} 0 0 1 ${-L} ${-r} Z`;
    s += `<g transform="translate(${x} ${y})">
		<path d="${body}" fill="url(#roll-${k})" stroke="${pal.lo}" stroke-width="1.2"/>
		${spots(body, pal, [-L, -r, L, r], 18)}
		<path d="M ${-L + 20} ${-r + 7} L ${L - 30} ${-r + 7}" stroke="${pal.hi}" stroke-width="4" stroke-linecap="round" opacity="0.7"/>
		<path d="M ${-L * 0.2} ${-r} C ${-L * 0.25} ${-r * 0.2} ${-L * 0.18} ${r * 0.5} ${-L * 0.28} ${r}" stroke="${pal.lo}" stroke-width="1.6" fill="none" opacity="0.45"/>
		<ellipse cx="${L}" cy="0" rx="${f(r * 0.55)}" ry="${r}" fill="${pal.mid}" stroke="${pal.lo}" stroke-width="1.2"/>
		<ellipse cx="${L + 1}" cy="1" rx="${f(r * 0.4)}" ry="${f(r * 0.74)}" fill="${filling}"/>
		<path d="M ${L + 1} ${f(-r * 0.5)} A ${f(r * 0.25)} ${f(r * 0.45)} 0 1 1 ${L - 2} ${f(r * 0.38)}" fill="none" stroke="${pal.hi}" stroke-width="2.6"/>
		</g>`;
  });
  return s;
}

/** Cone crepe in a paper sleeve standing in a wooden holder. */
function cone(pal, k, filling, sleeve = "#e94f37", sleeve2 = "#fff5e6") {
  const id = uid("sl");
  const sleeveD = "M -58 6 L 58 6 L 6 150 Q 0 158 -6 150 Z";
  let stripes = "";
  for (let i = -6; i < 8; i++)
    stripes += `<rect x="${i * 22}" y="-20" width="11" height="200" fill="${sleeve}" transform="rotate(18 0 80)"/>`;
  return `${shadow(0, 150, 80, 16, 0.35)}
	<path d="M -84 -44 Q -40 -118 8 -104 Q 60 -118 84 -44 Z" fill="${pal.lo}"/>
	<path d="M -78 -46 Q -30 -108 10 -96 Q 56 -108 78 -46 Z" fill="${pal.mid}"/>
	${filling}
	<path d="M -86 -46 L 0 150 L 86 -46 Q 40 -22 0 -30 Q -46 -22 -86 -46 Z" fill="url(#cone-${k})" stroke="${pal.lo}" stroke-width="1.5"/>
	${spots("M -86 -46 L 0 150 L 86 -46 Q 40 -22 0 -30 Q -46 -22 -86 -46 Z", pal, [-86, -46, 86, 150], 24)}
	<path d="M 86 -46 Q 30 10 -20 6" fill="none" stroke="${pal.lo}" stroke-width="2" opacity="0.6"/>
	<path d="M -86 -46 Q -46 -22 0 -30" fill="none" stroke="${pal.hi}" stroke-width="3" opacity="0.7"/>
	<clipPath id="${id}"><path d="${sleeveD}"/></clipPath>
	<path d="${sleeveD}" fill="${sleeve2}"/>
	<g clip-path="url(#${id})">${stripes}<rect x="-70" y="6" width="140" height="160" fill="url(#glassHi)" opacity="0.5"/></g>
	<path d="M -60 6 Q 0 16 60 6 L 58 12 Q 0 22 -58 12 Z" fill="${dark(sleeve, 0.2)}" opacity="0.6"/>
	<path d="M -40 146 L 40 146 L 46 172 Q 0 184 -46 172 Z" fill="#b07a48"/>
	<ellipse cx="0" cy="146" rx="40" ry="9" fill="#8a5a31"/>
	<path d="M -46 172 Q 0 184 46 172" fill="none" stroke="#8a5a31" stroke-width="3"/>`;
}

// ------------------------------------------------------------- toppings --

function drizzle(x0, x1, yA, yB, n, color, w = 5, hi = null) {
  const pts = [];
  const slant = (yB - yA) * 0.55;
  const tilt = (x1 - x0) * 0.08;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const bottom = i % 2 === 1;
    pts.push([x0 + (x1 - x0) * t + (bottom ? slant : 0) + R(-5, 5), (bottom ? yB : yA) - tilt * t + R(-5, 5)]);
  }
  const d = smoothOpen(pts);
  return `<path d="${d}" fill="none" stroke="${dark(color, 0.25)}" stroke-width="${w + 1.5}" stroke-linecap="round" stroke-linejoin="round" opacity="0.3" transform="translate(1 2.5)"/>
	<path d="${d}" fill="none" stroke="${color}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>
	<path d="${d}" fill="none" stroke="${hi ?? light(color, 0.45)}" stroke-width="${f(w / 3)}" stroke-linecap="round" opacity="0.6" transform="translate(-1 -1.2)"/>`;
}

/** Random points inside the visible top of wedge(), sorted back to front. */
function wedgePts(n, shrink = 0.72) {
  const T = [
    [-124, 46],
    [34, -74],
    [118, 10],
    [112, 68],
  ];
  const c = [35, 12];
  const pts = [];
  for (let i = 0; i < n; i++) {
    const tri = rnd() < 0.5 ? [T[0], T[1], T[2]] : [T[0], T[2], T[3]];
    let a = rnd();
    let b = rnd();
    if (a + b > 1) {
      a = 1 - a;
      b = 1 - b;
    }
    const x = tri[0][0] + a * (tri[1][0] - tri[0][0]) + b * (tri[2][0] - tri[0][0]);
    const y = tri[0][1] + a * (tri[1][1] - tri[0][1]) + b * (tri[2][1] - tri[0][1]);
    pts.push([c[0] + (x - c[0]) * shrink, c[1] + (y - c[1]) * shrink]);
  }
  return pts.sort((p, q) => p[1] - q[1]);
}

function cheese(cx, cy, rx, ry, n) {
  const items = [];
  for (let i = 0; i < n; i++) {
    const a = R(0, Math.PI * 2);
    const r = Math.sqrt(R());
    const x = cx + Math.cos(a) * rx * r;
    const y = cy + Math.sin(a) * ry * r - (1 - r) * ry * 0.5;
    items.push([x, y]);
  }
  items.sort((a, b) => a[1] - b[1]);
  return items
    .map(([x, y]) => {
      const h = R(12, 22);
      return `<rect x="${f(x - 2.6)}" y="${f(y - h / 2)}" width="5.2" height="${f(h)}" rx="2.4" fill="${pick(["#ffd84a", "#ffcd2e", "#ffe374", "#ffd23f"])}" stroke="#d9a013" stroke-width="0.9" transform="rotate(${f(R(-80, 80))} ${f(x)} ${f(y)})"/>`;
    })
    .join("");
}

function strawberry(x, y, s = 1, rot = 0, half = false) {
  const body = "M 0 -15 C 15 -18 22 -4 15 9 C 10 18 4 24 0 26 C -4 24 -10 18 -15 9 C -22 -4 -15 -18 0 -15 Z";
  let seeds = "";
  if (half) {
    seeds = `<path d="M 0 -10 C 10 -12 15 -3 10 7 C 7 14 3 19 0 20 C -3 19 -7 14 -10 7 C -15 -3 -10 -12 0 -10 Z" fill="#ff8d8d"/>
		<path d="M 0 -8 C 4 -1 4 8 0 16 C -4 8 -4 -1 0 -8 Z" fill="#ffd9d4"/>
		<path d="M -6 -4 Q -3 4 -2 12 M 6 -4 Q 3 4 2 12" stroke="#ffc0bb" stroke-width="1.2" fill="none"/>`;
    return g(
      x,
      y,
      s,
      `<path d="${body}" fill="#d9263a"/>${seeds}<path d="M -12 -16 Q 0 -22 12 -16 L 6 -12 L 0 -16 L -6 -12 Z" fill="#3f9a3a"/>`,
      rot,
    );
  }
  const seedPos = [
    [-8, -6],
    [0, -8],
    [8, -6],
    [-10, 3],
    [-2, 1],
    [6, 3],
    [-5, 11],
    [3, 11],
    [0, 19],
  ];
  seeds = seedPos.map(([a, b]) => `<ellipse cx="${a}" cy="${b}" rx="1.1" ry="1.8" fill="#ffe08a"/>`).join("");
  return g(
    x,
    y,
    s,
    `<ellipse cx="2" cy="6" rx="18" ry="20" fill="#3b2210" opacity="0.15" filter="url(#blur2)"/>
		<path d="${body}" fill="#e23a46"/>
		<path d="M 6 -12 C 14 -12 18 -3 14 7 C 12 1 10 -6 6 -12 Z" fill="#b51f32" opacity="0.55"/>
		<ellipse cx="-7" cy="-4" rx="4" ry="7" fill="#fff" opacity="0.3"/>${seeds}
		<path d="M 0 -14 L -13 -20 L -5 -15 L -9 -24 L -1 -17 L 4 -25 L 4 -16 L 13 -21 L 7 -13 Z" fill="#3f9a3a" stroke="#2f7a2c" stroke-width="1" stroke-linejoin="round"/>`,
    rot,
  );
}

function banana(x, y, r = 15) {
  const seeds = [0, 1, 2]
    .map((i) => {
      const a = (i / 3) * Math.PI * 2 - 1.4;
      return `<ellipse cx="${f(Math.cos(a) * r * 0.2)}" cy="${f(Math.sin(a) * r * 0.16)}" rx="1.6" ry="1.1" fill="#9a7438"/>`;
    })
    .join("");
  return g(
    x,
    y,
    1,
    `<ellipse cx="1" cy="4" rx="${r}" ry="${f(r * 0.72)}" fill="#dcbd63"/>
		<ellipse cx="0" cy="0" rx="${r}" ry="${f(r * 0.72)}" fill="#fdeeb8" stroke="#eccf7c" stroke-width="1.6"/>
		<ellipse cx="0" cy="0" rx="${f(r * 0.55)}" ry="${f(r * 0.4)}" fill="#f8df94" opacity="0.8"/>${seeds}`,
  );
}

function oreo(x, y, r = 17, open = false, rot = 0) {
  const ring = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    return `<circle cx="${f(Math.cos(a) * r * 0.72)}" cy="${f(Math.sin(a) * r * 0.72 * 0.75)}" r="1.3" fill="#463a35"/>`;
  }).join("");
  const face = open
    ? `<ellipse cx="0" cy="0" rx="${f(r * 0.86)}" ry="${f(r * 0.64)}" fill="#f7f2e6"/>`
    : `<ellipse cx="0" cy="0" rx="${f(r * 0.5)}" ry="${f(r * 0.37)}" fill="none" stroke="#463a35" stroke-width="1.5"/>${ring}`;
  return g(
    x,
    y,
    1,
    `<ellipse cx="0" cy="6" rx="${r}" ry="${f(r * 0.75)}" fill="#15100e"/>
		${open ? "" : `<rect x="${-r}" y="0" width="${2 * r}" height="3" fill="#f4efe2"/>`}
		<ellipse cx="0" cy="0" rx="${r}" ry="${f(r * 0.75)}" fill="#2b221f"/>${face}`,
    rot,
  );
}

function crumbs(cx, cy, rx, ry, n, colors) {
  let s = "";
  for (let i = 0; i < n; i++) {
    const a = R(0, Math.PI * 2);
    const r = Math.sqrt(R());
    s += `<path d="${blob(cx + Math.cos(a) * rx * r, cy + Math.sin(a) * ry * r, R(2, 5), R(1.6, 4), 0.35, 5)}" fill="${pick(colors)}"/>`;
  }
  return s;
}

function powder(cx, cy, rx, ry, n, color, o = 0.8) {
  let s = `<g fill="${color}" opacity="${o}">`;
  for (let i = 0; i < n; i++) {
    const a = R(0, Math.PI * 2);
    const r = Math.sqrt(R());
    s += `<circle cx="${f(cx + Math.cos(a) * rx * r)}" cy="${f(cy + Math.sin(a) * ry * r)}" r="${f(R(0.7, 1.9))}"/>`;
  }
  return `${s}</g>`;
}

function whipped(x, y, s = 1) {
  return g(
    x,
    y,
    s,
    `<ellipse cx="2" cy="6" rx="28" ry="12" fill="#3b2210" opacity="0.18" filter="url(#blur2)"/>
		<path d="M -27 0 C -30 -12 -18 -16 -12 -14 C -10 -22 10 -22 12 -14 C 20 -16 30 -10 27 0 C 20 8 -20 8 -27 0 Z" fill="url(#cream)" stroke="#e6d8c2" stroke-width="1"/>
		<path d="M -18 -12 C -20 -24 -8 -26 -4 -24 C 0 -32 14 -28 14 -20 C 18 -18 16 -10 10 -10 C 4 -6 -14 -6 -18 -12 Z" fill="url(#cream)" stroke="#e6d8c2" stroke-width="1"/>
		<path d="M -8 -24 C -8 -34 2 -36 4 -44 C 8 -36 12 -30 8 -24 C 4 -20 -4 -20 -8 -24 Z" fill="url(#cream)" stroke="#e6d8c2" stroke-width="1"/>
		<path d="M -20 -2 Q -12 2 -4 -3 M 4 -14 Q 8 -12 12 -15" stroke="#e2d2b8" stroke-width="1.5" fill="none"/>`,
  );
}

function creamCloud(cx, cy, w, h) {
  let s = "";
  const n = 7;
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    const x = cx - w / 2 + w * t;
    const y = cy - Math.sin(t * Math.PI) * h * 0.5 + R(-4, 4);
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(R(20, 28))}" fill="url(#cream)" stroke="#eadfcd" stroke-width="1"/>`;
  }
  return s;
}

function peanut(x, y, rot = 0, half = false) {
  const body = half
    ? `<ellipse cx="0" cy="0" rx="8" ry="5.5" fill="#e2b06f" stroke="#b98544" stroke-width="1"/><path d="M -7 0 L 7 0" stroke="#c69357" stroke-width="1"/>`
    : `<ellipse cx="-5" cy="0" rx="7" ry="5.5" fill="#e3b16f" stroke="#b98544" stroke-width="1"/><ellipse cx="5" cy="0" rx="7" ry="5.8" fill="#e3b16f" stroke="#b98544" stroke-width="1"/><ellipse cx="-4" cy="-2" rx="3" ry="1.5" fill="#f4d59f"/>`;
  return g(x, y, 1, body, rot);
}

function leaf(x, y, w, h, color = "#7cc24a", rot = 0) {
  const pts = [];
  const n = 22;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const k = 1 + 0.12 * Math.sin(i * 2.7) + R(-0.05, 0.05);
    pts.push([Math.cos(a) * w * k, Math.sin(a) * h * k]);
  }
  return g(
    x,
    y,
    1,
    `<path d="${smoothClosed(pts)}" fill="${color}" stroke="${dark(color, 0.2)}" stroke-width="1.4"/>
		<path d="M ${-w * 0.8} 0 Q 0 ${-h * 0.2} ${w * 0.8} 0 M ${-w * 0.3} -2 L ${-w * 0.45} ${-h * 0.6} M ${w * 0.2} -3 L ${w * 0.35} ${-h * 0.6} M ${-w * 0.1} -1 L ${-w * 0.05} ${h * 0.6}" stroke="${light(color, 0.35)}" stroke-width="1.5" fill="none"/>`,
    rot,
  );
}

function mint(x, y, s = 1, rot = 0) {
  const one = (r) =>
    `<g transform="rotate(${r})"><path d="M 0 0 C 6 -8 18 -10 26 -2 C 18 6 6 6 0 0 Z" fill="#48a24a" stroke="#2f7d33" stroke-width="1"/><path d="M 2 -1 L 22 -2" stroke="#8fd18a" stroke-width="1"/></g>`;
  return g(x, y, s, one(-30) + one(40) + one(180), rot);
}

function beefSlice(x, y, s = 1, rot = 0) {
  const d = blob(0, 0, 30, 14, 0.12, 10);
  return g(
    x,
    y,
    s,
    `<path d="${d}" fill="#a8323a" stroke="#7d2027" stroke-width="1.5"/>
		<path d="M -20 -3 C -8 -8 4 2 18 -4 M -12 6 C 0 2 8 8 16 4" stroke="#e79a96" stroke-width="2.2" fill="none" opacity="0.8"/>
		<path d="${blob(0, 0, 26, 10, 0.1, 8)}" fill="none" stroke="#c9505a" stroke-width="2" opacity="0.5"/>`,
    rot,
  );
}

function chicken(x, y, s = 1) {
  return g(
    x,
    y,
    s,
    `<path d="${blob(0, 2, 13, 10, 0.3, 7)}" fill="#9e3a12"/>
		<path d="${blob(0, 0, 13, 10, 0.3, 7)}" fill="#e2672b" stroke="#b8471a" stroke-width="1"/>
		<path d="${blob(-3, -3, 6, 3.5, 0.3, 6)}" fill="#f5a05a" opacity="0.8"/>`,
  );
}

function chili(x, y, r = 6) {
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${r}" fill="#e0262b"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.6)}" fill="#ff8a5c"/><circle cx="${f(x - 1)}" cy="${f(y)}" r="1" fill="#fff3c4"/><circle cx="${f(x + 1.5)}" cy="${f(y + 1)}" r="1" fill="#fff3c4"/>`;
}
function scallion(x, y, r = 5) {
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${r}" fill="none" stroke="#5db044" stroke-width="2.6"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r - 2)}" fill="#d9f0b8" opacity="0.7"/>`;
}

function scoop(x, y, s = 1, flavour = "vanilla", sauce = "") {
  const fill = flavour === "vanilla" ? "url(#vanilla)" : flavour;
  let bumps = "M 44 0 ";
  for (let i = 0; i < 8; i++) {
    const x1 = 44 - (i + 1) * 11;
    bumps += `Q ${f(x1 + 5.5)} ${i % 2 ? 10 : 6} ${f(x1)} 2 `;
  }
  let specks = "";
  if (flavour === "vanilla")
    for (let i = 0; i < 26; i++)
      specks += `<circle cx="${f(R(-34, 34))}" cy="${f(R(-40, -2))}" r="${f(R(0.6, 1.3))}" fill="#4a2d14" opacity="0.75"/>`;
  return g(
    x,
    y,
    s,
    `<ellipse cx="4" cy="8" rx="46" ry="14" fill="#3b2210" opacity="0.2" filter="url(#blur2)"/>
		<path d="M -44 2 C -50 -70 50 -70 44 0 ${bumps.slice(8)} Z" fill="${fill}" stroke="#e3cf9a" stroke-width="1.2"/>
		<path d="M 16 4 Q 20 16 18 22 Q 14 26 12 20 Q 11 12 12 6 Z" fill="url(#vanilla)" stroke="#e3cf9a" stroke-width="1"/>
		<ellipse cx="-22" cy="-24" rx="10" ry="6" fill="#fff" opacity="0.7" transform="rotate(-40 -22 -24)"/>${specks}
		${sauce ? `<g transform="translate(0 -9)"><path d="M -32 -30 C -24 -48 24 -48 32 -30 Q 30 -22 26 -26 Q 22 -14 17 -24 Q 10 -18 5 -26 Q -2 -12 -8 -26 Q -14 -20 -19 -27 Q -26 -18 -32 -30 Z" fill="${sauce}"/><path d="M -18 -38 Q -6 -44 8 -42" stroke="#fff" stroke-width="2.5" fill="none" opacity="0.4" stroke-linecap="round"/></g>` : ""}`,
  );
}

function wafer(x, y, len, rot) {
  let lines = "";
  for (let i = 6; i < len; i += 9) lines += `<path d="M ${i} -5 L ${i + 5} 5" stroke="#b2753a" stroke-width="1.4"/>`;
  return g(
    x,
    y,
    1,
    `<rect x="0" y="-5.5" width="${len}" height="11" rx="5" fill="#e8ab61" stroke="#b2753a" stroke-width="1.2"/>${lines}<ellipse cx="${len}" cy="0" rx="3" ry="5.5" fill="#5a3318"/>`,
    rot,
  );
}

function cherry(x, y, s = 1) {
  return g(
    x,
    y,
    s,
    `<path d="M 0 -8 Q 4 -26 16 -34" stroke="#5a7a2a" stroke-width="2.5" fill="none" stroke-linecap="round"/>
		<circle cx="0" cy="0" r="10" fill="#c8102e"/><circle cx="-3.5" cy="-3.5" r="3" fill="#fff" opacity="0.55"/>`,
  );
}

function coffeeBean(x, y, rot = 0, s = 1) {
  return g(
    x,
    y,
    s,
    `<ellipse cx="0" cy="0" rx="8" ry="5.5" fill="#5b3420"/><ellipse cx="-2" cy="-2" rx="4" ry="1.8" fill="#7d4d31"/><path d="M -7 0.5 C -3 -2.5 3 3 7 -0.5" stroke="#2a160b" stroke-width="1.4" fill="none"/>`,
    rot,
  );
}

function lychee(x, y, r = 14, peeled = false) {
  if (peeled)
    return `${shadow(x + 2, y + r * 0.6, r, r * 0.4, 0.2)}<circle cx="${x}" cy="${y}" r="${r}" fill="#f7f3e8" stroke="#e2dccb" stroke-width="1.2"/><ellipse cx="${f(x - r * 0.35)}" cy="${f(y - r * 0.35)}" rx="${f(r * 0.3)}" ry="${f(r * 0.2)}" fill="#fff"/><ellipse cx="${f(x + r * 0.2)}" cy="${f(y + r * 0.25)}" rx="${f(r * 0.35)}" ry="${f(r * 0.25)}" fill="#ebe3cf" opacity="0.8"/>`;
  let bumps = "";
  for (let i = 0; i < 18; i++) {
    const a = R(0, Math.PI * 2);
    const rr = Math.sqrt(R()) * r * 0.85;
    bumps += `<circle cx="${f(x + Math.cos(a) * rr)}" cy="${f(y + Math.sin(a) * rr)}" r="1.5" fill="#9e2236" opacity="0.55"/>`;
  }
  return `${shadow(x + 2, y + r * 0.6, r, r * 0.4, 0.2)}<circle cx="${x}" cy="${y}" r="${r}" fill="#d8485d" stroke="#a82a40" stroke-width="1.2"/>${bumps}<ellipse cx="${f(x - r * 0.4)}" cy="${f(y - r * 0.4)}" rx="${f(r * 0.28)}" ry="${f(r * 0.18)}" fill="#fff" opacity="0.4"/>`;
}

// --------------------------------------------------------------- drinks --

function glass({ liquid, top = -92, ice = true, inside = "", garnish = "", straw = "#e94f37" }) {
  const id = uid("gl");
  const outer = "M -62 -122 L -50 108 A 50 12 0 0 0 50 108 L 62 -122 Z";
  const inner = `M -58 ${top} L -47 106 A 47 10 0 0 0 47 106 L 58 ${top} Z`;
  let cubes = "";
  if (ice) {
    const pos = [
      [-24, top + 22, 14],
      [18, top + 28, -12],
      [-6, top + 60, 30],
      [22, top + 84, 8],
      [-28, top + 96, -20],
    ];
    for (const [x, y, r] of pos)
      cubes += `<g transform="translate(${x} ${y}) rotate(${r})"><rect x="-17" y="-15" width="34" height="30" rx="7" fill="#fff" opacity="0.28" stroke="#fff" stroke-opacity="0.65" stroke-width="1.6"/><path d="M -11 -9 L 4 -9" stroke="#fff" stroke-width="2.5" stroke-linecap="round" opacity="0.8"/></g>`;
  }
  return `${shadow(6, 110, 82, 18, 0.32)}
	<ellipse cx="0" cy="112" rx="78" ry="18" fill="#8c5a33"/><ellipse cx="0" cy="108" rx="78" ry="18" fill="#b98150"/><ellipse cx="0" cy="108" rx="62" ry="13" fill="none" stroke="#a06d40" stroke-width="2"/>
	<path d="M 30 ${top - 90} L 8 60" stroke="${straw}" stroke-width="11" stroke-linecap="round"/>
	<path d="M 30 ${top - 90} L 8 60" stroke="#fff" stroke-width="11" stroke-dasharray="9 9" opacity="0.85"/>
	<path d="${outer}" fill="#ffffff" opacity="0.35"/>
	<clipPath id="${id}"><path d="${inner}"/></clipPath>
	<g clip-path="url(#${id})"><rect x="-70" y="${top - 20}" width="140" height="240" fill="${liquid}"/>${inside}${cubes}
	<path d="M 30 ${top - 90} L 8 60" stroke="${straw}" stroke-width="11" stroke-linecap="round" opacity="0.55"/></g>
	<ellipse cx="0" cy="${top}" rx="58" ry="10" fill="#ffffff" opacity="0.28"/>
	<path d="M 30 ${top - 90} L ${f(30 - (22 * 90) / (150 - top))} ${top}" stroke="${straw}" stroke-width="11" stroke-linecap="round"/>
	<path d="M 30 ${top - 90} L ${f(30 - (22 * 90) / (150 - top))} ${top}" stroke="#fff" stroke-width="11" stroke-dasharray="9 9" opacity="0.85"/>
	${garnish}
	<path d="${outer}" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.85"/>
	<ellipse cx="0" cy="-122" rx="62" ry="12" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.9"/>
	<path d="M -48 -100 L -38 96" stroke="url(#glassHi)" stroke-width="12" stroke-linecap="round"/>
	<path d="M 44 -90 L 37 70" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity="0.45"/>`;
}

// ----------------------------------------------------------- backgrounds --

function productBg(W, H, base, { napkin, corner = "bl", extra = "" } = {}) {
  const id = uid("bg");
  let s = `<radialGradient id="${id}" cx="0.5" cy="0.48" r="0.72"><stop offset="0" stop-color="${light(base, 0.55)}"/><stop offset="0.6" stop-color="${base}"/><stop offset="1" stop-color="${dark(base, 0.08)}"/></radialGradient>
	<rect width="${W}" height="${H}" fill="${base}"/><rect width="${W}" height="${H}" fill="url(#${id})"/>`;
  if (napkin) {
    const [x, y, r] =
      corner === "bl"
        ? [-40, H - 70, -14]
        : corner === "tr"
          ? [W - 110, -40, 18]
          : corner === "br"
            ? [W - 120, H - 80, 12]
            : [-50, -30, -10];
    let stripes = "";
    for (let i = 0; i < 3; i++)
      stripes += `<rect x="0" y="${18 + i * 12}" width="160" height="5" fill="${napkin}" opacity="0.8"/>`;
    s += `<g transform="translate(${x} ${y}) rotate(${r})">${shadow(80, 60, 90, 60, 0.18)}<rect x="0" y="0" width="160" height="120" rx="4" fill="#fbf7ef"/>${stripes}<rect x="${18}" y="0" width="5" height="120" fill="${napkin}" opacity="0.5"/></g>`;
  }
  return s + extra;
}

function woodTable(W, H, base = "#b27a4a") {
  let s = `<rect width="${W}" height="${H}" fill="${base}"/>`;
  const plank = 120;
  for (let y = 0; y < H; y += plank) {
    const c = mix(base, pick(["#c58c58", "#a86f40", "#b9804d"]), 0.5);
    s += `<rect x="0" y="${y}" width="${W}" height="${plank - 3}" fill="${c}"/>`;
    for (let i = 0; i < 5; i++) {
      const yy = y + 14 + i * 22 + R(-5, 5);
      s += `<path d="M 0 ${f(yy)} C ${W * 0.3} ${f(yy + R(-8, 8))} ${W * 0.6} ${f(yy + R(-8, 8))} ${W} ${f(yy + R(-4, 4))}" stroke="${dark(base, 0.12)}" stroke-width="1.5" fill="none" opacity="0.5"/>`;
    }
    s += `<rect x="0" y="${y + plank - 3}" width="${W}" height="3" fill="${dark(base, 0.35)}"/>`;
  }
  const id = uid("vig");
  s += `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#2a1608" stop-opacity="0.35"/></radialGradient><rect width="${W}" height="${H}" fill="url(#${id})"/>`;
  return s;
}

// ------------------------------------------------------------- products --

const CX = 240;
const CY = 196;

function onPlate(plateOpts, food, dy = 0) {
  return g(CX, CY + 14, 1, plate(plateOpts)) + g(CX, CY + dy, 1, food);
}

const products = {
  "crepes-cokelat-keju": () => {
    const pal = BATTER.plain;
    const filling = `<path d="M -140 30 Q -70 48 0 42 Q 70 48 140 30 L 140 22 Q 0 38 -140 22 Z" fill="${CHOC}"/>${drizzle(-120, 120, 34, 44, 9, CHOC, 4)}`;
    const food = halfMoon(pal, "plain", filling) + drizzle(-110, 110, -62, 8, 9, CHOC, 6) + cheese(0, -28, 96, 36, 90);
    return productBg(480, 360, "#fbe3a8", { napkin: "#e0533d", corner: "tr" }) + onPlate({ band: "#e0533d" }, food, -6);
  },
  "crepes-pisang-cokelat": () => {
    const pal = BATTER.golden;
    let top = wedge(pal, "golden");
    const slices = [
      [-60, 24],
      [-28, 8],
      [4, -10],
      [36, -28],
      [-20, 34],
      [14, 18],
      [48, 2],
      [80, -14],
      [24, 44],
      [58, 30],
      [90, 16],
    ];
    top += slices.map(([x, y]) => banana(x, y, R(13, 15.5))).join("");
    top += drizzle(-60, 70, -30, 46, 9, CHOC, 4.5);
    const food = g(-30, -26, 0.9, wedge(pal, "golden"), -14) + g(4, 10, 1.02, top, 4);
    const extra = banana(420, 300, 18) + banana(446, 276, 16);
    return productBg(480, 360, "#fdd7bd", { napkin: "#f2b62a", corner: "bl", extra }) + onPlate({}, food, 0);
  },
  "crepes-stroberi-krim": () => {
    const pal = BATTER.plain;
    let fill = creamCloud(0, -60, 130, 40);
    fill +=
      strawberry(-52, -74, 1.05, -20, true) +
      strawberry(-10, -96, 1.1, 6) +
      strawberry(36, -78, 1.05, 22, true) +
      strawberry(58, -58, 0.9, 35);
    fill += whipped(-6, -58, 0.9);
    fill += drizzle(-50, 50, -66, -50, 6, "#e23a56", 3.5, "#ff9fb0");
    const extra = strawberry(400, 300, 1.3, 25) + strawberry(430, 250, 1.1, -10, true) + strawberry(70, 90, 1.1, -30);
    return productBg(480, 360, "#fcd0d8", { extra }) + g(CX, 172, 0.98, cone(pal, "plain", fill, "#e85a7a", "#fff5f7"));
  },
  "crepes-matcha-oreo": () => {
    const pal = BATTER.matcha;
    let top = wedge(pal, "matcha");
    top += powder(30, 10, 80, 44, 260, "#4f7d24", 0.55);
    top += whipped(-30, 22, 0.62) + whipped(70, -12, 0.62) + whipped(66, 44, 0.6);
    top += oreo(16, -2, 21) + oreo(-58, 34, 16, true, -8) + oreo(34, 42, 19, true, 10) + oreo(92, 18, 16);
    top += crumbs(30, 14, 76, 38, 70, ["#2b221f", "#3a2f2a", "#1d1613"]);
    top += drizzle(-50, 70, -24, 44, 8, "#f7f2e6", 3.2, "#ffffff");
    const food = g(-30, -26, 0.9, wedge(pal, "matcha"), -14) + g(4, 10, 1.02, top, 4);
    const extra =
      oreo(432, 322, 22) + oreo(452, 290, 18, true, 20) + crumbs(420, 340, 40, 10, 14, ["#2b221f", "#1d1613"]);
    return (
      productBg(480, 360, "#d3ecd8", { napkin: "#6aa84f", corner: "tr", extra }) + onPlate({ band: "#8bc17a" }, food, 0)
    );
  },
  "crepes-keju-susu": () => {
    const pal = BATTER.plain;
    let food = rolls(pal, "plain", "#ffe27a", 3);
    food += cheese(-6, -10, 100, 54, 120);
    food += drizzle(-110, 100, -50, 44, 12, "#fffaf0", 5, "#ffffff");
    return productBg(480, 360, "#fff0c4", { napkin: "#3f8fd2", corner: "bl" }) + onPlate({ band: "#3f8fd2" }, food, -4);
  },
  "crepes-tiramisu": () => {
    const pal = BATTER.cocoa;
    let food = squareFold(pal, "cocoa");
    food += `<path d="${blob(-4, -2, 88, 38, 0.1, 12)}" fill="url(#cream)" stroke="#e6d7c0" stroke-width="1.2"/>`;
    food += powder(-4, -2, 86, 36, 900, "#6b3f22", 0.75);
    food += powder(-4, -2, 60, 24, 400, "#4d2a14", 0.6);
    food += whipped(-50, -14, 0.62) + whipped(44, 4, 0.62);
    food += coffeeBean(-2, -18, 20) + coffeeBean(14, -8, -30) + coffeeBean(70, -22, 10);
    food += mint(-16, 20, 0.8, 10);
    const extra =
      coffeeBean(60, 300, 30, 1.4) +
      coffeeBean(86, 316, -20, 1.4) +
      coffeeBean(420, 70, 10, 1.4) +
      coffeeBean(440, 96, 70, 1.4);
    return productBg(480, 360, "#e7dcef", { extra }) + onPlate({ rim: "#fbf7f0", band: "#7a4f32" }, food, -2);
  },
  "crepes-red-velvet": () => {
    const pal = BATTER.red;
    let food = rolls(pal, "red", "#fbf3e6", 3);
    food += drizzle(-110, 100, -48, 44, 13, "#fff9f0", 5.5, "#ffffff");
    food += crumbs(-6, -6, 110, 58, 50, ["#b8323f", "#8f222e", "#d24a55"]);
    food += whipped(92, -48, 0.6);
    food += strawberry(108, 22, 0.8, 20, true);
    return (
      productBg(480, 360, "#f4e3d3", { napkin: "#b8323f", corner: "tr" }) +
      g(CX, CY + 16, 1, board({ w: 370, h: 210, color: "#4a4542" })) +
      g(CX, CY - 2, 0.95, food)
    );
  },
  "crepes-selai-kacang": () => {
    const pal = BATTER.golden;
    let top = wedge(pal, "golden");
    const spread = "M -92 40 L 30 -52 C 84 -42 114 6 96 54 Z";
    top += `<path d="${spread}" fill="#b06a2b" stroke="#8a4d1c" stroke-width="2" stroke-linejoin="round"/>`;
    for (let i = 0; i < 7; i++)
      top += `<path d="M ${-40 + i * 20} ${f(36 - i * 2)} q ${f(10 + i * 2)} -26 ${f(16 + i * 4)} -${f(40 + i * 3)}" stroke="#d18e4e" stroke-width="3.5" fill="none" stroke-linecap="round" opacity="0.75"/>`;
    top += drizzle(-30, 70, -22, 40, 7, "#8a4d1c", 3.5, "#c98a45");
    top += wedgePts(16, 0.6)
      .map(([x, y], i) => peanut(x, y, R(0, 180), i % 3 === 0))
      .join("");
    const food = g(-6, 0, 1.12, top, -4);
    const extra =
      peanut(70, 300, 20) +
      peanut(96, 320, -40, true) +
      peanut(420, 60, 80) +
      peanut(400, 84, 10, true) +
      peanut(430, 110, -20);
    return productBg(480, 360, "#fbd9a6", { extra }) + onPlate({ band: "#e39b3c" }, food, 0);
  },
  "crepes-tuna-mayo": () => {
    const pal = BATTER.plain;
    let food = leaf(-40, 10, 110, 46, "#8fcb52", -6) + leaf(60, -24, 90, 36, "#7cbf45", 10);
    food += rolls(pal, "plain", "#eacca9", 2, { len: 210, r: 27 });
    food += crumbs(118, 0, 20, 40, 24, ["#e8c9a8", "#d9b08a", "#f2dcc2"]);
    food += drizzle(-100, 90, -36, 34, 10, "#fff6dc", 4, "#ffffff");
    food += `<g>${[-70, -30, 10, 50].map((x, i) => `<circle cx="${x}" cy="${i % 2 ? -18 : 14}" r="4.5" fill="#ffd23f" stroke="#e3a81e"/>`).join("")}</g>`;
    food += powder(0, 0, 110, 50, 80, "#2f6d2a", 0.9);
    food += `<circle cx="-110" cy="-58" r="5" fill="#e0262b"/><circle cx="-96" cy="-64" r="4" fill="#ffd23f"/>`;
    return (
      productBg(480, 360, "#d2e6f2", { napkin: "#2f7fc1", corner: "bl" }) +
      onPlate({ band: "#2f7fc1", rim: "#ffffff" }, food, -2)
    );
  },
  "crepes-daging-asap": () => {
    const pal = BATTER.golden;
    const filling =
      beefSlice(-96, 36, 0.9, 8) +
      beefSlice(-40, 42, 1, -6) +
      beefSlice(20, 42, 0.95, 5) +
      beefSlice(82, 36, 0.9, -8) +
      `<path d="M -130 32 Q -60 52 10 48 Q 80 52 130 32 L 130 40 Q 60 62 -20 58 Q -80 60 -130 40 Z" fill="#ffd84a" opacity="0.95"/>` +
      leaf(-120, 36, 24, 10, "#6dbb45", 10) +
      leaf(120, 34, 22, 9, "#6dbb45", -10);
    let food = halfMoon(pal, "golden", filling);
    food += beefSlice(-40, -40, 0.9, -10) + beefSlice(30, -34, 0.85, 12);
    food += drizzle(-100, 100, -56, 0, 10, "#fff4d6", 3.5, "#ffffff");
    food += powder(0, -28, 100, 34, 60, "#2f6d2a", 0.9);
    food += cheese(-6, -12, 40, 12, 20);
    return (
      productBg(480, 360, "#dbe6cb", { napkin: "#8a5a31", corner: "tr" }) +
      g(CX, CY + 14, 1, board({ w: 390, h: 220, color: "#c98d55" })) +
      g(CX, CY - 4, 0.94, food)
    );
  },
  "crepes-ayam-pedas": () => {
    const pal = BATTER.golden;
    let fill =
      leaf(-52, -50, 44, 22, "#7cc24a", -24) +
      leaf(50, -50, 44, 22, "#8fcb52", 28) +
      leaf(0, -58, 50, 22, "#6db63f", 4);
    const ch = [
      [-4, -112],
      [-34, -100],
      [26, -102],
      [-58, -80],
      [-22, -84],
      [12, -88],
      [48, -80],
      [-40, -62],
      [-4, -66],
      [32, -62],
      [62, -58],
    ];
    fill += ch.map(([x, y]) => chicken(x, y, R(1.2, 1.45))).join("");
    fill += drizzle(-62, 40, -100, -66, 6, "#e8471f", 4.5, "#ff9a6b");
    fill += drizzle(-54, 46, -92, -60, 5, "#fff6dc", 3, "#ffffff");
    fill +=
      chili(-36, -112, 5.5) +
      chili(20, -118, 5.5) +
      chili(56, -90, 5.5) +
      chili(-64, -70, 5) +
      scallion(-12, -96, 5) +
      scallion(40, -74, 5) +
      scallion(-48, -90, 4.5) +
      scallion(6, -126, 4.5);
    const extra =
      chili(400, 290, 9) +
      chili(424, 310, 8) +
      chili(60, 80, 8) +
      scallion(84, 100, 7) +
      scallion(380, 312, 6) +
      leaf(420, 70, 30, 14, "#7cc24a", 30);
    return (
      productBg(480, 360, "#ffcdb8", { napkin: "#2d2d2d", corner: "bl", extra }) +
      g(CX, 176, 0.94, cone(pal, "golden", fill, "#2d2d2d", "#f6ead9"))
    );
  },
  "crepes-es-krim-vanila": () => {
    const pal = BATTER.plain;
    let food = squareFold(pal, "plain");
    food += drizzle(-100, 96, -42, 40, 10, CHOC, 4.5);
    food += wafer(10, -26, 84, -42);
    food += scoop(-4, 10, 1.45, "vanilla", CHOC);
    food +=
      powder(-4, -62, 32, 8, 26, "#f24d6b", 1) +
      powder(-4, -62, 32, 8, 26, "#3fb8e0", 1) +
      powder(-4, -62, 32, 8, 20, "#ffd23f", 1);
    food += cherry(-2, -72, 1.1);
    food += mint(84, 34, 0.75, 20) + strawberry(-92, 30, 0.9, -20, true);
    return productBg(480, 360, "#dcd3f2", { napkin: "#7c5cc4", corner: "tr" }) + onPlate({}, food, -2);
  },
  "es-teh-leci": () => {
    const inside = [
      [-18, -40],
      [20, 10],
      [-22, 54],
      [16, 84],
    ]
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="15" fill="#fbf5e6" opacity="0.85" stroke="#efe3c6" stroke-width="1"/>`,
      )
      .join("");
    const liquid = "url(#tea)";
    const garnish = `<path d="M -54 -128 L -6 -170" stroke="#c8a26a" stroke-width="3"/>${lychee(-40, -136, 14, true)}${mint(20, -104, 0.9, -20)}`;
    const tea = `<defs><linearGradient id="tea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4b45c"/><stop offset="0.5" stop-color="#de8a2f"/><stop offset="1" stop-color="#b5601d"/></linearGradient></defs>`;
    const extra =
      lychee(350, 270, 20) +
      lychee(392, 288, 18) +
      lychee(372, 236, 17, true) +
      mint(420, 240, 1.2, 30) +
      lychee(88, 290, 18);
    return (
      tea +
      productBg(480, 360, "#cdeee6", { napkin: "#2fa39a", corner: "tr", extra }) +
      g(214, 186, 1, glass({ liquid, inside, garnish, straw: "#2fa39a" }))
    );
  },
  "kopi-susu-gula-aren": () => {
    const kopi = `<defs><linearGradient id="kopi" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a8683c"/><stop offset="0.22" stop-color="#c79a72"/><stop offset="0.4" stop-color="#f1e4cf"/><stop offset="0.66" stop-color="#ecdcc2"/><stop offset="0.76" stop-color="#9a5f2e"/><stop offset="0.84" stop-color="#653514"/><stop offset="1" stop-color="#4a250e"/></linearGradient></defs>`;
    const inside = `<path d="M -70 -92 Q 0 -80 70 -92 L 70 -60 Q 20 -40 -70 -64 Z" fill="#8d5532" opacity="0.5"/>`;
    let dish = `${shadow(372, 282, 66, 18, 0.3)}<ellipse cx="370" cy="282" rx="64" ry="22" fill="#d9cbb5"/><ellipse cx="370" cy="278" rx="64" ry="22" fill="#f7f1e6"/><ellipse cx="370" cy="280" rx="46" ry="14" fill="#ebe0cd"/>`;
    for (const [x, y] of [
      [350, 272],
      [384, 268],
      [366, 284],
      [396, 282],
    ])
      dish += `<ellipse cx="${x}" cy="${y + 5}" rx="15" ry="8" fill="#5e3012"/><rect x="${x - 15}" y="${y - 3}" width="30" height="8" fill="#6d3a18"/><ellipse cx="${x}" cy="${y - 3}" rx="15" ry="8" fill="#8b4d22"/><ellipse cx="${x - 4}" cy="${y - 5}" rx="6" ry="2.5" fill="#a9653a"/>`;
    const extra =
      dish +
      coffeeBean(80, 280, 20, 1.5) +
      coffeeBean(108, 300, -30, 1.5) +
      coffeeBean(70, 312, 70, 1.5) +
      coffeeBean(412, 84, 30, 1.4) +
      coffeeBean(436, 104, -10, 1.4);
    return (
      kopi +
      productBg(480, 360, "#f1ddc0", { extra }) +
      g(214, 186, 1, glass({ liquid: "url(#kopi)", top: -96, inside, straw: "#6d3a18" }))
    );
  },
};

// ------------------------------------------------------- site pictures --

function hero() {
  const W = 1200;
  const H = 600;
  let s = woodTable(W, H, "#b07848");
  // runner cloth
  s += `<g transform="rotate(-4 600 300)"><rect x="-50" y="230" width="1300" height="170" fill="#f7efe1"/>`;
  for (let i = 0; i < 5; i++)
    s += `<rect x="-50" y="${244 + i * 34}" width="1300" height="6" fill="#d9553f" opacity="0.55"/>`;
  s += "</g>";
  // back row: drinks and cone
  s += g(150, 168, 0.62, glass({ liquid: "url(#tea)", garnish: mint(20, -104, 0.9, -20), straw: "#2fa39a" }));
  s += g(1080, 176, 0.62, glass({ liquid: "url(#kopi)", top: -96, straw: "#6d3a18" }));
  // plates
  const p1 =
    halfMoon(
      BATTER.plain,
      "plain",
      `<path d="M -140 30 Q -70 48 0 42 Q 70 48 140 30 L 140 22 Q 0 38 -140 22 Z" fill="${CHOC}"/>`,
    ) +
    drizzle(-110, 110, -62, 8, 9, CHOC, 6) +
    cheese(0, -28, 96, 36, 70);
  s += g(330, 420, 1.05, plate({ band: "#e0533d" })) + g(330, 400, 1.05, p1);
  let p2 = g(-14, -18, 0.86, wedge(BATTER.golden, "golden"), -8) + g(14, 20, 0.92, wedge(BATTER.golden, "golden"), 6);
  for (const [x, y] of [
    [-80, -10],
    [-48, -16],
    [-16, -20],
    [16, -20],
    [-60, 16],
    [-28, 14],
    [4, 14],
    [36, 14],
  ])
    p2 += banana(x, y, 14);
  p2 += drizzle(-100, 80, -36, 36, 10, CHOC, 5);
  s += g(620, 250, 0.9, plate({})) + g(620, 236, 0.9, p2);
  let p3 = rolls(BATTER.red, "red", "#fbf3e6", 3) + drizzle(-110, 100, -48, 44, 13, "#fff9f0", 5.5, "#ffffff");
  p3 += crumbs(-6, -6, 110, 58, 40, ["#b8323f", "#8f222e"]);
  s += g(900, 430, 1.02, plate({ band: "#3f8fd2" })) + g(900, 412, 0.98, p3);
  const p4 =
    squareFold(BATTER.plain, "plain") +
    drizzle(-100, 100, -40, 44, 10, CHOC, 4.5) +
    scoop(-6, 0, 1.05) +
    wafer(14, -20, 76, -40) +
    cherry(-4, -52, 0.9);
  s += g(400, 150, 0.62, plate({ band: "#7c5cc4" })) + g(400, 142, 0.62, p4);
  let p5 = g(-16, -16, 0.88, wedge(BATTER.matcha, "matcha"), -6) + g(16, 22, 0.92, wedge(BATTER.matcha, "matcha"), 8);
  p5 +=
    whipped(-62, -6, 0.7) + whipped(40, -2, 0.7) + oreo(-20, -22, 17) + oreo(10, 12, 16, true, 10) + oreo(70, 20, 14);
  p5 += crumbs(-10, 0, 100, 42, 40, ["#2b221f", "#1d1613"]);
  s += g(860, 140, 0.62, plate({ band: "#8bc17a" })) + g(860, 132, 0.62, p5);
  // scattered bits
  s += strawberry(90, 470, 1.5, 20) + strawberry(140, 520, 1.3, -30, true) + strawberry(60, 540, 1.3, 60);
  s += banana(1120, 480, 18) + banana(1150, 520, 16) + coffeeBean(1110, 320, 10, 1.6) + coffeeBean(1140, 340, 60, 1.6);
  s += lychee(250, 250, 18) + lychee(280, 270, 16, true) + mint(1040, 560, 1.4, 10);
  const tea = `<linearGradient id="tea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4b45c"/><stop offset="0.5" stop-color="#de8a2f"/><stop offset="1" stop-color="#b5601d"/></linearGradient><linearGradient id="kopi" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a8683c"/><stop offset="0.22" stop-color="#c79a72"/><stop offset="0.4" stop-color="#f1e4cf"/><stop offset="0.66" stop-color="#ecdcc2"/><stop offset="0.76" stop-color="#9a5f2e"/><stop offset="0.84" stop-color="#653514"/><stop offset="1" stop-color="#4a250e"/></linearGradient>`;
  return `<defs>${tea}</defs>${s}`;
}

function about() {
  const W = 800;
  const H = 500;
  let s = `<rect width="${W}" height="${H}" fill="#f6e7cf"/>`;
  // tiled lower wall
  for (let y = 250; y < 340; y += 22)
    for (let x = (y / 22) % 2 ? -22 : 0; x < W; x += 44)
      s += `<rect x="${x + 1}" y="${y + 1}" width="42" height="20" rx="3" fill="${(x + y) % 3 ? "#e9f1ee" : "#d7e9e4"}"/>`;
  // window
  s += `<rect x="70" y="70" width="190" height="150" rx="10" fill="#8a5a31"/><rect x="82" y="82" width="166" height="126" rx="4" fill="#bfe3f0"/>`;
  s += `<circle cx="200" cy="120" r="26" fill="#fff3c4" opacity="0.9"/><path d="M 82 190 Q 130 160 170 182 Q 210 160 248 180 L 248 208 L 82 208 Z" fill="#8cc57a"/>`;
  s += `<rect x="162" y="82" width="6" height="126" fill="#8a5a31"/><rect x="82" y="142" width="166" height="6" fill="#8a5a31"/>`;
  s += `<path d="M 82 82 L 130 82 L 82 150 Z" fill="#fff" opacity="0.25"/>`;
  // awning
  for (let i = 0; i < 14; i++) {
    const x = i * 60;
    const c = i % 2 ? "#fff6ea" : "#d9553f";
    s += `<path d="M ${x} 0 L ${x + 60} 0 L ${x + 60} 40 Q ${x + 30} 62 ${x} 40 Z" fill="${c}"/>`;
  }
  s += `<rect x="0" y="0" width="${W}" height="8" fill="#a63c2b"/>`;
  // shelves with jars
  for (const y of [120, 200]) {
    s += `<rect x="330" y="${y}" width="230" height="10" rx="3" fill="#8a5a31"/><rect x="330" y="${y + 10}" width="230" height="4" fill="#6d4424"/>`;
    const colors =
      y === 120
        ? ["#e8394a", "#f2b62a", "#6aa84f", "#4a2614", "#e8394a"]
        : ["#f7e6c8", "#c98a45", "#b8323f", "#8bc17a"];
    colors.forEach((c, i) => {
      const x = 346 + i * (y === 120 ? 44 : 54);
      const h = 38 + (i % 2) * 10;
      s += `<rect x="${x}" y="${y - h}" width="32" height="${h}" rx="6" fill="#ffffff" opacity="0.75"/><rect x="${x + 3}" y="${y - h + 12}" width="26" height="${h - 15}" rx="4" fill="${c}"/><rect x="${x - 1}" y="${y - h - 6}" width="34" height="9" rx="3" fill="#8a5a31"/><rect x="${x + 6}" y="${y - h + 16}" width="4" height="${h - 24}" rx="2" fill="#fff" opacity="0.45"/>`;
    });
  }
  // blank chalk menu board (doodles only)
  s += `<rect x="600" y="64" width="160" height="176" rx="8" fill="#8a5a31"/><rect x="610" y="74" width="140" height="156" rx="4" fill="#2f3a36"/>`;
  s += g(680, 120, 0.38, wedge(BATTER.plain, "plain"));
  for (let i = 0; i < 4; i++)
    s += `<path d="M 628 ${164 + i * 16} L ${700 + (i % 2) * 20} ${164 + i * 16} M 720 ${164 + i * 16} L 734 ${164 + i * 16}" stroke="#e9efe9" stroke-width="3" stroke-linecap="round" opacity="0.7"/>`;
  // pendant lamps
  for (const x of [296, 580]) {
    s += `<path d="M ${x - 24} 62 L ${x - 90} 300 L ${x + 90} 300 L ${x + 24} 62 Z" fill="#fff6d6" opacity="0.16"/>`;
    s += `<path d="M ${x} 8 L ${x} 36" stroke="#3a2a1f" stroke-width="2"/><path d="M ${x - 24} 60 Q ${x} 28 ${x + 24} 60 Z" fill="#2f6d5e"/><ellipse cx="${x}" cy="61" rx="9" ry="5" fill="#fff3c4"/>`;
  }
  // counter
  s += `${shadow(400, 340, 420, 20, 0.25)}<rect x="0" y="300" width="${W}" height="30" fill="#e8dccb"/><rect x="0" y="326" width="${W}" height="8" fill="#c9b9a2"/>`;
  s += `<rect x="0" y="334" width="${W}" height="166" fill="#b07848"/>`;
  for (let x = 0; x < W; x += 50) s += `<rect x="${x}" y="334" width="4" height="166" fill="#8f5d35"/>`;
  s += `<rect x="0" y="334" width="${W}" height="10" fill="#8f5d35" opacity="0.6"/>`;
  // griddle with crepe
  s += `${shadow(250, 306, 110, 18, 0.35)}<rect x="150" y="282" width="200" height="24" rx="6" fill="#3a3a3a"/><ellipse cx="250" cy="282" rx="100" ry="26" fill="#2b2b2b"/><ellipse cx="250" cy="280" rx="90" ry="22" fill="#e9b25f"/>`;
  s += `<ellipse cx="250" cy="280" rx="90" ry="22" fill="none" stroke="#c98a3d" stroke-width="3"/>`;
  for (let i = 0; i < 20; i++)
    s += `<ellipse cx="${f(R(175, 325))}" cy="${f(R(266, 294))}" rx="${f(R(3, 9))}" ry="${f(R(1.5, 3))}" fill="#c47f33" opacity="0.4"/>`;
  s += `<g transform="rotate(-18 300 266)"><rect x="230" y="262" width="110" height="5" rx="2" fill="#c69c6d"/><rect x="296" y="248" width="6" height="34" rx="2" fill="#a57c50"/></g>`;
  // batter bowl + whisk
  s += `${shadow(420, 306, 50, 10, 0.3)}<path d="M 375 276 Q 380 312 420 312 Q 460 312 465 276 Z" fill="#3f8fd2"/><ellipse cx="420" cy="276" rx="45" ry="10" fill="#f6e2b6"/><ellipse cx="420" cy="276" rx="45" ry="10" fill="none" stroke="#2f6fa8" stroke-width="3"/>`;
  s += `<path d="M 428 272 L 470 220" stroke="#8a5a31" stroke-width="7" stroke-linecap="round"/><path d="M 420 276 Q 408 256 430 262 Q 444 262 428 276 Z" fill="none" stroke="#cfd6da" stroke-width="2"/>`;
  // plate of crepes on counter
  s +=
    g(600, 296, 0.5, plate({ band: "#d9553f" })) +
    g(
      600,
      288,
      0.5,
      wedge(BATTER.golden, "golden") +
        drizzle(-100, 80, -30, 30, 8, CHOC, 5) +
        strawberry(-10, -6, 1.2, 10) +
        strawberry(30, 8, 1.1, -10, true),
    );
  // plant
  s += `<path d="M 720 300 L 740 250 L 780 250 L 800 300 Z" fill="#c4643b" transform="translate(-20 0)"/>`;
  for (let i = 0; i < 7; i++) s += leaf(740 + R(-20, 20), 230 + R(-30, 10), 20, 8, "#4f9a45", R(-70, -110) + i * 25);
  // stools
  for (const x of [170, 420, 660])
    s += `<rect x="${x - 5}" y="420" width="10" height="80" fill="#3a2a1f"/><ellipse cx="${x}" cy="416" rx="44" ry="12" fill="#d9553f"/><ellipse cx="${x}" cy="412" rx="44" ry="12" fill="#ef6e55"/>`;
  return s;
}

function logo() {
  const pal = BATTER.golden;
  const whisk = `<g transform="translate(166 74) rotate(32) scale(1.08)">
		<rect x="-5" y="40" width="10" height="44" rx="5" fill="#8a5a31"/>
		<path d="M -3 42 C -26 10 -18 -34 0 -38 C 18 -34 26 10 3 42" fill="none" stroke="#7f8b94" stroke-width="3.4"/>
		<path d="M -2 42 C -13 10 -9 -32 0 -38 C 9 -32 13 10 2 42" fill="none" stroke="#9aa6ae" stroke-width="3"/>
		<path d="M 0 42 L 0 -38" stroke="#7f8b94" stroke-width="3"/></g>`;
  return `<circle cx="128" cy="120" r="112" fill="#c8462f"/>
	<circle cx="128" cy="120" r="100" fill="#fff4e0"/>
	<circle cx="128" cy="120" r="94" fill="none" stroke="#c8462f" stroke-width="2" stroke-dasharray="5 6"/>
	${whisk}
	${g(106, 112, 0.5, wedge(pal, "golden") + drizzle(-100, 80, -30, 34, 7, CHOC, 8) + strawberry(-10, -8, 1.6, 10) + strawberry(40, 10, 1.4, -10, true))}
	<path d="M 14 168 L 34 150 L 222 150 L 242 168 L 222 186 L 34 186 Z" fill="#8f2f1f"/>
	<path d="M 24 150 L 232 150 L 232 196 Q 128 212 24 196 Z" fill="#d9553f"/>
	<path d="M 24 196 Q 128 212 232 196" fill="none" stroke="#a63c2b" stroke-width="3"/>
	<text x="128" y="183" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="700" font-size="26" fill="#fff8ec" letter-spacing="0.5">Kedai Crepes</text>
	<circle cx="128" cy="226" r="0" fill="none"/>`;
}

// --------------------------------------------------------------- render --

function svgDoc(w, h, body) {
  return `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;padding:0;background:transparent}svg{display:block}</style></head><body><svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs()}${body}</svg></body></html>`;
}

const jobs = [
  ...Object.entries(products).map(([slug, draw], i) => ({
    name: `${slug}.webp`,
    w: 480,
    h: 360,
    seed: 101 + i * 17,
    draw,
  })),
  { name: "home-hero.webp", w: 1200, h: 600, seed: 7, draw: hero },
  { name: "about.webp", w: 800, h: 500, seed: 11, draw: about },
  { name: "logo.png", w: 256, h: 256, seed: 3, draw: logo },
];

/** The screenshot as WebP, encoded by the page's own canvas. */
async function toWebp(page, pngBytes) {
  const dataUrl = await page.evaluate(
    async ({ src, quality }) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      canvas.getContext("2d").drawImage(image, 0, 0);
      return canvas.toDataURL("image/webp", quality);
    },
    { src: `data:image/png;base64,${pngBytes.toString("base64")}`, quality: WEBP_QUALITY },
  );
  if (!dataUrl.startsWith("data:image/webp")) throw new Error("this Chromium cannot encode WebP");
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
}

async function main() {
  await mkdir(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    for (const job of jobs) {
      const base = job.name.replace(/\.(webp|png)$/, "");
      if (ONLY && !ONLY.includes(base)) continue;
      rnd = rng(job.seed);
      uidN = 0;
      await page.setViewportSize({ width: job.w, height: job.h });
      await page.setContent(svgDoc(job.w, job.h, job.draw()));
      const file = path.join(OUT, job.name);
      const png = job.name.endsWith(".png");
      const shot = await page.screenshot({
        type: "png",
        omitBackground: png,
        clip: { x: 0, y: 0, width: job.w, height: job.h },
      });
      await writeFile(file, png ? shot : await toWebp(page, shot));
      const { size } = await stat(file);
      console.log(`${job.name.padEnd(30)} ${(size / 1024).toFixed(1)} KB`);
    }
  } finally {
    await browser.close();
  }
  let total = 0;
  for (const name of await readdir(OUT)) total += (await stat(path.join(OUT, name))).size;
  console.log(`total ${(total / 1024).toFixed(1)} KB in ${path.relative(ROOT, OUT)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
