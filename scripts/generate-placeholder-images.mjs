#!/usr/bin/env node
/**
 * Generates the placeholder artwork used until real photos are available.
 *
 * Every image is an SVG illustration in the brand palette, rendered with sharp. All randomness comes
 * from a seeded generator (one seed per output file), so running the script again produces identical
 * files. Run it with `npm run images`; pass parts of file names to render only those, e.g.
 * `node scripts/generate-placeholder-images.mjs hero nail-art-03`. See scripts/README.md.
 */
import crypto from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/* ------------------------------------------------------------------------------------------------ */
/* Palette and colour helpers                                                                        */
/* ------------------------------------------------------------------------------------------------ */

const P = {
  plum: "#4a1d3f",
  plumDeep: "#2e1027",
  plumInk: "#1f0a1a",
  plumSoft: "#6d2f5e",
  mauve: "#8e5a7f",
  rose: "#c2577a",
  roseDeep: "#9e3a5d",
  roseSoft: "#dd8da6",
  blush: "#f6dfe4",
  blushDeep: "#eec5cf",
  petal: "#faedf0",
  gold: "#c9a24a",
  goldLight: "#e8d192",
  goldDeep: "#98762c",
  cream: "#fbf6f1",
  sand: "#efe3d6",
  linen: "#e3d0c0",
  taupe: "#b59c8d",
  sage: "#8d9c82",
  sageDeep: "#5d6e58",
  sageLight: "#b9c4ab",
};

/** Warm skin tones used for hands, faces and figures. */
const SKIN = ["#5a3426", "#6e4030", "#7f4c38", "#8f5a43", "#a06a50", "#b27d62"];

const f = (n) => Math.round(n * 10) / 10;

function rgb(hex) {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(a, b, t) {
  const A = rgb(a);
  const B = rgb(b);
  return `#${A.map((v, i) =>
    Math.round(v + (B[i] - v) * t)
      .toString(16)
      .padStart(2, "0"),
  ).join("")}`;
}

const lighten = (c, t) => mix(c, "#ffffff", t);
const darken = (c, t) => mix(c, P.plumInk, t);
const op = (n) => Math.round(n * 100) / 100;

/* ------------------------------------------------------------------------------------------------ */
/* Deterministic randomness                                                                          */
/* ------------------------------------------------------------------------------------------------ */

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashString(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/* ------------------------------------------------------------------------------------------------ */
/* Scene: collects <defs> and drawing markup for one SVG                                             */
/* ------------------------------------------------------------------------------------------------ */

class Scene {
  constructor(name, w, h) {
    this.w = w;
    this.h = h;
    this.defs = [];
    this.parts = [];
    this.layers = [];
    this.count = 0;
    this.cache = new Map();
    this.random = mulberry32(hashString(name));
  }

  uid(prefix) {
    this.count += 1;
    return `${prefix}${this.count}`;
  }

  rnd(min = 0, max = 1) {
    return min + (max - min) * this.random();
  }

  pick(list) {
    return list[Math.floor(this.random() * list.length)];
  }

  add(...markup) {
    this.parts.push(...markup);
    return this;
  }

  def(markup) {
    this.defs.push(markup);
  }

  cached(key, make) {
    if (!this.cache.has(key)) this.cache.set(key, make());
    return this.cache.get(key);
  }

  static stops(list) {
    return list
      .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op(a)}"/>`)
      .join("");
  }

  /** Linear gradient; coordinates in the shape's bounding box unless `user` is set. */
  linear(list, x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false) {
    const id = this.uid("l");
    const units = user ? ' gradientUnits="userSpaceOnUse"' : "";
    this.def(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${units}>${Scene.stops(list)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Radial gradient; coordinates in the shape's bounding box unless `user` is set. */
  radial(list, { cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy, user = false } = {}) {
    const id = this.uid("r");
    const units = user ? ' gradientUnits="userSpaceOnUse"' : "";
    this.def(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}"${units}>${Scene.stops(list)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** Horizontal "cylinder" shading: darker edges, a soft highlight left of centre. */
  cyl(color, k = 1) {
    return this.cached(`cyl${color}${k}`, () =>
      this.linear(
        [
          [0, darken(color, 0.3 * k)],
          [0.26, lighten(color, 0.16 * k)],
          [0.55, color],
          [1, darken(color, 0.36 * k)],
        ],
        0,
        0,
        1,
        0,
      ),
    );
  }

  /** Radial "ball" shading with the light from the upper left. */
  ball(color, k = 1) {
    return this.cached(`ball${color}${k}`, () =>
      this.radial(
        [
          [0, lighten(color, 0.3 * k)],
          [0.55, color],
          [1, darken(color, 0.3 * k)],
        ],
        { cx: 0.45, cy: 0.42, r: 0.62, fx: 0.32, fy: 0.28 },
      ),
    );
  }

  /** Soft disc: solid centre fading out at the edge (glows, bokeh, contact shadows). */
  soft(color, hardness = 0.45) {
    return this.cached(`soft${color}${hardness}`, () =>
      this.radial([
        [0, color, 1],
        [hardness, color, 0.55],
        [1, color, 0],
      ]),
    );
  }

  vgrad(a, b) {
    return this.cached(`vg${a}${b}`, () =>
      this.linear(
        [
          [0, a],
          [1, b],
        ],
        0,
        0,
        0,
        1,
      ),
    );
  }

  clip(markup) {
    const id = this.uid("c");
    this.def(`<clipPath id="${id}">${markup}</clipPath>`);
    return `url(#${id})`;
  }

  /**
   * Out-of-focus layer (soft shadows, blurred foreground), given in canvas coordinates. SVG blur
   * filters are slow at these sizes, so the layer is rendered at 1/8 scale, blurred by sharp and
   * embedded in its place as an upscaled image.
   */
  defocus(markup, sd, opacity = 1) {
    this.layers.push({ markup, sd, opacity });
    return `<!--layer${this.layers.length - 1}-->`;
  }

  async render() {
    let svg = this.svg();
    const k = 8;
    for (const [i, layer] of this.layers.entries()) {
      const small =
        `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.ceil(this.w / k)}" ` +
        `height="${Math.ceil(this.h / k)}" viewBox="0 0 ${this.w} ${this.h}">` +
        `<defs>${this.defs.join("")}</defs>${layer.markup}</svg>`;
      const png = await sharp(Buffer.from(small))
        .blur(Math.max(0.3, layer.sd / k))
        .png()
        .toBuffer();
      svg = svg.replace(
        `<!--layer${i}-->`,
        `<image href="data:image/png;base64,${png.toString("base64")}" x="0" y="0" ` +
          `width="${this.w}" height="${this.h}" preserveAspectRatio="none" opacity="${layer.opacity}"/>`,
      );
    }
    return svg;
  }

  svg() {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" ` +
      `viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join("")}</defs>${this.parts.join("")}</svg>`
    );
  }
}

/* ------------------------------------------------------------------------------------------------ */
/* Generic drawing helpers                                                                           */
/* ------------------------------------------------------------------------------------------------ */

const tr = (x, y, rot = 0, sx = 1, sy = sx) =>
  `translate(${f(x)} ${f(y)})${rot ? ` rotate(${f(rot)})` : ""}` +
  `${sx !== 1 || sy !== 1 ? ` scale(${sx} ${sy})` : ""}`;

function backdrop(s, list, x1 = 0, y1 = 0, x2 = 1, y2 = 1) {
  s.add(`<rect width="${s.w}" height="${s.h}" fill="${s.linear(list, x1, y1, x2, y2)}"/>`);
}

function glow(s, cx, cy, rx, color, opacity = 0.6, ry = rx, hardness = 0.45) {
  return (
    `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" ` +
    `fill="${s.soft(color, hardness)}" opacity="${op(opacity)}"/>`
  );
}

function shadow(s, cx, cy, rx, ry, opacity = 0.28, color = P.plumInk) {
  return glow(s, cx, cy, rx, color, opacity, ry, 0.35);
}

function bokeh(s, n, o) {
  const { x0 = 0, y0 = 0, x1 = s.w, y1 = s.h, r = [8, 40], colors = [P.goldLight] } = o;
  const range = o.op ?? [0.15, 0.5];
  let out = "";
  for (let i = 0; i < n; i += 1) {
    const [x, y, rr] = [s.rnd(x0, x1), s.rnd(y0, y1), s.rnd(r[0], r[1])];
    out += glow(s, x, y, rr, s.pick(colors), s.rnd(range[0], range[1]), rr, 0.7);
  }
  return out;
}

function sparkle(x, y, r, fill = P.goldLight, opacity = 0.9) {
  const q = r * 0.16;
  return (
    `<path transform="${tr(x, y)}" opacity="${op(opacity)}" fill="${fill}" ` +
    `d="M0 ${f(-r)} Q${f(q)} ${f(-q)} ${f(r)} 0 Q${f(q)} ${f(q)} 0 ${f(r)} ` +
    `Q${f(-q)} ${f(q)} ${f(-r)} 0 Q${f(-q)} ${f(-q)} 0 ${f(-r)}Z"/>`
  );
}

function sparkles(s, n, box, rRange = [8, 22], fill = P.goldLight) {
  let out = "";
  for (let i = 0; i < n; i += 1) {
    const [x, y] = [s.rnd(box[0], box[2]), s.rnd(box[1], box[3])];
    out += sparkle(x, y, s.rnd(rRange[0], rRange[1]), fill, s.rnd(0.5, 0.95));
  }
  return out;
}

/** A leaf pointing up from (0,0) with half-width hw. */
function leafD(len, hw) {
  return (
    `M0 0 C${f(hw * 1.15)} ${f(-len * 0.22)} ${f(hw * 0.85)} ${f(-len * 0.74)} 0 ${f(-len)} ` +
    `C${f(-hw * 0.85)} ${f(-len * 0.74)} ${f(-hw * 1.15)} ${f(-len * 0.22)} 0 0Z`
  );
}

function leaf(x, y, len, hw, angle, fill, rib = "rgba(255,255,255,0.28)", opacity = 1) {
  const ribPath = rib
    ? `<path d="M0 0 Q${f(hw * 0.18)} ${f(-len * 0.5)} 0 ${f(-len * 0.9)}" stroke="${rib}" ` +
      `stroke-width="${f(Math.max(1.2, hw * 0.07))}" fill="none" stroke-linecap="round"/>`
    : "";
  const o = opacity !== 1 ? ` opacity="${op(opacity)}"` : "";
  return `<g transform="${tr(x, y, angle)}"${o}><path d="${leafD(len, hw)}" fill="${fill}"/>${ribPath}</g>`;
}

/** A curving stem with alternating leaves. angle 0 points up; bend is the total turn in degrees. */
function branch(s, x, y, o) {
  const { len, angle = 0, bend = 0, leaves = 6, fills = [P.sage], stem = P.sageDeep } = o;
  const { sw = 4, opacity = 1, spread = 48, rib = "rgba(255,255,255,0.28)" } = o;
  const leafLen = o.leafLen ?? len * 0.3;
  const leafW = o.leafW ?? leafLen * 0.3;
  const steps = 32;
  const pts = [];
  let px = x;
  let py = y;
  for (let i = 0; i <= steps; i += 1) {
    const hd = angle + (bend * i) / steps;
    pts.push([px, py, hd]);
    const r = (hd * Math.PI) / 180;
    px += (Math.sin(r) * len) / steps;
    py -= (Math.cos(r) * len) / steps;
  }
  let out = `<g${opacity !== 1 ? ` opacity="${op(opacity)}"` : ""}>`;
  out +=
    `<path d="M${pts.map((p) => `${f(p[0])} ${f(p[1])}`).join(" L")}" fill="none" ` +
    `stroke="${stem}" stroke-width="${sw}" stroke-linecap="round"/>`;
  for (let k = 0; k < leaves; k += 1) {
    const t = 0.16 + (0.78 * k) / leaves;
    const [lx, ly, hd] = pts[Math.round(t * steps)];
    const side = k % 2 === 0 ? 1 : -1;
    const size = 1 - 0.42 * t;
    const a = hd + side * s.rnd(spread - 10, spread + 12);
    out += leaf(lx, ly, leafLen * size * s.rnd(0.85, 1.1), leafW * size, a, s.pick(fills), rib);
  }
  const [ex, ey, eh] = pts[steps];
  out += leaf(ex, ey, leafLen * 0.7, leafW * 0.7, eh, s.pick(fills), rib);
  return `${out}</g>`;
}

/** A single soft petal pointing up from (0,0). */
function petal(s, x, y, size, angle, colors = [P.roseSoft, P.blush], opacity = 1) {
  const fill = s.cached(`petal${colors.join()}`, () =>
    s.linear(
      [
        [0, colors[0]],
        [1, colors[1]],
      ],
      0,
      1,
      0.3,
      0,
    ),
  );
  const d =
    `M0 0 C${f(size * 0.4)} ${f(-size * 0.1)} ${f(size * 0.5)} ${f(-size * 0.8)} ` +
    `${f(size * 0.14)} ${f(-size)} Q0 ${f(-size * 0.9)} ${f(-size * 0.14)} ${f(-size)} ` +
    `C${f(-size * 0.5)} ${f(-size * 0.8)} ${f(-size * 0.4)} ${f(-size * 0.1)} 0 0Z`;
  const vein =
    `<path d="M0 ${f(-size * 0.08)} Q${f(size * 0.05)} ${f(-size * 0.5)} 0 ${f(-size * 0.82)}" ` +
    `stroke="#ffffff" stroke-width="${f(size * 0.03)}" fill="none" opacity="0.35"/>`;
  const o = opacity !== 1 ? ` opacity="${op(opacity)}"` : "";
  return `<g transform="${tr(x, y, angle)}"${o}><path d="${d}" fill="${fill}"/>${vein}</g>`;
}

/** Scattered petals inside box, skipping points for which avoid(x, y) is true. */
function petals(s, n, box, sizes, palettes, range = [0.7, 1], avoid = () => false) {
  let out = "";
  let placed = 0;
  for (let tries = 0; placed < n && tries < n * 20; tries += 1) {
    const [x, y] = [s.rnd(box[0], box[2]), s.rnd(box[1], box[3])];
    const [size, angle, pal, o] = [
      s.rnd(sizes[0], sizes[1]),
      s.rnd(0, 360),
      s.pick(palettes),
      s.rnd(range[0], range[1]),
    ];
    if (avoid(x, y)) continue;
    out += petal(s, x, y, size, angle, pal, o);
    placed += 1;
  }
  return out;
}

/** Five-petal blossom centred on (x, y). */
function blossom(x, y, r, color, center = P.gold, rot = 0) {
  let out = `<g transform="${tr(x, y, rot)}">`;
  for (let i = 0; i < 5; i += 1) {
    out +=
      `<ellipse cx="0" cy="${f(-r * 0.52)}" rx="${f(r * 0.36)}" ry="${f(r * 0.52)}" ` +
      `fill="${color}" transform="rotate(${i * 72})"/>`;
  }
  out += `<circle r="${f(r * 0.2)}" fill="${center}"/></g>`;
  return out;
}

/** A rounded bloom (rose / peony) seen from above. */
function bloom(s, x, y, r, color) {
  let out = `<g transform="${tr(x, y, s.rnd(0, 360))}"><circle r="${f(r)}" fill="${s.ball(color, 0.8)}"/>`;
  for (let i = 0; i < 3; i += 1) {
    const rr = r * (0.78 - i * 0.22);
    out +=
      `<path d="M${f(-rr)} 0 A${f(rr)} ${f(rr)} 0 0 1 ${f(rr * 0.7)} ${f(-rr * 0.7)}" ` +
      `transform="rotate(${i * 110})" fill="none" stroke="${darken(color, 0.22)}" ` +
      `stroke-width="${f(r * 0.06)}" stroke-linecap="round" opacity="0.55"/>`;
  }
  out += `<circle r="${f(r * 0.16)}" fill="${darken(color, 0.25)}" opacity="0.6"/></g>`;
  return out;
}

/** Point and heading (degrees, 0 = up) on a quadratic Bezier. */
function quad(p0, p1, p2, t) {
  const u = 1 - t;
  const x = u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0];
  const y = u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1];
  const dx = 2 * u * (p1[0] - p0[0]) + 2 * t * (p2[0] - p1[0]);
  const dy = 2 * u * (p1[1] - p0[1]) + 2 * t * (p2[1] - p1[1]);
  return [x, y, (Math.atan2(dx, -dy) * 180) / Math.PI];
}

/**
 * Tapered ribbon (a lock of hair) along a poly-cubic Bezier given as [p0, c1, c2, p1, c1, c2, p2, ...],
 * width w0 at the start narrowing to w1 at the end.
 */
function lockPath(points, w0, w1, steps = 40) {
  const left = [];
  const right = [];
  const segments = (points.length - 1) / 3;
  for (let i = 0; i <= steps * segments; i += 1) {
    const seg = Math.min(segments - 1, Math.floor(i / steps));
    const p = points.slice(seg * 3, seg * 3 + 4);
    const t = i / steps - seg;
    const u = 1 - t;
    const c = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
    const d = [-3 * u * u, 3 * u * u - 6 * u * t, 6 * u * t - 3 * t * t, 3 * t * t];
    const x = c.reduce((acc, k, j) => acc + k * p[j][0], 0);
    const y = c.reduce((acc, k, j) => acc + k * p[j][1], 0);
    const dx = d.reduce((acc, k, j) => acc + k * p[j][0], 0);
    const dy = d.reduce((acc, k, j) => acc + k * p[j][1], 0);
    const len = Math.hypot(dx, dy) || 1;
    const g = i / (steps * segments);
    const w = (w1 + (w0 - w1) * Math.sin(Math.PI * (0.5 + 0.5 * g)) ** 0.7) / 2;
    left.push([x - (dy / len) * w, y + (dx / len) * w]);
    right.push([x + (dy / len) * w, y - (dx / len) * w]);
  }
  const pts = left.concat(right.reverse());
  return `M${pts.map((q) => `${f(q[0])} ${f(q[1])}`).join(" L")}Z`;
}

/** Fine strands along a cubic (or poly-cubic) path, offset along dir. */
function strands(s, base, n, spread, colors, o = {}) {
  const { dir = [0, 1], widths = [2, 5], range = [0.25, 0.6] } = o;
  let out = "";
  for (let i = 0; i < n; i += 1) {
    const k = (i / Math.max(1, n - 1) - 0.5) * spread;
    const jitter = () => s.rnd(-spread * 0.06, spread * 0.06);
    const pts = base.map(([x, y], idx) => [
      x + k * dir[0] + (idx ? jitter() : 0),
      y + k * dir[1] + (idx ? jitter() : 0),
    ]);
    const rest = pts
      .slice(1)
      .map((q) => `${f(q[0])} ${f(q[1])}`)
      .join(" ");
    out +=
      `<path d="M${f(pts[0][0])} ${f(pts[0][1])} C${rest}" fill="none" stroke="${s.pick(colors)}" ` +
      `stroke-width="${f(s.rnd(widths[0], widths[1]))}" stroke-linecap="round" ` +
      `opacity="${op(s.rnd(range[0], range[1]))}"/>`;
  }
  return out;
}

/* ------------------------------------------------------------------------------------------------ */
/* Faces and figures                                                                                 */
/* ------------------------------------------------------------------------------------------------ */

/**
 * A woman's profile facing right (unit box ~180..700 x 166..1060). PROFILE_FRONT is the face edge
 * from forehead to throat, also used alone for rim light.
 */
const PROFILE_FRONT =
  "M520 170 C580 190 612 280 612 370 C612 410 602 440 608 462 C628 510 665 560 694 598 " +
  "C703 610 694 626 672 628 C655 630 642 634 636 646 C645 658 656 668 654 682 " +
  "C650 690 640 694 638 700 C648 708 652 720 644 732 C636 744 622 748 620 758 " +
  "C622 778 644 798 640 822 C636 848 604 860 564 864 C540 866 530 872 527 892";
const PROFILE_NECK = " C530 950 548 1010 562 1060";
const PROFILE =
  `${PROFILE_FRONT}${PROFILE_NECK} L300 1060 C310 1000 322 950 318 880 C250 840 185 730 178 580 ` +
  "C172 390 290 200 440 172 C470 166 500 166 520 170Z";

/** Shoulders and chest below the profile's neck. */
const PROFILE_SHOULDERS =
  "M528 940 C556 1040 660 1084 800 1112 C860 1130 900 1200 920 1400 L-120 1400 " +
  "C-60 1200 80 1090 240 1040 C290 1020 312 990 316 940Z";

const EAR =
  "M398 470 C436 462 452 506 448 548 C444 592 428 624 404 630 C390 633 383 620 390 610 " +
  "C402 594 394 578 396 560 C382 540 378 492 398 470Z";
const EAR_INNER = "M412 500 C432 502 436 540 428 566 C424 582 414 590 408 584";

const LIPS_PROFILE =
  "M636 648 C646 658 657 668 654 683 C650 689 643 692 634 692 C630 680 630 664 636 648Z " +
  "M639 700 C648 708 652 720 644 732 C639 737 632 735 629 726 C629 714 632 705 639 700Z";

/** Hair swept back and streaming to the left. */
const HAIR_SWEPT =
  "M552 198 C520 130 420 104 330 116 C220 128 110 170 0 232 C-120 300 -260 330 -430 296 " +
  "C-300 392 -160 424 -40 452 C80 480 140 600 160 700 C175 780 250 850 318 880 " +
  "C350 800 372 700 392 630 C410 560 440 480 455 420 C470 340 505 260 552 198Z";

/** Hair smoothed back into a bun. */
const HAIR_BUN =
  "M552 198 C520 130 420 106 330 118 C220 132 150 250 156 420 C160 560 220 720 318 872 " +
  "C350 800 372 700 392 630 C410 560 440 480 455 420 C470 340 505 260 552 198Z";

function profileEye(stroke, o = {}) {
  const { lashes = 5, long = 1, width = 4 } = o;
  let out =
    `<path d="M546 470 Q574 490 602 474" fill="none" stroke="${stroke}" ` +
    `stroke-width="${width}" stroke-linecap="round"/>`;
  for (let i = 0; i < lashes; i += 1) {
    const t = i / Math.max(1, lashes - 1);
    const x = 560 + t * 40;
    const y = 482 - t * 4;
    const len = (14 + 10 * t) * long;
    out +=
      `<path d="M${f(x)} ${f(y)} q${f(len * 0.25)} ${f(len * 0.55)} ${f(len * 0.85)} ${f(len * 0.6)}" ` +
      `fill="none" stroke="${stroke}" stroke-width="${f(width * 0.65)}" stroke-linecap="round"/>`;
  }
  return out;
}

/** Front-facing head: face oval, neck and shoulders (unit coords, face centre at 0,0). */
const FACE =
  "M0 -240 C95 -240 150 -170 152 -60 C154 40 130 130 80 195 C55 228 28 245 0 245 " +
  "C-28 245 -55 228 -80 195 C-130 130 -154 40 -152 -60 C-150 -170 -95 -240 0 -240Z";

const SHOULDERS =
  "M-58 170 C-56 260 -62 315 -92 342 C-150 368 -282 384 -332 430 C-372 470 -384 560 -394 760 " +
  "L394 760 C384 560 372 470 332 430 C282 384 150 368 92 342 C62 315 56 260 58 170Z";

function closedEye(stroke, width = 4.5) {
  // Right eye in local coordinates; mirror with scale(-1 1) for the left one.
  const p0 = [24, -9];
  const p1 = [62, 16];
  const p2 = [102, -10];
  let out =
    `<path d="M24 -9 Q62 16 102 -10" fill="none" stroke="${stroke}" stroke-width="${width}" ` +
    `stroke-linecap="round"/>`;
  for (let i = 0; i < 7; i += 1) {
    const t = 0.3 + i * 0.11;
    const [x, y] = quad(p0, p1, p2, t);
    const len = 9 + 15 * t * t;
    out +=
      `<path d="M${f(x)} ${f(y)} q${f(2 + 5 * t)} ${f(len * 0.5)} ${f(5 + 12 * t)} ${f(len)}" ` +
      `fill="none" stroke="${stroke}" stroke-width="${f(width * 0.6)}" stroke-linecap="round"/>`;
  }
  return out;
}

function brow(stroke, width = 6) {
  return (
    `<path d="M20 -52 Q60 -74 108 -50" fill="none" stroke="${stroke}" stroke-width="${width}" ` +
    `stroke-linecap="round"/>`
  );
}

const LIPS_UPPER =
  "M-46 135 C-30 122 -15 114 -6 118 Q0 121 6 118 C15 114 30 122 46 135 C24 138 -24 138 -46 135Z";
const LIPS_LOWER = "M-46 135 C-24 141 24 141 46 135 C36 156 16 164 0 164 C-16 164 -36 156 -46 135Z";

function lips(s, color) {
  return (
    `<path d="${LIPS_UPPER}" fill="${darken(color, 0.12)}"/>` +
    `<path d="${LIPS_LOWER}" fill="${s.vgrad(color, darken(color, 0.15))}"/>` +
    `<ellipse cx="8" cy="148" rx="14" ry="4" fill="#ffffff" opacity="0.3"/>`
  );
}

function nose(stroke, width = 3.5) {
  return (
    `<path d="M8 -2 C12 34 26 62 18 80 Q6 90 -10 83" fill="none" stroke="${stroke}" ` +
    `stroke-width="${width}" stroke-linecap="round" opacity="0.7"/>`
  );
}

function ellipseD(cx, cy, rx, ry) {
  return `M${f(cx - rx)} ${f(cy)} a${f(rx)} ${f(ry)} 0 1 0 ${f(2 * rx)} 0 a${f(rx)} ${f(ry)} 0 1 0 ${f(-2 * rx)} 0Z`;
}

/* ------------------------------------------------------------------------------------------------ */
/* Objects                                                                                           */
/* ------------------------------------------------------------------------------------------------ */

function candle(s, x, baseY, w, h, color = P.cream, lit = true) {
  const top = baseY - h;
  let out = "";
  if (lit) out += glow(s, x, top - w * 0.5, w * 2.6, P.goldLight, 0.55);
  out +=
    `<rect x="${f(x - w / 2)}" y="${f(top)}" width="${f(w)}" height="${f(h)}" rx="${f(w * 0.06)}" ` +
    `fill="${s.cyl(color, 0.5)}"/>`;
  out += `<ellipse cx="${f(x)}" cy="${f(top)}" rx="${f(w / 2)}" ry="${f(w * 0.12)}" fill="${lighten(color, 0.3)}"/>`;
  out +=
    `<ellipse cx="${f(x)}" cy="${f(top + w * 0.02)}" rx="${f(w * 0.36)}" ry="${f(w * 0.07)}" ` +
    `fill="${darken(color, 0.06)}"/>`;
  out += `<path d="M${f(x)} ${f(top)} l0 ${f(-w * 0.12)}" stroke="${P.plumInk}" stroke-width="${f(w * 0.03)}"/>`;
  if (lit) {
    const fh = w * 0.55;
    const fy = top - w * 0.1;
    const flame = s.cached("flame", () =>
      s.linear(
        [
          [0, "#fffbe9"],
          [0.55, "#f6d27a"],
          [1, "#e39b4a"],
        ],
        0,
        1,
        0,
        0,
      ),
    );
    out += glow(s, x, fy - fh * 0.45, fh * 0.9, "#fff2cf", 0.8);
    out +=
      `<path d="M${f(x)} ${f(fy - fh)} C${f(x + fh * 0.32)} ${f(fy - fh * 0.5)} ${f(x + fh * 0.24)} ${f(fy)} ` +
      `${f(x)} ${f(fy)} C${f(x - fh * 0.24)} ${f(fy)} ${f(x - fh * 0.32)} ${f(fy - fh * 0.5)} ` +
      `${f(x)} ${f(fy - fh)}Z" fill="${flame}"/>`;
  }
  return out;
}

function stone(s, cx, cy, rx, ry, color) {
  return (
    `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${s.ball(color, 0.9)}"/>` +
    `<ellipse cx="${f(cx - rx * 0.25)}" cy="${f(cy - ry * 0.45)}" rx="${f(rx * 0.45)}" ` +
    `ry="${f(ry * 0.22)}" fill="#ffffff" opacity="0.12"/>`
  );
}

/** Stack of stones from the bottom up. sizes: [rx, ry] per stone. */
function stoneStack(s, x, baseY, sizes, colors) {
  let out = shadow(s, x, baseY, sizes[0][0] * 1.25, sizes[0][1] * 0.35, 0.35);
  let y = baseY;
  sizes.forEach(([rx, ry], i) => {
    const cy = y - ry * 0.92;
    out += stone(s, x + s.rnd(-rx * 0.08, rx * 0.08), cy, rx, ry, colors[i % colors.length]);
    y = cy - ry * 0.72;
  });
  return out;
}

function pot(s, x, baseY, w, h, color) {
  const d =
    `M${f(x - w / 2)} ${f(baseY - h)} L${f(x + w / 2)} ${f(baseY - h)} ` +
    `L${f(x + w * 0.38)} ${f(baseY)} L${f(x - w * 0.38)} ${f(baseY)}Z`;
  return (
    shadow(s, x, baseY, w * 0.7, w * 0.08, 0.3) +
    `<path d="${d}" fill="${s.cyl(color, 0.7)}"/>` +
    `<rect x="${f(x - w * 0.54)}" y="${f(baseY - h - h * 0.12)}" width="${f(w * 1.08)}" ` +
    `height="${f(h * 0.16)}" rx="${f(h * 0.04)}" fill="${s.cyl(lighten(color, 0.08), 0.7)}"/>`
  );
}

/** Potted plant. type: "leafy" (stems with leaves), "blades" (tall leaves) or "palm". */
function plant(s, x, baseY, size, type = "leafy", potColor = P.cream) {
  const potH = size * 0.32;
  const potW = size * 0.36;
  const top = baseY - potH;
  const greens = [P.sage, P.sageDeep, mix(P.sage, P.sageDeep, 0.5), mix(P.sage, P.sageLight, 0.5)];
  let out = "";
  if (type === "blades") {
    for (let i = 0; i < 9; i += 1) {
      const a = -34 + (68 * i) / 8 + s.rnd(-6, 6);
      const lx = x + s.rnd(-potW * 0.2, potW * 0.2);
      out += leaf(
        lx,
        top + 6,
        size * s.rnd(0.62, 0.95),
        size * 0.055,
        a,
        s.pick(greens),
        "rgba(255,255,255,0.22)",
      );
    }
  } else if (type === "palm") {
    for (let i = 0; i < 6; i += 1) {
      const a = -60 + (120 * i) / 5 + s.rnd(-8, 8);
      out += branch(s, x, top + 4, {
        len: size * s.rnd(0.55, 0.75),
        angle: a,
        bend: a * 0.6,
        leaves: 14,
        leafLen: size * 0.2,
        leafW: size * 0.025,
        spread: 62,
        fills: greens,
        sw: 3,
      });
    }
  } else {
    for (let i = 0; i < 5; i += 1) {
      const a = -44 + (88 * i) / 4 + s.rnd(-8, 8);
      out += branch(s, x + s.rnd(-10, 10), top + 4, {
        len: size * s.rnd(0.5, 0.78),
        angle: a,
        bend: a * 0.5 + s.rnd(-10, 10),
        leaves: 6,
        leafLen: size * 0.2,
        leafW: size * 0.07,
        fills: greens,
        sw: 3.5,
      });
    }
  }
  return out + pot(s, x, baseY, potW, potH, potColor);
}

function pendantLamp(s, x, cordTop, len, r, color = P.gold) {
  const y = cordTop + len;
  return (
    glow(s, x, y + r * 1.4, r * 4.2, "#fff1d6", 0.55) +
    `<path d="M${f(x)} ${f(cordTop)} L${f(x)} ${f(y - r * 0.7)}" stroke="${P.plumDeep}" stroke-width="3"/>` +
    `<path d="M${f(x - r)} ${f(y + r * 0.25)} C${f(x - r)} ${f(y - r * 0.7)} ${f(x + r)} ${f(y - r * 0.7)} ` +
    `${f(x + r)} ${f(y + r * 0.25)}Z" fill="${s.cyl(color, 0.8)}"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y + r * 0.25)}" rx="${f(r)}" ry="${f(r * 0.14)}" fill="#fff5de"/>` +
    glow(s, x, y + r * 0.3, r * 0.8, "#fffaf0", 0.9)
  );
}

function globeLamp(s, x, cordTop, len, r) {
  const y = cordTop + len;
  const fill = s.cached("globe", () =>
    s.radial(
      [
        [0, "#ffffff"],
        [0.5, "#fff3da"],
        [1, "#f2d5a4"],
      ],
      { cx: 0.45, cy: 0.45, r: 0.55 },
    ),
  );
  return (
    glow(s, x, y, r * 4, "#fff1d6", 0.5) +
    `<path d="M${f(x)} ${f(cordTop)} L${f(x)} ${f(y - r)}" stroke="${P.goldDeep}" stroke-width="3"/>` +
    `<rect x="${f(x - r * 0.22)}" y="${f(y - r * 1.08)}" width="${f(r * 0.44)}" height="${f(r * 0.2)}" ` +
    `fill="${P.gold}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${fill}"/>`
  );
}

function floorLamp(s, x, floorY, h, shadeW) {
  const top = floorY - h;
  const shade = s.vgrad("#fff8ea", "#f3dcc0");
  return (
    glow(s, x, top + shadeW * 0.3, shadeW * 2.6, "#fff0d2", 0.55) +
    shadow(s, x, floorY, shadeW * 0.5, shadeW * 0.07, 0.3) +
    `<ellipse cx="${f(x)}" cy="${f(floorY - 6)}" rx="${f(shadeW * 0.3)}" ry="${f(shadeW * 0.06)}" fill="${P.goldDeep}"/>` +
    `<path d="M${f(x)} ${f(floorY - 8)} L${f(x)} ${f(top + shadeW * 0.5)}" stroke="${P.gold}" ` +
    `stroke-width="${f(shadeW * 0.035)}"/>` +
    `<path d="M${f(x - shadeW * 0.32)} ${f(top)} L${f(x + shadeW * 0.32)} ${f(top)} ` +
    `L${f(x + shadeW * 0.5)} ${f(top + shadeW * 0.55)} L${f(x - shadeW * 0.5)} ${f(top + shadeW * 0.55)}Z" fill="${shade}"/>` +
    glow(s, x, top + shadeW * 0.6, shadeW * 0.5, "#fffaf0", 0.8, shadeW * 0.12)
  );
}

function archPath(x, bottom, w, h) {
  const r = w / 2;
  return (
    `M${f(x - r)} ${f(bottom)} L${f(x - r)} ${f(bottom - h + r)} ` +
    `A${f(r)} ${f(r)} 0 0 1 ${f(x + r)} ${f(bottom - h + r)} L${f(x + r)} ${f(bottom)}Z`
  );
}

function archMirror(s, x, bottom, w, h) {
  const d = archPath(x, bottom, w, h);
  const glass = s.linear(
    [
      [0, "#fdf6f3"],
      [0.5, lighten(P.blush, 0.3)],
      [1, mix(P.blushDeep, P.linen, 0.5)],
    ],
    0,
    0,
    1,
    1,
  );
  const cp = s.clip(`<path d="${d}"/>`);
  const sheen =
    `<g clip-path="${cp}" opacity="0.5">` +
    `<path d="M${f(x - w * 0.2)} ${f(bottom - h)} l${f(w * 0.3)} 0 l${f(-w * 0.9)} ${f(h)} l${f(-w * 0.3)} 0Z" fill="#ffffff" opacity="0.6"/>` +
    `<path d="M${f(x + w * 0.28)} ${f(bottom - h)} l${f(w * 0.1)} 0 l${f(-w * 0.9)} ${f(h)} l${f(-w * 0.1)} 0Z" fill="#ffffff" opacity="0.5"/></g>`;
  return (
    shadow(s, x + w * 0.05, bottom - h * 0.45, w * 0.62, h * 0.55, 0.18) +
    `<path d="${d}" fill="${glass}" stroke="${P.gold}" stroke-width="${f(w * 0.035)}"/>` +
    sheen
  );
}

/** Padded treatment bed seen from the side: centre x, standing on floorY, total length W. */
function treatmentBed(s, x, floorY, W, o = {}) {
  const { mattress = P.cream, sheet = P.blush, towel = P.rose, frame = P.gold } = o;
  const top = floorY - W * 0.34;
  const L = x - W / 2;
  const th = W * 0.085;
  let out = shadow(s, x, floorY, W * 0.58, W * 0.035, 0.35);
  for (const lx of [L + W * 0.1, L + W * 0.86]) {
    out +=
      `<rect x="${f(lx)}" y="${f(top + th)}" width="${f(W * 0.035)}" height="${f(floorY - top - th)}" ` +
      `rx="${f(W * 0.01)}" fill="${s.cyl(frame, 0.7)}"/>`;
  }
  out +=
    `<rect x="${f(L + W * 0.04)}" y="${f(top + W * 0.22)}" width="${f(W * 0.92)}" height="${f(W * 0.016)}" ` +
    `fill="${frame}" opacity="0.85"/>`;
  out +=
    `<rect x="${f(L + W * 0.02)}" y="${f(top + th - W * 0.005)}" width="${f(W * 0.96)}" ` +
    `height="${f(W * 0.028)}" rx="${f(W * 0.008)}" fill="${darken(frame, 0.1)}"/>`;
  out +=
    `<rect x="${f(L)}" y="${f(top)}" width="${f(W)}" height="${f(th)}" rx="${f(th * 0.45)}" ` +
    `fill="${s.vgrad(lighten(mattress, 0.4), darken(mattress, 0.12))}"/>`;
  out +=
    `<path d="M${f(L + W * 0.2)} ${f(top + th * 0.15)} L${f(L + W * 0.2)} ${f(top + th * 0.85)}" ` +
    `stroke="${darken(mattress, 0.12)}" stroke-width="${f(W * 0.003)}"/>`;
  // Sheet over the foot end, draping a little over the edge.
  out +=
    `<path d="M${f(L + W * 0.22)} ${f(top - W * 0.004)} L${f(L + W * 0.985)} ${f(top - W * 0.004)} ` +
    `Q${f(L + W * 1.005)} ${f(top + th * 0.7)} ${f(L + W * 0.99)} ${f(top + th * 1.15)} ` +
    `Q${f(L + W * 0.75)} ${f(top + th * 1.3)} ${f(L + W * 0.55)} ${f(top + th * 1.1)} ` +
    `Q${f(L + W * 0.38)} ${f(top + th * 1.3)} ${f(L + W * 0.22)} ${f(top + th * 1.1)}Z" ` +
    `fill="${s.vgrad(lighten(sheet, 0.35), darken(sheet, 0.06))}"/>`;
  out +=
    `<rect x="${f(L + W * 0.025)}" y="${f(top - W * 0.05)}" width="${f(W * 0.17)}" height="${f(W * 0.06)}" ` +
    `rx="${f(W * 0.03)}" fill="${s.vgrad("#ffffff", P.sand)}"/>`;
  // Folded towels at the foot end.
  out +=
    `<rect x="${f(L + W * 0.72)}" y="${f(top - W * 0.032)}" width="${f(W * 0.2)}" height="${f(W * 0.03)}" ` +
    `rx="${f(W * 0.012)}" fill="${s.cyl(towel, 0.5)}"/>`;
  out +=
    `<rect x="${f(L + W * 0.74)}" y="${f(top - W * 0.059)}" width="${f(W * 0.17)}" height="${f(W * 0.028)}" ` +
    `rx="${f(W * 0.012)}" fill="${s.cyl(lighten(towel, 0.55), 0.5)}"/>`;
  out += blossom(L + W * 0.83, top - W * 0.066, W * 0.025, P.blush, P.gold, 20);
  return out;
}

/** A product bottle standing on baseY. */
function bottle(s, x, baseY, type, w, h, color, cap = P.gold) {
  const body = s.cyl(color, 0.8);
  const capFill = s.cyl(cap, 0.8);
  const rect = (rx, ry, rw, rh, r, fill, extra = "") =>
    `<rect x="${f(rx)}" y="${f(ry)}" width="${f(rw)}" height="${f(rh)}" rx="${f(r)}" fill="${fill}"${extra}/>`;
  const hl = (bx, by, bw, bh) =>
    rect(
      bx + bw * 0.16,
      by + bh * 0.1,
      bw * 0.08,
      bh * 0.7,
      bw * 0.04,
      "#ffffff",
      ' opacity="0.35"',
    );
  let out = shadow(s, x, baseY, w * 0.7, w * 0.08, 0.3);
  const L = x - w / 2;
  if (type === "pump") {
    const bh = h * 0.74;
    out += rect(L, baseY - bh, w, bh, w * 0.14, body) + hl(L, baseY - bh, w, bh);
    out += rect(x - w * 0.2, baseY - bh - h * 0.07, w * 0.4, h * 0.08, 0, capFill);
    out += rect(x - w * 0.07, baseY - h * 0.93, w * 0.14, h * 0.12, 0, capFill);
    out += rect(x - w * 0.22, baseY - h, w * 0.44, h * 0.07, w * 0.03, capFill);
    out += rect(x + w * 0.2, baseY - h * 0.985, w * 0.3, h * 0.035, w * 0.02, capFill);
  } else if (type === "dropper") {
    const bh = h * 0.6;
    out += rect(L, baseY - bh, w, bh, w * 0.22, body) + hl(L, baseY - bh, w, bh);
    out += rect(x - w * 0.28, baseY - bh - h * 0.12, w * 0.56, h * 0.14, w * 0.04, capFill);
    out += rect(x - w * 0.2, baseY - h, w * 0.4, h * 0.3, w * 0.2, s.cyl(P.plumDeep, 0.6));
  } else if (type === "jar") {
    const bh = h * 0.72;
    out += rect(L, baseY - bh, w, bh, w * 0.1, body) + hl(L, baseY - bh, w, bh);
    out += rect(L - w * 0.02, baseY - h, w * 1.04, h * 0.3, w * 0.06, capFill);
  } else if (type === "tube") {
    out +=
      `<path d="M${f(x - w * 0.3)} ${f(baseY - h * 0.16)} L${f(L)} ${f(baseY - h * 0.96)} ` +
      `L${f(L + w)} ${f(baseY - h * 0.96)} L${f(x + w * 0.3)} ${f(baseY - h * 0.16)}Z" fill="${body}"/>`;
    out += rect(L - w * 0.02, baseY - h, w * 1.04, h * 0.06, w * 0.02, darken(color, 0.1));
    out += rect(x - w * 0.32, baseY - h * 0.17, w * 0.64, h * 0.17, w * 0.05, capFill);
  } else if (type === "polish") {
    const bh = h * 0.46;
    const glass = ` stroke="${lighten(color, 0.45)}" stroke-opacity="0.45" stroke-width="${f(w * 0.05)}"`;
    out += rect(L, baseY - bh, w, bh, w * 0.16, s.cyl(color, 1), glass) + hl(L, baseY - bh, w, bh);
    out += rect(x - w * 0.16, baseY - bh - h * 0.05, w * 0.32, h * 0.06, 0, darken(color, 0.2));
    out += rect(x - w * 0.21, baseY - h, w * 0.42, h * 0.5, w * 0.05, capFill);
  } else {
    // Tall spray / toner bottle.
    const bh = h * 0.8;
    out += rect(L, baseY - bh, w, bh, w * 0.12, body) + hl(L, baseY - bh, w, bh);
    out += rect(x - w * 0.3, baseY - h, w * 0.6, h * 0.21, w * 0.08, capFill);
  }
  return out;
}

function towelRoll(s, x, y, r, color) {
  let d = "";
  for (let i = 0; i <= 60; i += 1) {
    const a = (i / 60) * Math.PI * 5.2;
    const rr = r * 0.1 + r * 0.78 * (i / 60);
    d += `${i ? "L" : "M"}${f(x + Math.cos(a) * rr)} ${f(y + Math.sin(a) * rr)} `;
  }
  return (
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${s.ball(color, 0.35)}"/>` +
    `<path d="${d}" fill="none" stroke="${darken(color, 0.16)}" stroke-width="${f(r * 0.045)}" opacity="0.6"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="none" stroke="${darken(color, 0.12)}" ` +
    `stroke-width="${f(r * 0.03)}" opacity="0.5"/>`
  );
}

function towelStack(s, x, baseY, r, colors) {
  let out = shadow(s, x, baseY, r * 3.4, r * 0.25, 0.3);
  let y = baseY - r;
  [3, 2, 1].forEach((n, row) => {
    for (let i = 0; i < n; i += 1) {
      out += towelRoll(
        s,
        x + (i - (n - 1) / 2) * r * 2.02,
        y,
        r,
        colors[(row + i) % colors.length],
      );
    }
    y -= r * 1.74;
  });
  return out;
}

function vaseWithFlowers(s, x, baseY, size, o = {}) {
  const { vase = P.cream, blooms = [P.roseSoft, P.blush, P.rose, "#f8f1ea"] } = o;
  const w = size * 0.34;
  const h = size * 0.42;
  const top = baseY - h;
  const greens = [P.sage, P.sageDeep, mix(P.sage, P.sageLight, 0.5)];
  let out = "";
  for (let i = 0; i < 7; i += 1) {
    const a = -70 + (140 * i) / 6 + s.rnd(-8, 8);
    out += branch(s, x, top + 10, {
      len: size * s.rnd(0.42, 0.62),
      angle: a,
      bend: a * 0.4,
      leaves: 5,
      leafLen: size * 0.12,
      leafW: size * 0.04,
      fills: greens,
      sw: 3,
    });
  }
  const spots = [];
  for (let i = 0; i < 9; i += 1) {
    const a = ((-75 + (150 * i) / 8 + s.rnd(-6, 6)) * Math.PI) / 180;
    const r = size * s.rnd(0.3, 0.5);
    spots.push([x + Math.sin(a) * r, top - Math.cos(a) * r * 0.9]);
  }
  for (let i = 0; i < 5; i += 1) {
    spots.push([x + s.rnd(-size * 0.22, size * 0.22), top - s.rnd(size * 0.12, size * 0.4)]);
  }
  for (const [bx, by] of spots) {
    out +=
      `<path d="M${f(x)} ${f(top + 10)} Q${f((x + bx) / 2)} ${f(by + 40)} ${f(bx)} ${f(by)}" ` +
      `stroke="${P.sageDeep}" stroke-width="3" fill="none"/>`;
  }
  for (const [bx, by] of spots) out += bloom(s, bx, by, size * s.rnd(0.06, 0.095), s.pick(blooms));
  for (let i = 0; i < 24; i += 1) {
    const [cx, cy] = [x + s.rnd(-size * 0.5, size * 0.5), top - s.rnd(size * 0.1, size * 0.55)];
    out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(s.rnd(3, 7))}" fill="#ffffff" opacity="0.85"/>`;
  }
  const d =
    `M${f(x - w * 0.32)} ${f(baseY)} C${f(x - w * 0.66)} ${f(baseY - h * 0.2)} ${f(x - w * 0.62)} ` +
    `${f(baseY - h * 0.66)} ${f(x - w * 0.2)} ${f(baseY - h * 0.86)} L${f(x - w * 0.22)} ${f(top)} ` +
    `L${f(x + w * 0.22)} ${f(top)} L${f(x + w * 0.2)} ${f(baseY - h * 0.86)} C${f(x + w * 0.62)} ` +
    `${f(baseY - h * 0.66)} ${f(x + w * 0.66)} ${f(baseY - h * 0.2)} ${f(x + w * 0.32)} ${f(baseY)}Z`;
  out += shadow(s, x, baseY, w * 0.8, w * 0.1, 0.3) + `<path d="${d}" fill="${s.cyl(vase, 0.6)}"/>`;
  return out;
}

/** Phalaenopsis orchid flower centred on (x, y) with radius r. */
function orchidFlower(s, x, y, r, rot, color = P.petal, lip = P.rose) {
  const fill = s.cached(`orch${color}`, () =>
    s.radial(
      [
        [0, lighten(P.roseSoft, 0.2)],
        [0.35, color],
        [1, lighten(color, 0.4)],
      ],
      { r: 0.7 },
    ),
  );
  let out = `<g transform="${tr(x, y, rot)}">`;
  for (const a of [0, 130, 230]) {
    out +=
      `<ellipse cx="0" cy="${f(-r * 0.55)}" rx="${f(r * 0.24)}" ry="${f(r * 0.55)}" ` +
      `transform="rotate(${a})" fill="${fill}"/>`;
  }
  for (const a of [-72, 72]) {
    out +=
      `<ellipse cx="0" cy="${f(-r * 0.5)}" rx="${f(r * 0.42)}" ry="${f(r * 0.52)}" ` +
      `transform="rotate(${a})" fill="${fill}"/>`;
  }
  out +=
    `<path d="M0 ${f(-r * 0.05)} C${f(r * 0.28)} ${f(r * 0.05)} ${f(r * 0.2)} ${f(r * 0.45)} 0 ${f(r * 0.48)} ` +
    `C${f(-r * 0.2)} ${f(r * 0.45)} ${f(-r * 0.28)} ${f(r * 0.05)} 0 ${f(-r * 0.05)}Z" fill="${lip}"/>`;
  out += `<circle r="${f(r * 0.1)}" fill="${P.goldLight}"/></g>`;
  return out;
}

function orchidSpray(s, p0, p1, p2, n, r) {
  let out =
    `<path d="M${f(p0[0])} ${f(p0[1])} Q${f(p1[0])} ${f(p1[1])} ${f(p2[0])} ${f(p2[1])}" fill="none" ` +
    `stroke="${P.sageDeep}" stroke-width="${f(r * 0.06)}" stroke-linecap="round"/>`;
  for (let i = 0; i < n; i += 1) {
    const t = 0.42 + (0.58 * i) / (n - 1);
    const [x, y] = quad(p0, p1, p2, t);
    const size = r * (1 - 0.45 * (i / (n - 1)) ** 2);
    if (i >= n - 2) {
      out +=
        `<ellipse cx="${f(x)}" cy="${f(y + size * 0.2)}" rx="${f(size * 0.22)}" ry="${f(size * 0.3)}" ` +
        `fill="${lighten(P.roseSoft, 0.3)}"/>`;
    } else {
      out += orchidFlower(s, x, y + size * 0.35, size, s.rnd(-15, 15));
    }
  }
  return out;
}

/* ------------------------------------------------------------------------------------------------ */
/* Hands and nails                                                                                   */
/* ------------------------------------------------------------------------------------------------ */

/** Back of a right hand, fingers up, wrist at (0,0); the thumb is on the left. */
const FINGERS = [
  { x: -140, y: -170, a: -38, len: 270, w: 100 },
  { x: -112, y: -418, a: -7, len: 360, w: 84 },
  { x: -36, y: -446, a: -1, len: 400, w: 86 },
  { x: 40, y: -430, a: 5, len: 375, w: 82 },
  { x: 108, y: -390, a: 13, len: 295, w: 70 },
];

const HAND_BACK =
  "M-128 760 L-118 0 C-128 -90 -168 -170 -172 -290 C-175 -370 -160 -430 -150 -452 " +
  "C-60 -482 60 -472 150 -420 C160 -330 150 -180 122 -40 L132 760Z";
const THENAR = '<ellipse cx="-140" cy="-160" rx="72" ry="116" transform="rotate(-30 -140 -160)"';

function fingerD(len, w) {
  const r = (w * 0.88) / 2;
  return (
    `M${f(-w / 2)} 70 L${f(-w / 2)} 0 C${f(-w / 2)} ${f(-len * 0.45)} ${f(-r)} ${f(-len * 0.6)} ` +
    `${f(-r)} ${f(-len + r)} A${f(r)} ${f(r)} 0 0 1 ${f(r)} ${f(-len + r)} ` +
    `C${f(r)} ${f(-len * 0.6)} ${f(w / 2)} ${f(-len * 0.45)} ${f(w / 2)} 0 L${f(w / 2)} 70Z`
  );
}

function nailShape(len, w, long = 0.42) {
  const tw = w * 0.88;
  const hw = tw * 0.37;
  const top = -len - tw * long;
  const cut = -len + tw * 1.1;
  const L = cut - top;
  const d =
    `M${f(-hw)} ${f(cut)} C${f(-hw)} ${f(cut - L * 0.55)} ${f(-hw * 0.74)} ${f(top + L * 0.1)} 0 ${f(top)} ` +
    `C${f(hw * 0.74)} ${f(top + L * 0.1)} ${f(hw)} ${f(cut - L * 0.55)} ${f(hw)} ${f(cut)} ` +
    `Q0 ${f(cut + hw * 0.6)} ${f(-hw)} ${f(cut)}Z`;
  return { d, hw, top, cut, L };
}

/** Nail decoration drawn in the nail's local box (clipped by the caller). */
function nailArt(s, design, n, pal, idx) {
  const { hw, top, L } = n;
  const X0 = -hw - 6;
  const X1 = hw + 6;
  const box = (fill) =>
    `<rect x="${f(X0)}" y="${f(top - 6)}" width="${f(X1 - X0)}" height="${f(L + 30)}" fill="${fill}"/>`;
  let out = "";
  switch (design) {
    case "french":
      out += box(s.vgrad(pal.base, darken(pal.base, 0.05)));
      out +=
        `<path d="M${f(X0)} ${f(top - 8)} L${f(X1)} ${f(top - 8)} L${f(X1)} ${f(top + L * 0.44)} ` +
        `Q0 ${f(top + L * 0.04)} ${f(X0)} ${f(top + L * 0.44)}Z" fill="${pal.accent}"/>`;
      break;
    case "glitter": {
      out += box(s.vgrad(pal.base, darken(pal.base, 0.15)));
      const colors = [P.goldLight, "#ffffff", P.gold, "#dcdfe6", "#c0c4cf"];
      for (let i = 0; i < 110; i += 1) {
        const [x, y] = [s.rnd(X0, X1), top + L * s.rnd() ** 1.3];
        out +=
          `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s.rnd(1.2, 4.2))}" fill="${s.pick(colors)}" ` +
          `opacity="${op(s.rnd(0.6, 1))}"/>`;
      }
      break;
    }
    case "ombre":
      out += box(
        s.cached("ombre", () =>
          s.linear(
            [
              [0, pal.accent],
              [0.3, pal.accent],
              [1, pal.base],
            ],
            0,
            0,
            0,
            1,
          ),
        ),
      );
      break;
    case "stickers":
      out += box(s.vgrad(pal.base, darken(pal.base, 0.05)));
      for (let i = 0; i < 2; i += 1) {
        const cy = top + L * (0.3 + i * 0.36) + s.rnd(-6, 6);
        const color = i % 2 ? pal.accent : pal.accent2;
        out += blossom(s.rnd(-hw * 0.3, hw * 0.3), cy, hw * 0.62, color, P.gold, s.rnd(0, 72));
      }
      break;
    case "builder":
      out += box(s.vgrad(lighten(pal.base, 0.15), pal.base));
      out +=
        `<path d="M${f(X0)} ${f(top - 8)} L${f(X1)} ${f(top - 8)} L${f(X1)} ${f(top + L * 0.2)} ` +
        `Q0 ${f(top + L * 0.1)} ${f(X0)} ${f(top + L * 0.2)}Z" fill="#ffffff" opacity="0.55"/>`;
      break;
    case "marble": {
      out += box(s.vgrad(pal.base, darken(pal.base, 0.04)));
      for (let i = 0; i < 3; i += 1) {
        const cy = top + L * s.rnd(0.15, 0.85);
        out += glow(s, s.rnd(X0, X1), cy, hw * s.rnd(0.5, 0.9), pal.accent, 0.16, hw * 0.35);
      }
      for (let i = 0; i < 3; i += 1) {
        const y0 = top + L * s.rnd(0.05, 0.9);
        const y1 = top + L * s.rnd(0.05, 0.9);
        const d =
          `M${f(X0)} ${f(y0)} C${f(X0 + hw * 0.7)} ${f(y0 + s.rnd(-40, 40))} ` +
          `${f(X1 - hw * 0.7)} ${f(y1 + s.rnd(-40, 40))} ${f(X1)} ${f(y1)}`;
        const gold = i === 2;
        out +=
          `<path d="${d}" fill="none" stroke="${gold ? P.gold : pal.accent}" ` +
          `stroke-width="${f(gold ? 1.4 : s.rnd(0.8, 1.8))}" opacity="${gold ? 0.9 : 0.7}"/>`;
        const [bx, by] = [s.rnd(-hw * 0.5, hw * 0.5), top + L * s.rnd(0.2, 0.8)];
        out +=
          `<path d="M${f(bx)} ${f(by)} q${f(s.rnd(-12, 12))} ${f(s.rnd(8, 18))} ${f(s.rnd(-22, 22))} ${f(s.rnd(20, 34))}" ` +
          `fill="none" stroke="${pal.accent}" stroke-width="0.9" opacity="0.6"/>`;
      }
      break;
    }
    case "foil": {
      out += box(s.vgrad(pal.base, darken(pal.base, 0.06)));
      const gold = s.cached("foil", () =>
        s.linear(
          [
            [0, P.goldLight],
            [0.5, P.gold],
            [1, "#fff3c4"],
          ],
          0,
          0,
          1,
          1,
        ),
      );
      for (let i = 0; i < 7; i += 1) {
        const [cx, cy, r] = [s.rnd(X0, X1), top + L * s.rnd(0.1, 0.85), hw * s.rnd(0.18, 0.5)];
        const k = 5 + Math.floor(s.rnd(0, 3));
        let d = "";
        for (let j = 0; j < k; j += 1) {
          const a = (j / k) * Math.PI * 2 + s.rnd(-0.3, 0.3);
          const rr = r * s.rnd(0.45, 1);
          d += `${j ? "L" : "M"}${f(cx + Math.cos(a) * rr)} ${f(cy + Math.sin(a) * rr)} `;
        }
        out += `<path d="${d}Z" fill="${gold}"/>`;
      }
      break;
    }
    case "dots": {
      out += box(s.vgrad(pal.base, darken(pal.base, 0.1)));
      const step = hw * 0.58;
      for (let row = 0; row < 8; row += 1) {
        const y = top + step * 0.7 + row * step;
        for (let c = -2; c <= 2; c += 1) {
          const x = c * step + (row % 2 ? step / 2 : 0);
          const fill = row % 2 ? pal.accent : pal.accent2;
          out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(hw * 0.13)}" fill="${fill}"/>`;
        }
      }
      break;
    }
    case "chevron":
      out += box(s.vgrad(pal.base, darken(pal.base, 0.05)));
      for (let k = 0; k < 4; k += 1) {
        const y = top + L * (0.22 + k * 0.2);
        out +=
          `<path d="M${f(X0)} ${f(y - hw * 0.6)} L0 ${f(y)} L${f(X1)} ${f(y - hw * 0.6)}" fill="none" ` +
          `stroke="${k % 2 ? pal.accent2 : pal.accent}" stroke-width="${f(hw * 0.24)}"/>`;
      }
      break;
    case "matte":
      out += box(s.vgrad(lighten(pal.base, 0.05), darken(pal.base, 0.05)));
      break;
    case "chrome":
      out += box(
        s.cached("chrome", () =>
          s.linear(
            [
              [0, "#8e8f98"],
              [0.18, "#f4f5f8"],
              [0.34, "#b4b6c0"],
              [0.52, "#ffffff"],
              [0.7, "#9a9ca8"],
              [0.86, "#e4e5ea"],
              [1, "#7d7e88"],
            ],
            0,
            0,
            1,
            0.25,
          ),
        ),
      );
      break;
    case "halfmoon":
      out += box(s.vgrad(lighten(pal.base, 0.08), darken(pal.base, 0.1)));
      out += `<circle cx="0" cy="${f(n.cut + hw * 0.1)}" r="${f(hw * 0.78)}" fill="${pal.accent}"/>`;
      break;
    case "floral": {
      const light = idx % 2 === 0;
      out += box(
        light
          ? s.vgrad(pal.base, darken(pal.base, 0.05))
          : s.vgrad(pal.accent, darken(pal.accent, 0.08)),
      );
      const cy = top + L * 0.48;
      out += leaf(hw * 0.55, cy + hw * 0.25, hw * 0.95, hw * 0.3, 128, P.sage, "");
      out += leaf(-hw * 0.45, cy - hw * 0.05, hw * 0.85, hw * 0.27, -62, P.sageDeep, "");
      out += blossom(
        hw * 0.05,
        cy,
        hw * 1.0,
        light ? pal.accent2 : "#ffffff",
        P.gold,
        10 + idx * 17,
      );
      out += blossom(
        -hw * 0.3,
        top + L * 0.16,
        hw * 0.5,
        light ? pal.accent : pal.base,
        P.goldLight,
        30,
      );
      out += `<circle cx="${f(hw * 0.45)}" cy="${f(top + L * 0.82)}" r="${f(hw * 0.1)}" fill="${P.gold}"/>`;
      break;
    }
    default:
      out += box(pal.base);
  }
  return out;
}

function handSilhouette(fill) {
  let out = `<path d="${HAND_BACK}" fill="${fill}"/>${THENAR} fill="${fill}"/>`;
  for (const fg of FINGERS) {
    out += `<path transform="${tr(fg.x, fg.y, fg.a)}" d="${fingerD(fg.len, fg.w)}" fill="${fill}"/>`;
  }
  return out;
}

/** A hand (back view, fingers up) with painted nails, plus its soft shadow. */
function hand(s, o) {
  const { x, y, rot, scale, mirror = false, skin, design, pal, sleeve, long = 0.42 } = o;
  const sx = mirror ? -scale : scale;
  const skinGrad = s.linear(
    [
      [0, darken(skin, 0.25)],
      [0.3, lighten(skin, 0.12)],
      [0.65, skin],
      [1, darken(skin, 0.3)],
    ],
    0,
    0,
    1,
    0,
  );
  const backGrad = s.radial(
    [
      [0, lighten(skin, 0.1)],
      [0.7, skin],
      [1, darken(skin, 0.2)],
    ],
    { cx: -20, cy: -260, r: 420, user: true },
  );
  const shadowMarkup = `<g transform="${tr(x + 50, y + 60, rot, sx, scale)}">${handSilhouette(P.plumInk)}</g>`;
  let out = s.defocus(shadowMarkup, 36, 0.3);
  // Fades each finger's shading into the back of the hand at its base (finger-local coordinates).
  const knuckle = lighten(skin, 0.04);
  const blend = s.linear(
    [
      [0, knuckle, 0],
      [0.6, knuckle, 1],
      [1, knuckle, 1],
    ],
    0,
    -150,
    0,
    70,
    true,
  );
  out += `<g transform="${tr(x, y, rot, sx, scale)}">`;
  out += `<path d="${HAND_BACK}" fill="${backGrad}"/>${THENAR} fill="${backGrad}"/>`;
  for (const fg of FINGERS.slice(1)) {
    out +=
      `<path d="M${f(fg.x * 0.5)} -40 Q${f(fg.x * 0.8)} -250 ${f(fg.x)} ${f(fg.y + 20)}" ` +
      `stroke="${lighten(skin, 0.12)}" stroke-width="10" fill="none" opacity="0.25" stroke-linecap="round"/>`;
  }
  FINGERS.forEach((fg, i) => {
    const n = nailShape(fg.len, fg.w, i === 0 ? long * 0.7 : long);
    const finger = fingerD(fg.len, fg.w);
    out += `<g transform="${tr(fg.x, fg.y, fg.a)}">`;
    out += `<path d="${finger}" fill="${skinGrad}"/>`;
    out +=
      `<g clip-path="${s.clip(`<path d="${finger}"/>`)}"><rect x="${f(-fg.w)}" y="-150" ` +
      `width="${f(fg.w * 2)}" height="220" fill="${blend}"/></g>`;
    for (const k of [0.28, 0.62]) {
      const yy = -fg.len * k;
      out +=
        `<path d="M${f(-fg.w * 0.22)} ${f(yy)} Q0 ${f(yy + 8)} ${f(fg.w * 0.22)} ${f(yy)}" ` +
        `stroke="${darken(skin, 0.35)}" stroke-width="3" fill="none" opacity="0.35" stroke-linecap="round"/>`;
    }
    out += `<path d="${n.d}" fill="${darken(skin, 0.35)}" opacity="0.35" transform="translate(0 4)"/>`;
    out += `<g clip-path="${s.clip(`<path d="${n.d}"/>`)}">${nailArt(s, design, n, pal, i)}</g>`;
    out += `<path d="${n.d}" fill="none" stroke="${darken(pal.base, 0.35)}" stroke-width="1.6" opacity="0.35"/>`;
    if (design !== "matte") {
      out +=
        `<ellipse cx="${f(-n.hw * 0.42)}" cy="${f(n.top + n.L * 0.46)}" rx="${f(n.hw * 0.13)}" ` +
        `ry="${f(n.L * 0.26)}" fill="#ffffff" opacity="0.6"/>` +
        `<ellipse cx="${f(n.hw * 0.35)}" cy="${f(n.top + n.L * 0.2)}" rx="${f(n.hw * 0.09)}" ` +
        `ry="${f(n.L * 0.06)}" fill="#ffffff" opacity="0.45"/>`;
    }
    out += "</g>";
  });
  for (const fg of FINGERS.slice(1)) {
    out += glow(s, fg.x, fg.y - 10, fg.w * 0.42, lighten(skin, 0.2), 0.3, fg.w * 0.24);
  }
  if (pal.ring) {
    const fg = FINGERS[3];
    const yy = -fg.len * 0.24;
    out +=
      `<g transform="${tr(fg.x, fg.y, fg.a)}"><rect x="${f(-fg.w * 0.54)}" y="${f(yy)}" width="${f(fg.w * 1.08)}" ` +
      `height="16" rx="6" fill="${s.cyl(P.gold, 1)}"/><circle cx="0" cy="${f(yy - 4)}" r="12" ` +
      `fill="${s.ball("#ffffff", 0.6)}"/></g>`;
  }
  if (sleeve) {
    out += `<path d="M-170 300 C-60 270 80 270 180 300 L200 820 L-190 820Z" fill="${s.cyl(sleeve, 0.7)}"/>`;
    for (let i = 0; i < 9; i += 1) {
      const xx = -150 + i * 40;
      out += `<path d="M${xx} 300 L${xx + 4} 390" stroke="${darken(sleeve, 0.12)}" stroke-width="5" opacity="0.5"/>`;
    }
  } else {
    out += `<path d="M-124 140 Q5 175 128 140" stroke="${s.cyl(P.gold, 1)}" stroke-width="14" fill="none"/>`;
  }
  return `${out}</g>`;
}

/* ------------------------------------------------------------------------------------------------ */
/* Home and about pages                                                                              */
/* ------------------------------------------------------------------------------------------------ */

/** The streaming-hair profile used on the hero (and the share card). */
function heroArt(s) {
  backdrop(s, [
    [0, P.cream],
    [0.45, lighten(P.blush, 0.2)],
    [1, P.blushDeep],
  ]);
  s.add(glow(s, 1650, 700, 1000, "#fff3df", 0.8));
  s.add(glow(s, 200, 1500, 700, P.roseSoft, 0.35));
  s.add(glow(s, 2350, 150, 500, P.roseSoft, 0.25));
  s.add(
    `<circle cx="1720" cy="700" r="600" fill="none" stroke="${P.gold}" stroke-width="3" opacity="0.55"/>`,
  );
  s.add(
    `<circle cx="1680" cy="740" r="680" fill="none" stroke="${P.gold}" stroke-width="1.5" opacity="0.3"/>`,
  );
  s.add(
    bokeh(s, 26, { r: [10, 46], colors: [P.goldLight, "#ffffff", P.roseSoft], op: [0.2, 0.55] }),
  );
  // Background botanicals.
  const greens = [mix(P.sage, P.blushDeep, 0.35), mix(P.sageDeep, P.sage, 0.4), P.sage];
  const roses = [lighten(P.rose, 0.35), P.blushDeep, P.roseSoft];
  s.add(
    branch(s, 2480, 1620, {
      len: 820,
      angle: -30,
      bend: -25,
      leaves: 9,
      leafLen: 230,
      leafW: 62,
      fills: greens,
      opacity: 0.75,
    }),
  );
  s.add(
    branch(s, 2440, 40, {
      len: 560,
      angle: 215,
      bend: 30,
      leaves: 7,
      leafLen: 190,
      leafW: 52,
      fills: roses,
      stem: P.rose,
      opacity: 0.55,
    }),
  );
  s.add(
    branch(s, -60, 1500, {
      len: 900,
      angle: 52,
      bend: 22,
      leaves: 10,
      leafLen: 220,
      leafW: 58,
      fills: roses,
      stem: P.roseSoft,
      opacity: 0.7,
    }),
  );
  s.add(
    branch(s, 80, 1700, {
      len: 700,
      angle: 18,
      bend: 35,
      leaves: 8,
      leafLen: 200,
      leafW: 56,
      fills: greens,
      opacity: 0.55,
    }),
  );
  // The profile, in one user-space gradient so face and shoulders join seamlessly.
  const skin = s.linear(
    [
      [0, P.plumSoft],
      [0.55, P.plum],
      [1, P.plumDeep],
    ],
    700,
    200,
    250,
    1150,
    true,
  );
  const hair = s.linear(
    [
      [0, P.plumInk],
      [0.6, P.plumDeep],
      [1, P.plumSoft],
    ],
    500,
    300,
    -500,
    300,
    true,
  );
  s.add(`<g transform="${tr(1150, 0, 0, 1.4)}">`);
  s.add(`<path d="${PROFILE_SHOULDERS}" fill="${skin}"/><path d="${PROFILE}" fill="${skin}"/>`);
  s.add(
    `<path d="${PROFILE_FRONT}" fill="none" stroke="${P.goldLight}" stroke-width="4" opacity="0.75"/>`,
  );
  // Wavy locks streaming back, each ending in a curl.
  const locks = [
    [
      [
        [420, 215],
        [160, 110],
        [0, 190],
        [-200, 160],
        [-340, 140],
        [-420, 50],
        [-620, 80],
      ],
      150,
    ],
    [
      [
        [360, 320],
        [100, 250],
        [-60, 380],
        [-260, 345],
        [-390, 322],
        [-460, 250],
        [-640, 290],
      ],
      180,
    ],
    [
      [
        [300, 480],
        [40, 460],
        [-110, 560],
        [-300, 525],
        [-400, 505],
        [-450, 430],
        [-580, 450],
      ],
      140,
    ],
    [
      [
        [280, 700],
        [170, 760],
        [40, 830],
        [-40, 950],
        [-90, 1030],
        [-50, 1100],
        [-170, 1150],
      ],
      120,
    ],
  ];
  for (const [p, w] of locks) s.add(`<path d="${lockPath(p, w, 4)}" fill="${hair}"/>`);
  s.add(`<path d="${HAIR_SWEPT}" fill="${hair}"/>`);
  const sheen = [P.rose, P.roseSoft, P.goldLight, P.mauve];
  for (const [p, w] of locks) {
    const clip = s.clip(`<path d="${lockPath(p, w, 4)}"/>`);
    s.add(
      `<g clip-path="${clip}">${strands(s, p, 5, w * 0.5, sheen, { dir: [0.3, 1], widths: [1.5, 3.5], range: [0.3, 0.6] })}</g>`,
    );
  }
  s.add(
    `<g clip-path="${s.clip(`<path d="${HAIR_SWEPT}"/>`)}">` +
      strands(
        s,
        [
          [560, 200],
          [420, 110],
          [200, 150],
          [0, 260],
          [-150, 330],
          [-300, 330],
          [-430, 300],
        ],
        14,
        300,
        sheen,
        {
          dir: [-0.35, 1],
        },
      ) +
      "</g>",
  );
  s.add(
    `<path d="${EAR}" fill="${P.plumSoft}"/><path d="${EAR_INNER}" fill="none" stroke="${P.plumDeep}" stroke-width="5" stroke-linecap="round" opacity="0.6"/>`,
  );
  s.add(
    `<circle cx="404" cy="642" r="9" fill="${P.gold}"/><circle cx="404" cy="676" r="15" fill="${s.ball(P.goldLight, 1)}"/>`,
  );
  s.add(profileEye(P.goldLight));
  s.add(`<path d="${LIPS_PROFILE}" fill="${P.rose}" opacity="0.55"/>`);
  s.add("</g>");
  // Foreground: petals around (not on) the face.
  const onFace = (x, y) => x > 1500 && x < 2150 && y > 150 && y < 1600;
  const palettes = [
    [P.roseSoft, P.blush],
    [P.rose, P.roseSoft],
    ["#ffffff", P.blush],
  ];
  s.add(petals(s, 14, [250, 80, 2350, 1550], [40, 80], palettes, [0.7, 0.95], onFace));
  s.add(sparkles(s, 10, [400, 150, 2300, 1400], [8, 20], "#fff7e0"));
}

function homeSplitArt(s) {
  backdrop(s, [
    [0, "#5b2a4c"],
    [0.55, P.plum],
    [1, P.plumDeep],
  ]);
  s.add(glow(s, 1100, 1150, 900, P.goldLight, 0.35));
  s.add(glow(s, 400, 500, 700, P.rose, 0.3));
  s.add(
    bokeh(s, 22, { y1: 1300, r: [12, 60], colors: [P.goldLight, P.roseSoft], op: [0.1, 0.35] }),
  );
  // Table surface.
  const table = s.linear([
    [0, "#6d3a58"],
    [0.2, "#552544"],
    [1, P.plumDeep],
  ]);
  s.add(`<rect x="0" y="1480" width="1600" height="520" fill="${table}"/>`);
  s.add(`<rect x="0" y="1476" width="1600" height="8" fill="${P.goldLight}" opacity="0.35"/>`);
  s.add(glow(s, 1050, 1500, 700, P.goldLight, 0.25, 120));
  // Orchid leaves and arching spray behind the stones.
  const leafFill = s.linear(
    [
      [0, P.sageDeep],
      [1, P.sage],
    ],
    0,
    1,
    0,
    0,
  );
  s.add(leaf(420, 1500, 520, 120, -62, leafFill));
  s.add(leaf(440, 1500, 460, 110, -22, leafFill));
  s.add(leaf(460, 1500, 420, 100, 38, P.sageDeep));
  s.add(orchidSpray(s, [420, 1450], [330, 380], [1120, 420], 7, 150));
  // Stones, candles and a few petals on the table.
  const stones = ["#3d2b38", "#58434f", "#2f2430", "#6a5561", "#4a3844"];
  s.add(
    stoneStack(
      s,
      620,
      1640,
      [
        [300, 105],
        [250, 90],
        [205, 78],
        [165, 66],
        [120, 54],
      ],
      stones,
    ),
  );
  s.add(shadow(s, 1180, 1640, 190, 34, 0.4));
  s.add(candle(s, 1180, 1640, 210, 330, P.cream));
  s.add(candle(s, 1390, 1690, 130, 190, P.blush));
  const palettes = [
    [P.roseSoft, P.blush],
    [P.rose, P.roseSoft],
  ];
  s.add(petals(s, 6, [900, 1720, 1550, 1920], [50, 80], palettes));
  s.add(sparkles(s, 8, [100, 200, 1500, 1200], [8, 18], P.goldLight));
}

function serumDrop(s, x, y, r, opacity) {
  const fill = s.cached("drop", () =>
    s.linear(
      [
        [0, "#fff6da"],
        [1, P.gold],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  return (
    glow(s, x, y, r * 3, "#fff1c8", 0.7) +
    `<path transform="${tr(x, y)}" d="M0 ${f(-r * 2.2)} C${f(r * 0.4)} ${f(-r * 1.2)} ${f(r)} ${f(-r * 0.6)} ` +
    `${f(r)} 0 A${f(r)} ${f(r)} 0 0 1 ${f(-r)} 0 C${f(-r)} ${f(-r * 0.6)} ${f(-r * 0.4)} ${f(-r * 1.2)} ` +
    `0 ${f(-r * 2.2)}Z" fill="${fill}" opacity="${opacity}"/>` +
    `<ellipse cx="${f(x - r * 0.35)}" cy="${f(y - r * 0.2)}" rx="${f(r * 0.18)}" ry="${f(r * 0.35)}" ` +
    `fill="#ffffff" opacity="0.8"/>`
  );
}

function homeRitualsArt(s) {
  backdrop(s, [
    [0, lighten(P.blush, 0.35)],
    [0.6, P.blush],
    [1, P.blushDeep],
  ]);
  s.add(glow(s, 850, 1200, 900, "#fff3df", 0.9));
  s.add(
    `<circle cx="800" cy="1180" r="560" fill="none" stroke="${P.gold}" stroke-width="3" opacity="0.45"/>`,
  );
  s.add(
    bokeh(s, 20, { r: [10, 50], colors: [P.goldLight, "#ffffff", P.roseSoft], op: [0.25, 0.6] }),
  );
  const greens = [P.sage, mix(P.sage, P.sageLight, 0.5)];
  s.add(
    branch(s, 1700, 2050, {
      len: 700,
      angle: -35,
      bend: -30,
      leaves: 8,
      leafLen: 200,
      leafW: 56,
      fills: greens,
      opacity: 0.7,
    }),
  );
  s.add(
    branch(s, -80, 250, {
      len: 600,
      angle: 120,
      bend: -30,
      leaves: 7,
      leafLen: 180,
      leafW: 50,
      fills: [P.roseSoft, lighten(P.rose, 0.3)],
      stem: P.roseSoft,
      opacity: 0.6,
    }),
  );
  const skin = SKIN[2];
  const face = s.linear(
    [
      [0, lighten(skin, 0.12)],
      [0.6, skin],
      [1, darken(skin, 0.3)],
    ],
    700,
    300,
    200,
    1000,
    true,
  );
  s.add(`<g transform="${tr(-120, 360, 0, 1.62)}">`);
  s.add(`<path d="${PROFILE}" fill="${face}"/>`);
  const faceClip = s.clip(`<path d="${PROFILE}"/>`);
  s.add(
    `<g clip-path="${faceClip}">${glow(s, 560, 630, 200, "#ffe9c4", 0.75)}${glow(s, 600, 360, 130, "#ffe9c4", 0.4)}</g>`,
  );
  s.add(`<path d="${PROFILE_FRONT}" fill="none" stroke="#fff4dc" stroke-width="4" opacity="0.8"/>`);
  s.add(`<path d="${HAIR_BUN}" fill="${s.vgrad(P.plumDeep, P.plumInk)}"/>`);
  s.add(`<circle cx="214" cy="232" r="118" fill="${s.ball(P.plumDeep, 0.8)}"/>`);
  s.add(
    `<g clip-path="${s.clip(`<path d="${HAIR_BUN}"/>`)}">` +
      strands(
        s,
        [
          [548, 205],
          [430, 130],
          [260, 170],
          [196, 380],
        ],
        8,
        120,
        [P.mauve, P.roseDeep],
        {
          dir: [0.6, 1],
          widths: [2, 4],
          range: [0.35, 0.6],
        },
      ) +
      "</g>",
  );
  s.add(
    `<path d="${EAR}" fill="${darken(skin, 0.08)}"/><path d="${EAR_INNER}" fill="none" stroke="${darken(skin, 0.35)}" stroke-width="5" stroke-linecap="round"/>`,
  );
  s.add(`<circle cx="404" cy="640" r="9" fill="${P.gold}"/>`);
  s.add(profileEye(darken(skin, 0.5)));
  s.add(`<path d="${LIPS_PROFILE}" fill="${P.roseDeep}" opacity="0.85"/>`);
  s.add(sparkles(s, 7, [470, 540, 640, 740], [6, 12], "#fff7e0"));
  s.add("</g>");
  // The serum dropper above the cheek, with falling drops.
  s.add(`<g transform="${tr(1240, 500, 28)}">`);
  s.add(`<rect x="-46" y="-330" width="92" height="190" rx="46" fill="${s.cyl(P.plum, 1)}"/>`);
  s.add(`<rect x="-60" y="-160" width="120" height="52" rx="8" fill="${s.cyl(P.gold, 1)}"/>`);
  s.add(
    `<path d="M-22 -110 L22 -110 L18 300 L8 360 L-8 360 L-18 300Z" fill="#ffffff" opacity="0.45" stroke="#ffffff" stroke-width="3"/>`,
  );
  s.add(
    `<path d="M-16 120 L16 120 L15 300 L7 352 L-7 352 L-15 300Z" fill="${P.gold}" opacity="0.7"/>`,
  );
  s.add(`<rect x="-12" y="-100" width="6" height="380" fill="#ffffff" opacity="0.7"/>`);
  s.add("</g>");
  s.add(serumDrop(s, 1060, 930, 26, 0.95));
  s.add(serumDrop(s, 1000, 1060, 14, 0.8));
  const palettes = [
    [P.roseSoft, P.blush],
    ["#ffffff", P.blush],
  ];
  s.add(petals(s, 6, [880, 1450, 1200, 1950], [46, 70], palettes));
  s.add(bottle(s, 1360, 1900, "dropper", 210, 420, P.rose, P.gold));
  s.add(sparkles(s, 9, [700, 300, 1500, 1300], [8, 18], "#ffffff"));
}

/** Brush lying at angle rot around its handle end (x, y); returns [shadow, brush]. */
function makeupBrush(s, x, y, rot, L, w, type, handle, bristle) {
  const shadowMarkup =
    `<g transform="${tr(x + 28, y + 24, rot)}"><rect x="${f(-w / 2)}" y="${f(-L)}" width="${f(w)}" ` +
    `height="${f(L)}" rx="${f(w / 2)}" fill="${P.plumInk}"/></g>`;
  let out = `<g transform="${tr(x, y, rot)}">`;
  out +=
    `<path d="M${f(-w * 0.28)} 0 L${f(-w / 2)} ${f(-L * 0.6)} L${f(w / 2)} ${f(-L * 0.6)} L${f(w * 0.28)} 0 ` +
    `Q0 ${f(w * 0.2)} ${f(-w * 0.28)} 0Z" fill="${s.cyl(handle, 1)}"/>`;
  out +=
    `<rect x="${f(-w * 0.52)}" y="${f(-L * 0.77)}" width="${f(w * 1.04)}" height="${f(L * 0.18)}" ` +
    `rx="${f(w * 0.1)}" fill="${s.cyl(P.gold, 1.2)}"/>`;
  out +=
    `<rect x="${f(-w * 0.52)}" y="${f(-L * 0.64)}" width="${f(w * 1.04)}" height="${f(L * 0.012)}" ` +
    `fill="${P.goldDeep}" opacity="0.6"/>`;
  const bfill = s.cached(`br${bristle}`, () =>
    s.linear(
      [
        [0, lighten(bristle, 0.35)],
        [0.7, bristle],
        [1, darken(bristle, 0.2)],
      ],
      0,
      0,
      0,
      1,
    ),
  );
  const b0 = -L * 0.76;
  let d;
  if (type === "powder") {
    d =
      `M${f(-w * 0.5)} ${f(b0)} C${f(-w * 1.4)} ${f(b0 - L * 0.08)} ${f(-w * 1.3)} ${f(-L * 1.04)} 0 ${f(-L * 1.06)} ` +
      `C${f(w * 1.3)} ${f(-L * 1.04)} ${f(w * 1.4)} ${f(b0 - L * 0.08)} ${f(w * 0.5)} ${f(b0)}Z`;
  } else if (type === "fan") {
    d =
      `M${f(-w * 0.45)} ${f(b0)} L${f(-w * 1.9)} ${f(-L * 0.98)} Q0 ${f(-L * 1.1)} ${f(w * 1.9)} ${f(-L * 0.98)} ` +
      `L${f(w * 0.45)} ${f(b0)}Z`;
  } else if (type === "angled") {
    d =
      `M${f(-w * 0.5)} ${f(b0)} C${f(-w * 0.8)} ${f(b0 - L * 0.08)} ${f(-w * 0.75)} ${f(-L * 0.92)} ` +
      `${f(-w * 0.55)} ${f(-L * 0.96)} L${f(w * 0.6)} ${f(-L * 1.04)} C${f(w * 0.8)} ${f(-L * 0.95)} ` +
      `${f(w * 0.75)} ${f(b0 - L * 0.05)} ${f(w * 0.5)} ${f(b0)}Z`;
  } else {
    d =
      `M${f(-w * 0.42)} ${f(b0)} C${f(-w * 0.6)} ${f(b0 - L * 0.1)} ${f(-w * 0.2)} ${f(-L * 0.98)} 0 ${f(-L * 1.02)} ` +
      `C${f(w * 0.2)} ${f(-L * 0.98)} ${f(w * 0.6)} ${f(b0 - L * 0.1)} ${f(w * 0.42)} ${f(b0)}Z`;
  }
  out += `<path d="${d}" fill="${bfill}"/>`;
  if (type === "fan") {
    for (let i = -4; i <= 4; i += 1) {
      out +=
        `<path d="M${f(i * w * 0.08)} ${f(b0)} L${f(i * w * 0.4)} ${f(-L * 1.0)}" ` +
        `stroke="${lighten(bristle, 0.35)}" stroke-width="2" opacity="0.5"/>`;
    }
  }
  out +=
    `<rect x="${f(-w * 0.3)}" y="${f(-L * 0.55)}" width="${f(w * 0.12)}" height="${f(L * 0.45)}" ` +
    `rx="${f(w * 0.06)}" fill="#ffffff" opacity="0.3"/>`;
  return [shadowMarkup, `${out}</g>`];
}

function homeTreatmentsArt(s) {
  backdrop(s, [
    [0, lighten(P.blush, 0.3)],
    [0.5, P.blush],
    [1, mix(P.blushDeep, P.roseSoft, 0.2)],
  ]);
  s.add(glow(s, 500, 400, 900, "#ffffff", 0.6));
  s.add(glow(s, 1300, 1500, 700, P.roseSoft, 0.2));
  const palettes = [
    [P.roseSoft, P.blush],
    [P.rose, P.roseSoft],
    ["#ffffff", P.blush],
  ];
  s.add(petals(s, 3, [100, 80, 700, 500], [60, 90], palettes));
  s.add(petals(s, 4, [1000, 1850, 1550, 1980], [60, 90], palettes));
  s.add(sparkles(s, 8, [100, 100, 1500, 1900], [8, 18], "#ffffff"));
  const shadows = [];
  const items = [];
  // Brushes laid diagonally on the left.
  const brushes = [
    [200, 1780, 1100, 64, "powder", P.plum, "#7a5a4a"],
    [390, 1840, 1020, 54, "fan", P.rose, "#f2e2d6"],
    [580, 1890, 940, 44, "angled", P.plumDeep, "#5a3b34"],
    [760, 1930, 820, 34, "liner", P.gold, "#3a2420"],
  ];
  for (const [x, y, L, w, type, handle, bristle] of brushes) {
    const [sh, br] = makeupBrush(s, x, y, 18, L, w, type, handle, bristle);
    shadows.push(sh);
    items.push(br);
  }
  // Tweezers, top right.
  const metal = s.cyl(P.gold, 1.2);
  const tweezer = (fill) =>
    `<path d="M-16 0 Q-50 380 -8 640 L-2 640 Q-30 380 -2 0Z" fill="${fill}"/>` +
    `<path d="M16 0 Q50 380 8 640 L2 640 Q30 380 2 0Z" fill="${fill}"/>` +
    `<rect x="-18" y="-30" width="36" height="44" rx="16" fill="${fill}"/>`;
  shadows.push(`<g transform="${tr(1322, 174, 14)}">${tweezer(P.plumInk)}</g>`);
  items.push(`<g transform="${tr(1300, 150, 14)}">${tweezer(metal)}</g>`);
  // A false lash strip.
  const p0 = [1030, 1020];
  const p1 = [1260, 870];
  const p2 = [1510, 990];
  let strip = `<path d="M${p0} Q${p1} ${p2}" fill="none" stroke="${P.plumInk}" stroke-width="9" stroke-linecap="round"/>`;
  for (let i = 0; i <= 34; i += 1) {
    const t = i / 34;
    const [x, y] = quad(p0, p1, p2, t);
    const len = 40 + 70 * Math.sin(Math.PI * (0.25 + 0.7 * t));
    strip +=
      `<path d="M${f(x)} ${f(y)} q${f(-10 + 30 * t)} ${f(-len * 0.6)} ${f(-4 + 50 * t)} ${f(-len)}" ` +
      `fill="none" stroke="${P.plumInk}" stroke-width="2.4" stroke-linecap="round"/>`;
  }
  items.push(strip);
  // Lash curler, bottom right: curved clamp with a rubber pad, crossed arms and finger loops.
  const curler = (stroke, pad) =>
    `<path d="M-170 -40 Q0 -200 170 -40" fill="none" stroke="${stroke}" stroke-width="24" stroke-linecap="round"/>` +
    (pad
      ? `<path d="M-148 -22 Q0 -160 148 -22" fill="none" stroke="${pad}" stroke-width="14" stroke-linecap="round"/>`
      : "") +
    `<path d="M-170 -40 Q-110 110 0 200 Q90 300 140 420" fill="none" stroke="${stroke}" stroke-width="17" stroke-linecap="round"/>` +
    `<path d="M170 -40 Q110 110 0 200 Q-90 300 -140 420" fill="none" stroke="${stroke}" stroke-width="17" stroke-linecap="round"/>` +
    `<ellipse cx="-150" cy="478" rx="54" ry="64" fill="none" stroke="${stroke}" stroke-width="17"/>` +
    `<ellipse cx="150" cy="478" rx="54" ry="64" fill="none" stroke="${stroke}" stroke-width="17"/>` +
    `<circle cx="0" cy="200" r="18" fill="${stroke}"/>`;
  shadows.push(`<g transform="${tr(1282, 1354, -8)}">${curler(P.plumInk)}</g>`);
  items.push(`<g transform="${tr(1260, 1330, -8)}">${curler(s.cyl(P.gold, 1.2), P.rose)}</g>`);
  s.add(s.defocus(shadows.join(""), 14, 0.25));
  s.add(...items);
}

function teamFigure(s, x, floorY, scale, o) {
  const { skin, hair, uniform, style, arms = 0 } = o;
  const pants = darken(uniform, 0.45);
  let out = shadow(s, x, floorY, 150 * scale, 18 * scale, 0.3);
  out += `<g transform="${tr(x, floorY - 1000 * scale, 0, scale)}">`;
  if (style === "braids") {
    for (let i = 0; i < 8; i += 1) {
      const bx = -46 + i * 13;
      out += `<path d="M${bx} 60 Q${bx * 1.6} 200 ${bx * 1.4} 360" stroke="${hair}" stroke-width="14" fill="none" stroke-linecap="round"/>`;
    }
  }
  if (style === "long")
    out += `<path d="M-58 60 Q-70 220 -80 330 L80 330 Q70 220 58 60Z" fill="${hair}"/>`;
  if (style === "afro") out += `<circle cx="0" cy="62" r="78" fill="${hair}"/>`;
  // Arms hang at the sides, angled slightly outwards by `arms`.
  for (const side of [-1, 1]) {
    out +=
      `<path d="M${side * 104} 205 Q${side * (124 + arms)} 360 ${side * (118 + arms)} 500" stroke="${skin}" ` +
      `stroke-width="40" fill="none" stroke-linecap="round"/>`;
  }
  out += `<path d="M-96 515 L-4 515 L-14 962 L-66 962Z" fill="${pants}"/><path d="M96 515 L4 515 L14 962 L66 962Z" fill="${pants}"/>`;
  out += `<ellipse cx="-44" cy="972" rx="44" ry="18" fill="${P.plumInk}"/><ellipse cx="44" cy="972" rx="44" ry="18" fill="${P.plumInk}"/>`;
  out +=
    '<path d="M-36 158 L36 158 C80 162 108 172 112 205 L102 360 C96 400 92 440 102 545 L-102 545 ' +
    `C-92 440 -96 400 -102 360 L-112 205 C-108 172 -80 162 -36 158Z" fill="${s.cyl(uniform, 0.8)}"/>`;
  for (const side of [-1, 1]) {
    out += `<path d="M${side * 104} 200 L${side * 112} 300" stroke="${uniform}" stroke-width="50" stroke-linecap="round"/>`;
  }
  out += `<path d="M-34 160 L0 222 L34 160" fill="none" stroke="${P.gold}" stroke-width="6"/>`;
  out += `<rect x="48" y="248" width="30" height="7" rx="3" fill="${P.gold}"/>`;
  out += `<path d="M-102 545 L102 545" stroke="${darken(uniform, 0.2)}" stroke-width="6"/>`;
  out += `<rect x="-17" y="112" width="34" height="56" rx="10" fill="${darken(skin, 0.12)}"/>`;
  out += `<ellipse cx="0" cy="72" rx="50" ry="62" fill="${s.ball(skin, 0.5)}"/>`;
  if (style === "bun") out += `<circle cx="0" cy="2" r="30" fill="${hair}"/>`;
  if (style === "wrap") {
    out += `<path d="M-54 62 C-66 -10 -40 -62 0 -66 C44 -70 68 -16 54 62 C30 30 -30 30 -54 62Z" fill="${s.cyl(P.rose, 0.8)}"/>`;
    out += `<path d="M-30 10 Q0 -20 34 14" stroke="${P.goldLight}" stroke-width="4" fill="none" opacity="0.7"/>`;
  } else {
    out += `<path d="M-52 66 C-58 0 -30 -8 0 -8 C34 -8 58 0 52 66 C50 30 30 12 0 12 C-30 12 -52 30 -52 66Z" fill="${hair}"/>`;
  }
  out += `<circle cx="-50" cy="92" r="5" fill="${P.goldLight}"/><circle cx="50" cy="92" r="5" fill="${P.goldLight}"/>`;
  return `${out}</g>`;
}

function teamArt(s) {
  backdrop(
    s,
    [
      [0, lighten(P.blush, 0.35)],
      [1, P.blushDeep],
    ],
    0,
    0,
    0,
    1,
  );
  s.add(glow(s, 1200, 520, 1100, "#fff6e8", 0.8, 600));
  s.add(
    `<path d="${archPath(1200, 1080, 1500, 1060)}" fill="${lighten(P.blush, 0.45)}" opacity="0.8"/>`,
  );
  s.add(
    `<path d="${archPath(1200, 1080, 1500, 1060)}" fill="none" stroke="${P.gold}" stroke-width="4" opacity="0.5"/>`,
  );
  s.add(
    `<rect x="0" y="1080" width="2400" height="120" fill="${s.vgrad(P.linen, mix(P.linen, P.taupe, 0.4))}"/>`,
  );
  s.add(plant(s, 170, 1110, 820, "palm", P.cream));
  s.add(plant(s, 2230, 1110, 760, "leafy", P.cream));
  s.add(pendantLamp(s, 380, 0, 160, 70));
  s.add(pendantLamp(s, 2020, 0, 160, 70));
  const people = [
    { skin: SKIN[1], style: "bun", arms: 0, h: 0.88 },
    { skin: SKIN[3], style: "braids", arms: 6, h: 0.9 },
    { skin: SKIN[0], style: "afro", arms: 2, h: 0.93 },
    { skin: SKIN[4], style: "wrap", arms: 4, h: 0.89 },
    { skin: SKIN[2], style: "long", arms: 0, h: 0.91 },
  ];
  people.forEach((p, i) => {
    s.add(teamFigure(s, 560 + i * 320, 1110, p.h, { ...p, hair: P.plumInk, uniform: P.plum }));
  });
  s.add(bokeh(s, 14, { y1: 700, r: [8, 30], colors: [P.goldLight, "#ffffff"], op: [0.2, 0.5] }));
}

function aboutHeroArt(s) {
  backdrop(s, [
    [0, P.plumSoft],
    [0.5, P.plum],
    [1, P.plumDeep],
  ]);
  s.add(glow(s, 1250, 760, 950, P.rose, 0.45));
  s.add(glow(s, 1250, 700, 520, P.goldLight, 0.22));
  s.add(
    `<circle cx="1230" cy="760" r="610" fill="none" stroke="${P.gold}" stroke-width="3" opacity="0.5"/>`,
  );
  s.add(bokeh(s, 24, { r: [10, 50], colors: [P.goldLight, P.roseSoft], op: [0.12, 0.4] }));
  const berry = [P.roseDeep, P.mauve, P.rose];
  s.add(
    branch(s, 2500, 1700, {
      len: 800,
      angle: -40,
      bend: -30,
      leaves: 9,
      leafLen: 220,
      leafW: 58,
      fills: berry,
      stem: P.mauve,
      opacity: 0.6,
    }),
  );
  s.add(
    branch(s, -60, 100, {
      len: 700,
      angle: 130,
      bend: -25,
      leaves: 8,
      leafLen: 200,
      leafW: 52,
      fills: berry,
      stem: P.mauve,
      opacity: 0.5,
    }),
  );
  // Profile facing left, in soft blush tones.
  const face = s.linear(
    [
      [0, P.petal],
      [0.6, P.blush],
      [1, P.blushDeep],
    ],
    650,
    250,
    250,
    1200,
    true,
  );
  s.add(`<g transform="${tr(1740, -10, 0, -1.25, 1.25)}">`);
  s.add(`<path d="${PROFILE_SHOULDERS}" fill="${face}"/><path d="${PROFILE}" fill="${face}"/>`);
  s.add(
    `<g clip-path="${s.clip(`<path d="${PROFILE}"/>`)}">${glow(s, 540, 630, 90, P.roseSoft, 0.45)}</g>`,
  );
  const hair = s.linear(
    [
      [0, P.roseDeep],
      [1, P.plumSoft],
    ],
    0,
    0,
    1,
    1,
  );
  s.add(`<path d="${HAIR_BUN}" fill="${hair}"/>`);
  s.add(`<circle cx="214" cy="232" r="118" fill="${s.ball(P.roseDeep, 0.7)}"/>`);
  s.add(
    `<circle cx="214" cy="232" r="84" fill="none" stroke="${P.goldLight}" stroke-width="3" opacity="0.45"/>`,
  );
  s.add(
    `<circle cx="214" cy="232" r="48" fill="none" stroke="${P.goldLight}" stroke-width="3" opacity="0.35"/>`,
  );
  s.add(
    `<g clip-path="${s.clip(`<path d="${HAIR_BUN}"/>`)}">` +
      strands(
        s,
        [
          [548, 205],
          [430, 130],
          [260, 170],
          [196, 380],
        ],
        9,
        130,
        [P.goldLight, P.roseSoft],
        {
          dir: [0.6, 1],
          widths: [2, 4],
          range: [0.35, 0.65],
        },
      ) +
      "</g>",
  );
  s.add(
    `<path d="${EAR}" fill="${P.blushDeep}"/><path d="${EAR_INNER}" fill="none" stroke="${P.roseSoft}" stroke-width="5" stroke-linecap="round"/>`,
  );
  s.add(
    `<circle cx="404" cy="642" r="9" fill="${P.gold}"/><path d="M404 651 L404 700" stroke="${P.gold}" stroke-width="4"/>`,
  );
  s.add(`<circle cx="404" cy="712" r="15" fill="${s.ball(P.goldLight, 1)}"/>`);
  // Brow, long lashes and lips.
  s.add(
    `<path d="M516 414 Q562 394 604 418" fill="none" stroke="${P.plum}" stroke-width="7" stroke-linecap="round" opacity="0.8"/>`,
  );
  s.add(profileEye(P.plum, { lashes: 9, long: 1.9, width: 5 }));
  s.add(`<path d="${LIPS_PROFILE}" fill="${P.rose}"/>`);
  s.add("</g>");
  const onFace = (x, y) => x > 850 && x < 1700 && y > 150 && y < 1600;
  const palettes = [
    [P.roseSoft, P.blush],
    [P.rose, P.roseSoft],
    [P.blush, "#ffffff"],
  ];
  s.add(petals(s, 22, [100, 60, 2350, 1540], [50, 100], palettes, [0.75, 1], onFace));
  s.add(sparkles(s, 14, [100, 100, 2300, 1500], [8, 22], P.goldLight));
}

function signatureArt(s) {
  backdrop(s, [
    [0, lighten(P.blush, 0.25)],
    [0.6, P.blushDeep],
    [1, P.roseSoft],
  ]);
  s.add(glow(s, 800, 640, 800, "#fff5e6", 0.75));
  s.add(bokeh(s, 18, { r: [12, 50], colors: ["#ffffff", P.goldLight], op: [0.2, 0.5] }));
  s.add(
    branch(s, 2080, 1400, {
      len: 640,
      angle: -40,
      bend: -25,
      leaves: 8,
      leafLen: 190,
      leafW: 52,
      fills: [P.sage, P.sageDeep],
      opacity: 0.7,
    }),
  );
  s.add(
    branch(s, -60, 1400, {
      len: 520,
      angle: 45,
      bend: 20,
      leaves: 7,
      leafLen: 170,
      leafW: 48,
      fills: [P.sage, mix(P.sage, P.sageLight, 0.5)],
      opacity: 0.6,
    }),
  );
  const skin = SKIN[3];
  const face = s.radial(
    [
      [0, lighten(skin, 0.12)],
      [0.7, skin],
      [1, darken(skin, 0.2)],
    ],
    { cx: 0.45, cy: 0.4, r: 0.65 },
  );
  const towel = s.vgrad("#ffffff", P.sand);
  s.add(`<g transform="${tr(860, 700, -8, 1.9)}">`);
  s.add(`<path d="${SHOULDERS}" fill="${s.cyl(darken(skin, 0.05), 0.6)}"/>`);
  // Bathrobe collar.
  s.add(`<path d="M-360 450 C-250 390 -150 372 -96 356 L40 640 L-420 640Z" fill="${towel}"/>`);
  s.add(
    `<path d="M360 450 C250 390 150 372 96 356 L-40 640 L420 640Z" fill="${s.vgrad(P.cream, P.linen)}"/>`,
  );
  for (const side of [-1, 1]) {
    s.add(`<ellipse cx="${side * 150}" cy="20" rx="24" ry="44" fill="${darken(skin, 0.08)}"/>`);
  }
  s.add(`<path d="${FACE}" fill="${face}"/>`);
  // Cream mask: the whole face except eyes, brows and lips, still being brushed onto the right cheek.
  const maskD = `${FACE} ${ellipseD(-62, -24, 62, 48)} ${ellipseD(62, -24, 62, 48)} ${ellipseD(0, 140, 60, 34)}`;
  const applied = s.clip(
    '<path d="M-400 -400 L220 -400 L170 -40 C110 0 70 40 84 100 C96 160 60 200 70 300 L-400 400Z"/>',
  );
  const mask = s.radial(
    [
      [0, "#fdf8f2"],
      [0.7, "#f5e8dc"],
      [1, "#e6d0bd"],
    ],
    { cx: 0.42, cy: 0.38, r: 0.62 },
  );
  s.add(
    `<g clip-path="${applied}"><path d="${maskD}" fill="${mask}" fill-rule="evenodd" opacity="0.96"/></g>`,
  );
  s.add(`<g clip-path="${s.clip(`<path d="${FACE}"/>`)}">`);
  s.add(
    `<path d="M78 96 Q118 84 136 40" stroke="#f6ebe1" stroke-width="26" fill="none" stroke-linecap="round" opacity="0.9"/>`,
  );
  s.add(
    `<path d="M80 150 Q112 140 124 112" stroke="#f6ebe1" stroke-width="18" fill="none" stroke-linecap="round" opacity="0.75"/>`,
  );
  s.add("</g>");
  // Towel wrapped around the hair.
  s.add(
    '<path d="M-178 -110 C-206 -258 -124 -346 0 -350 C124 -354 210 -270 182 -110 ' +
      `C150 -150 92 -178 0 -180 C-92 -180 -150 -150 -178 -110Z" fill="${towel}"/>`,
  );
  s.add(
    `<path d="M-176 -176 C-90 -262 70 -300 178 -236 L182 -190 C70 -248 -84 -218 -178 -130Z" fill="#ffffff"/>`,
  );
  for (const d of [
    "M-150 -230 Q0 -300 150 -250",
    "M-120 -290 Q20 -340 120 -300",
    "M-160 -150 Q-20 -226 170 -200",
  ]) {
    s.add(
      `<path d="${d}" stroke="${P.linen}" stroke-width="4" fill="none" opacity="0.7" stroke-linecap="round"/>`,
    );
  }
  const lineColor = darken(skin, 0.55);
  s.add(`<g>${closedEye(lineColor)}${brow(darken(skin, 0.5))}</g>`);
  s.add(`<g transform="scale(-1 1)">${closedEye(lineColor)}${brow(darken(skin, 0.5))}</g>`);
  s.add(nose("#d9c2ae", 4));
  s.add(lips(s, P.rose));
  // Flat mask brush at the edge of the fresh cream.
  s.add(`<g transform="${tr(128, 66, -48)}">`);
  s.add(`<path d="M-9 300 L-12 100 L12 100 L9 300 Q0 305 -9 300Z" fill="${s.cyl(P.plum, 1)}"/>`);
  s.add(`<rect x="-15" y="55" width="30" height="50" rx="4" fill="${s.cyl(P.gold, 1.2)}"/>`);
  s.add(`<path d="M-14 56 L-21 -6 Q0 -12 21 -6 L14 56Z" fill="${s.vgrad("#fdf8f3", "#e2cdb9")}"/>`);
  s.add(`<path d="M-21 -6 Q0 -12 21 -6 L19 10 Q0 4 -19 10Z" fill="#f6ebe1"/>`);
  s.add("</g>");
  s.add("</g>");
  // A bowl of cream mask.
  s.add(shadow(s, 1560, 1235, 200, 30, 0.3));
  s.add(`<ellipse cx="1560" cy="1090" rx="180" ry="44" fill="#f6ebe1"/>`);
  s.add(
    `<path d="M1380 1090 Q1390 1230 1560 1232 Q1730 1230 1740 1090 Q1560 1140 1380 1090Z" fill="${s.cyl(P.rose, 0.6)}"/>`,
  );
  s.add(
    `<ellipse cx="1560" cy="1090" rx="180" ry="44" fill="none" stroke="${P.gold}" stroke-width="8"/>`,
  );
  s.add(`<ellipse cx="1540" cy="1082" rx="120" ry="24" fill="#fcf5ee"/>`);
  const palettes = [
    [P.roseSoft, P.blush],
    ["#ffffff", P.blush],
  ];
  const onFace = (x, y) => x > 450 && x < 1300 && y > 0 && y < 1333;
  s.add(petals(s, 10, [80, 80, 1950, 1250], [40, 70], palettes, [0.7, 1], onFace));
  s.add(sparkles(s, 10, [200, 100, 1900, 1200], [8, 18], "#ffffff"));
}

function portraitArt(s, variant) {
  const bgs = {
    braids: [
      [0, lighten(P.blush, 0.3)],
      [1, P.roseSoft],
    ],
    headwrap: [
      [0, lighten(P.goldLight, 0.5)],
      [1, mix(P.goldLight, P.blushDeep, 0.5)],
    ],
    afro: [
      [0, lighten(P.mauve, 0.55)],
      [1, P.mauve],
    ],
  };
  backdrop(s, bgs[variant]);
  s.add(glow(s, 400, 330, 420, "#ffffff", 0.45));
  s.add(
    `<circle cx="400" cy="380" r="300" fill="none" stroke="${P.gold}" stroke-width="3" opacity="0.5"/>`,
  );
  s.add(bokeh(s, 8, { r: [8, 26], colors: ["#ffffff", P.goldLight], op: [0.2, 0.5] }));
  const skin = { braids: "#6b3a46", headwrap: "#5a2f40", afro: "#4f2a3c" }[variant];
  const clothes = { braids: P.plum, headwrap: P.roseDeep, afro: P.gold }[variant];
  const hair = P.plumInk;
  s.add(`<g transform="${tr(400, 430, 0, 0.82)}">`);
  if (variant === "braids") {
    for (let i = 0; i < 14; i += 1) {
      const side = i < 7 ? -1 : 1;
      const k = i % 7;
      const [x0, y0, x1] = [side * (118 + k * 8), -200 + k * 30, side * (170 + k * 18)];
      s.add(
        `<path d="M${x0} ${y0} Q${f(x1 * 1.1)} 200 ${f(x1)} ${470 + k * 12}" stroke="${hair}" stroke-width="24" fill="none" stroke-linecap="round"/>`,
      );
    }
  }
  if (variant === "afro") {
    s.add(`<circle cx="0" cy="-90" r="252" fill="${hair}"/>`);
    for (let i = 0; i < 48; i += 1) {
      const a = (i / 48) * Math.PI * 2;
      const rr = 246 + s.rnd(-6, 10);
      s.add(
        `<circle cx="${f(Math.cos(a) * rr)}" cy="${f(-90 + Math.sin(a) * rr)}" r="${f(s.rnd(20, 30))}" fill="${hair}"/>`,
      );
    }
  }
  s.add(`<path d="${SHOULDERS}" fill="${skin}"/>`);
  s.add(
    '<path d="M-340 470 C-250 400 -130 380 -80 360 Q0 420 80 360 C130 380 250 400 340 470 L400 800 L-400 800Z" ' +
      `fill="${s.cyl(clothes, 0.7)}"/>`,
  );
  s.add(`<path d="${FACE}" fill="${skin}"/>`);
  s.add(`<path d="M-58 330 Q0 380 58 330" stroke="${P.goldLight}" stroke-width="5" fill="none"/>`);
  if (variant === "braids") {
    s.add(
      '<path d="M-156 -40 C-170 -220 -80 -268 0 -268 C80 -268 170 -220 156 -40 C140 -150 80 -190 0 -190 ' +
        `C-80 -190 -140 -150 -156 -40Z" fill="${hair}"/>`,
    );
    for (let i = 0; i < 6; i += 1) {
      const side = i < 3 ? -1 : 1;
      const k = i % 3;
      const d = `M${side * (136 + k * 10)} ${-120 + k * 50} Q${side * (205 + k * 20)} 150 ${side * (170 + k * 38)} 540`;
      s.add(
        `<path d="${d}" stroke="${hair}" stroke-width="22" fill="none" stroke-linecap="round"/>`,
      );
      s.add(
        `<path d="${d}" stroke="#3a1830" stroke-width="12" fill="none" stroke-dasharray="10 12" stroke-linecap="round"/>`,
      );
      s.add(`<circle cx="${side * (170 + k * 38)}" cy="548" r="10" fill="${P.gold}"/>`);
    }
  } else if (variant === "headwrap") {
    const wrap = s.linear(
      [
        [0, P.gold],
        [0.5, P.goldLight],
        [1, P.goldDeep],
      ],
      0,
      0,
      1,
      1,
    );
    s.add(
      '<path d="M-170 -70 C-210 -230 -170 -400 -40 -440 C70 -475 210 -420 214 -260 C216 -160 190 -100 170 -70 ' +
        `C100 -140 -100 -140 -170 -70Z" fill="${wrap}"/>`,
    );
    for (const d of [
      "M-150 -140 Q0 -230 190 -150",
      "M-160 -220 Q20 -330 200 -240",
      "M-120 -330 Q40 -420 170 -340",
    ]) {
      s.add(
        `<path d="${d}" stroke="${P.goldDeep}" stroke-width="6" fill="none" opacity="0.6" stroke-linecap="round"/>`,
      );
    }
    s.add(
      `<ellipse cx="40" cy="-420" rx="70" ry="44" transform="rotate(-20 40 -420)" fill="${s.ball(P.gold, 0.8)}"/>`,
    );
    s.add(
      `<ellipse cx="-40" cy="-430" rx="60" ry="38" transform="rotate(25 -40 -430)" fill="${s.ball(P.goldLight, 0.8)}"/>`,
    );
    for (const side of [-1, 1]) {
      s.add(
        `<circle cx="${side * 150}" cy="70" r="28" fill="none" stroke="${P.gold}" stroke-width="7"/>`,
      );
    }
  } else {
    s.add(
      '<path d="M-152 -50 C-160 -200 -90 -252 0 -252 C90 -252 160 -200 152 -50 C130 -140 70 -168 0 -168 ' +
        `C-70 -168 -130 -140 -152 -50Z" fill="${hair}"/>`,
    );
    for (const side of [-1, 1])
      s.add(`<circle cx="${side * 152}" cy="60" r="9" fill="${P.goldLight}"/>`);
  }
  s.add("</g>");
}

/* ------------------------------------------------------------------------------------------------ */
/* Interiors                                                                                         */
/* ------------------------------------------------------------------------------------------------ */

function room(
  s,
  floorY,
  wall = [lighten(P.blush, 0.3), P.blush],
  floor = [P.linen, mix(P.linen, P.taupe, 0.5)],
) {
  s.add(`<rect width="${s.w}" height="${floorY}" fill="${s.vgrad(wall[0], wall[1])}"/>`);
  s.add(
    `<rect y="${floorY}" width="${s.w}" height="${s.h - floorY}" fill="${s.vgrad(floor[0], floor[1])}"/>`,
  );
  s.add(`<rect y="${floorY - 18}" width="${s.w}" height="18" fill="${lighten(wall[1], 0.2)}"/>`);
  s.add(
    `<rect y="${floorY}" width="${s.w}" height="4" fill="${darken(floor[0], 0.12)}" opacity="0.5"/>`,
  );
}

function lightBeams(x, w, floorY, opacity = 0.16) {
  const beam = (bx, bw, o) =>
    `<path d="M${f(bx)} 0 L${f(bx + bw)} 0 L${f(bx + bw - floorY * 0.45)} ${f(floorY)} ` +
    `L${f(bx - floorY * 0.45)} ${f(floorY)}Z" fill="#ffffff" opacity="${op(o)}"/>`;
  return beam(x, w, opacity) + beam(x + w * 1.4, w * 0.4, opacity * 0.8);
}

function sideTable(s, x, floorY, w, h, top = P.gold) {
  return (
    shadow(s, x, floorY, w * 0.6, w * 0.06, 0.3) +
    `<rect x="${f(x - w * 0.04)}" y="${f(floorY - h)}" width="${f(w * 0.08)}" height="${f(h)}" fill="${s.cyl(P.gold, 0.8)}"/>` +
    `<ellipse cx="${f(x)}" cy="${f(floorY - 4)}" rx="${f(w * 0.28)}" ry="${f(w * 0.05)}" fill="${P.goldDeep}"/>` +
    `<rect x="${f(x - w / 2)}" y="${f(floorY - h - w * 0.06)}" width="${f(w)}" height="${f(w * 0.07)}" ` +
    `rx="${f(w * 0.03)}" fill="${s.cyl(top, 0.6)}"/>`
  );
}

function aboutWideArt(s) {
  const floorY = 820;
  room(s, floorY);
  s.add(glow(s, 1200, 450, 1300, "#fff6ea", 0.7, 600));
  s.add(lightBeams(1500, 260, floorY, 0.14));
  s.add(archMirror(s, 1150, 720, 520, 620));
  s.add(`<rect x="850" y="712" width="600" height="16" rx="6" fill="${P.gold}" opacity="0.7"/>`);
  s.add(pendantLamp(s, 1150, 0, 60, 60));
  s.add(plant(s, 250, 900, 720, "blades", P.cream));
  s.add(plant(s, 2200, 900, 700, "leafy", mix(P.blushDeep, P.linen, 0.5)));
  s.add(floorLamp(s, 1900, 880, 620, 190));
  s.add(sideTable(s, 560, 900, 200, 230));
  s.add(candle(s, 520, 900 - 230 - 12, 46, 80, P.cream));
  s.add(
    stoneStack(
      s,
      600,
      900 - 230 - 12,
      [
        [44, 16],
        [36, 14],
        [28, 11],
      ],
      ["#4a3844", "#6a5561", "#3d2b38"],
    ),
  );
  s.add(treatmentBed(s, 1180, 930, 1000));
  s.add(sideTable(s, 1700, 920, 170, 200, P.cream));
  s.add(bottle(s, 1670, 920 - 200 - 10, "pump", 40, 110, P.rose));
  s.add(bottle(s, 1730, 920 - 200 - 10, "jar", 52, 50, P.cream));
  s.add(bokeh(s, 10, { y1: 600, r: [8, 24], colors: ["#ffffff", P.goldLight], op: [0.2, 0.5] }));
}

function treatmentRoomArt(s) {
  const floorY = 1240;
  room(s, floorY, [lighten(P.blush, 0.4), mix(P.blush, P.blushDeep, 0.5)]);
  s.add(glow(s, 1200, 700, 1400, "#fff6ea", 0.6, 800));
  s.add(
    `<path d="${archPath(1250, floorY - 18, 1200, 1000)}" fill="${mix(P.blushDeep, P.roseSoft, 0.25)}" opacity="0.7"/>`,
  );
  s.add(
    `<path d="${archPath(1250, floorY - 18, 1200, 1000)}" fill="none" stroke="${P.gold}" stroke-width="5" opacity="0.5"/>`,
  );
  s.add(lightBeams(300, 240, floorY, 0.15));
  s.add(globeLamp(s, 1250, 0, 300, 70));
  // Wall shelf in the arch with candles and flowers.
  s.add(`<rect x="970" y="560" width="560" height="18" rx="6" fill="${s.cyl(P.gold, 0.6)}"/>`);
  s.add(candle(s, 1050, 560, 50, 90, P.cream));
  s.add(candle(s, 1120, 560, 44, 60, P.blush));
  s.add(vaseWithFlowers(s, 1380, 560, 260, { blooms: ["#ffffff", P.blush] }));
  s.add(plant(s, 200, 1330, 860, "palm", P.cream));
  s.add(treatmentBed(s, 1200, 1330, 1260));
  // Trolley with bottles and towels.
  const tx = 2080;
  s.add(shadow(s, tx, 1330, 230, 24, 0.3));
  for (const lx of [tx - 180, tx + 170])
    s.add(`<rect x="${lx}" y="880" width="12" height="450" fill="${P.gold}"/>`);
  s.add(
    `<rect x="${tx - 200}" y="870" width="400" height="16" rx="6" fill="${s.cyl(P.gold, 0.6)}"/>`,
  );
  s.add(
    `<rect x="${tx - 200}" y="1100" width="400" height="16" rx="6" fill="${s.cyl(P.gold, 0.6)}"/>`,
  );
  s.add(bottle(s, tx - 120, 870, "pump", 70, 190, P.rose));
  s.add(bottle(s, tx - 30, 870, "dropper", 60, 140, P.plum));
  s.add(bottle(s, tx + 60, 870, "jar", 90, 80, P.cream));
  s.add(bottle(s, tx + 150, 870, "spray", 56, 160, P.blushDeep));
  s.add(
    `<rect x="${tx - 170}" y="1050" width="320" height="50" rx="20" fill="${s.cyl("#ffffff", 0.4)}"/>`,
  );
  s.add(
    `<rect x="${tx - 150}" y="1002" width="280" height="48" rx="20" fill="${s.cyl(P.blush, 0.4)}"/>`,
  );
  s.add(bokeh(s, 12, { y1: 900, r: [8, 26], colors: ["#ffffff", P.goldLight], op: [0.2, 0.5] }));
}

function makeupStationArt(s) {
  const floorY = 1300;
  room(
    s,
    floorY,
    [mix(P.blush, P.roseSoft, 0.3), mix(P.blushDeep, P.roseSoft, 0.5)],
    [P.plumSoft, P.plum],
  );
  s.add(glow(s, 1200, 600, 1200, "#fff2dc", 0.6, 700));
  // Mirror framed by round bulbs.
  const [mx, mw, mh, my] = [1200, 1100, 760, 180];
  const glass = s.linear(
    [
      [0, "#fdf8f6"],
      [0.5, lighten(P.blush, 0.2)],
      [1, P.blushDeep],
    ],
    0,
    0,
    1,
    1,
  );
  s.add(
    `<rect x="${mx - mw / 2 - 40}" y="${my - 40}" width="${mw + 80}" height="${mh + 80}" rx="30" fill="${s.cyl(P.gold, 0.5)}"/>`,
  );
  s.add(
    `<rect x="${mx - mw / 2}" y="${my}" width="${mw}" height="${mh}" rx="14" fill="${glass}"/>`,
  );
  const mclip = s.clip(`<rect x="${mx - mw / 2}" y="${my}" width="${mw}" height="${mh}" rx="14"/>`);
  s.add(
    `<g clip-path="${mclip}"><path d="M${mx - 200} ${my} l240 0 l-500 ${mh} l-240 0Z" fill="#ffffff" opacity="0.35"/>` +
      `<path d="M${mx + 260} ${my} l90 0 l-500 ${mh} l-90 0Z" fill="#ffffff" opacity="0.3"/>` +
      `${glow(s, mx, my + mh, 500, P.roseSoft, 0.25)}</g>`,
  );
  const bulbs = [];
  for (let i = 0; i < 7; i += 1) bulbs.push([mx - mw / 2 + 60 + (i * (mw - 120)) / 6, my - 20]);
  for (let i = 0; i < 5; i += 1) {
    bulbs.push([mx - mw / 2 - 20, my + 90 + (i * (mh - 180)) / 4]);
    bulbs.push([mx + mw / 2 + 20, my + 90 + (i * (mh - 180)) / 4]);
  }
  const bulb = s.radial([
    [0, "#ffffff"],
    [0.6, "#fff8e6"],
    [1, "#f4dca8"],
  ]);
  for (const [bx, by] of bulbs) s.add(glow(s, bx, by, 90, "#fff3d2", 0.55));
  for (const [bx, by] of bulbs)
    s.add(`<circle cx="${f(bx)}" cy="${f(by)}" r="30" fill="${bulb}"/>`);
  // Counter.
  s.add(
    `<rect x="${mx - 760}" y="1010" width="1520" height="34" rx="10" fill="${s.cyl(P.cream, 0.5)}"/>`,
  );
  s.add(
    `<rect x="${mx - 740}" y="1044" width="1480" height="210" fill="${s.vgrad(P.plum, P.plumDeep)}"/>`,
  );
  for (let i = 0; i < 16; i += 1) {
    s.add(
      `<rect x="${mx - 720 + i * 92}" y="1060" width="60" height="180" rx="28" fill="${P.plumSoft}" opacity="0.45"/>`,
    );
  }
  s.add(`<rect x="${mx - 760}" y="1004" width="1520" height="8" fill="${P.gold}"/>`);
  // Brush cup, palette, products and flowers on the counter.
  s.add(
    `<rect x="${mx - 560}" y="900" width="90" height="110" rx="12" fill="${s.cyl(P.gold, 0.8)}"/>`,
  );
  for (let i = 0; i < 5; i += 1) {
    s.add(
      `<g transform="${tr(mx - 515 + (i - 2) * 14, 910, (i - 2) * 9)}"><rect x="-6" y="-220" width="12" height="220" rx="6" ` +
        `fill="${i % 2 ? P.plum : P.rose}"/><rect x="-8" y="-250" width="16" height="40" fill="${P.goldLight}"/>` +
        `<path d="M-10 -250 Q0 -${300 + i * 6} 10 -250Z" fill="#4a2f2a"/></g>`,
    );
  }
  s.add(`<rect x="${mx - 420}" y="990" width="220" height="20" rx="6" fill="${P.plumDeep}"/>`);
  const shades = [P.roseSoft, P.rose, P.goldLight, P.mauve, P.blushDeep, P.roseDeep];
  shades.forEach((c, i) =>
    s.add(`<circle cx="${mx - 395 + i * 34}" cy="996" r="11" fill="${c}"/>`),
  );
  s.add(bottle(s, mx + 330, 1010, "pump", 70, 180, P.blushDeep));
  s.add(bottle(s, mx + 420, 1010, "spray", 56, 150, P.rose));
  s.add(bottle(s, mx + 510, 1010, "jar", 90, 70, P.cream));
  s.add(vaseWithFlowers(s, mx + 10, 1010, 240, { blooms: [P.roseSoft, "#ffffff", P.blush] }));
  // Chair in front.
  s.add(shadow(s, mx, 1520, 320, 36, 0.35));
  s.add(`<rect x="${mx - 14}" y="1320" width="28" height="190" fill="${s.cyl(P.gold, 1)}"/>`);
  s.add(`<ellipse cx="${mx}" cy="1515" rx="170" ry="22" fill="${s.cyl(P.goldDeep, 0.8)}"/>`);
  s.add(
    `<rect x="${mx - 260}" y="1040" width="520" height="320" rx="150" fill="${s.cyl(P.plum, 0.9)}"/>`,
  );
  for (let i = -3; i <= 3; i += 1) {
    s.add(
      `<rect x="${mx + i * 66 - 4}" y="1080" width="8" height="250" rx="4" fill="${P.plumDeep}" opacity="0.5"/>`,
    );
  }
  s.add(
    `<rect x="${mx - 280}" y="1320" width="560" height="60" rx="30" fill="${s.cyl(P.plumSoft, 0.8)}"/>`,
  );
  s.add(plant(s, 200, 1440, 780, "blades", P.cream));
  s.add(plant(s, 2220, 1440, 700, "leafy", P.blush));
}

function lashBedArt(s) {
  const floorY = 1240;
  room(s, floorY, [lighten(P.sand, 0.4), mix(P.sand, P.blush, 0.6)]);
  s.add(glow(s, 1300, 600, 1300, "#fff6ea", 0.6, 700));
  s.add(lightBeams(1700, 220, floorY, 0.15));
  // Lash-shaped light on the wall.
  const p0 = [900, 400];
  const p1 = [1200, 600];
  const p2 = [1500, 400];
  let lash = `<path d="M${p0} Q${p1} ${p2}" fill="none" stroke="#fff3cf" stroke-width="14" stroke-linecap="round"/>`;
  for (let i = 0; i <= 10; i += 1) {
    const t = 0.05 + i * 0.09;
    const [x, y, h] = quad(p0, p1, p2, t);
    const a = ((h + 90) * Math.PI) / 180;
    const len = 70 + 50 * Math.sin(Math.PI * t);
    lash +=
      `<path d="M${f(x)} ${f(y)} L${f(x + Math.sin(a) * len)} ${f(y - Math.cos(a) * len)}" stroke="#fff3cf" ` +
      `stroke-width="10" stroke-linecap="round"/>`;
  }
  s.add(s.defocus(lash.replaceAll("#fff3cf", P.gold), 22, 0.9));
  s.add(lash);
  // Padded lash bed with a raised back rest.
  const bx = 1120;
  const top = 980;
  const pad = s.vgrad(lighten(P.blush, 0.2), P.blushDeep);
  s.add(shadow(s, bx, 1330, 760, 40, 0.35));
  s.add(
    `<rect x="${bx - 120}" y="${top + 60}" width="240" height="${1320 - top - 60}" rx="20" fill="${s.cyl(P.cream, 0.5)}"/>`,
  );
  s.add(
    `<rect x="${bx - 220}" y="1300" width="440" height="30" rx="12" fill="${s.cyl(P.gold, 0.8)}"/>`,
  );
  s.add(`<rect x="${bx - 700}" y="${top}" width="1350" height="90" rx="44" fill="${pad}"/>`);
  s.add(
    `<g transform="${tr(bx - 640, top + 40, -16)}"><rect x="-80" y="-90" width="460" height="90" rx="44" fill="${pad}"/></g>`,
  );
  for (let i = 0; i < 6; i += 1) {
    s.add(
      `<rect x="${bx - 400 + i * 170}" y="${top + 12}" width="6" height="66" rx="3" fill="${P.roseSoft}" opacity="0.5"/>`,
    );
  }
  s.add(
    `<g transform="${tr(bx - 600, top - 70, -16)}"><rect x="-20" y="-60" width="220" height="70" rx="35" fill="${s.vgrad("#ffffff", P.sand)}"/></g>`,
  );
  s.add(
    `<path d="M${bx + 100} ${top - 6} L${bx + 650} ${top - 6} Q${bx + 680} ${top + 60} ${bx + 640} ${top + 150} ` +
      `L${bx + 120} ${top + 150} Q${bx + 80} ${top + 70} ${bx + 100} ${top - 6}Z" fill="${s.vgrad(P.rose, P.roseDeep)}" opacity="0.92"/>`,
  );
  s.add(
    `<path d="M${bx + 100} ${top + 40} L${bx + 650} ${top + 40}" stroke="${P.roseSoft}" stroke-width="4" opacity="0.6"/>`,
  );
  // Ring lamp beside the head end.
  const lx = 300;
  s.add(shadow(s, lx, 1330, 160, 22, 0.3));
  s.add(
    `<path d="M${lx} 760 L${lx} 1320 M${lx} 1320 L${lx - 110} 1336 M${lx} 1320 L${lx + 110} 1336" ` +
      `stroke="${P.plumDeep}" stroke-width="10" stroke-linecap="round"/>`,
  );
  s.add(glow(s, lx, 580, 420, "#fff4dc", 0.7));
  s.add(
    s.defocus(
      `<circle cx="${lx}" cy="580" r="170" fill="none" stroke="#fff3d6" stroke-width="44"/>`,
      20,
      0.8,
    ),
  );
  s.add(`<circle cx="${lx}" cy="580" r="170" fill="none" stroke="#ffffff" stroke-width="24"/>`);
  s.add(
    `<circle cx="${lx}" cy="580" r="170" fill="none" stroke="${P.gold}" stroke-width="4" opacity="0.6"/>`,
  );
  // Trolley with lash trays.
  s.add(sideTable(s, 2040, 1330, 300, 420, P.cream));
  s.add(
    `<rect x="1920" y="880" width="110" height="14" rx="4" fill="${P.plum}"/><rect x="2050" y="880" width="110" height="14" rx="4" fill="${P.roseDeep}"/>`,
  );
  s.add(bottle(s, 1960, 880, "dropper", 40, 90, P.rose));
  s.add(plant(s, 2300, 1330, 680, "leafy", P.cream));
  s.add(bokeh(s, 10, { y1: 800, r: [8, 24], colors: ["#ffffff", P.goldLight], op: [0.2, 0.5] }));
}

function towelsStonesArt(s) {
  backdrop(
    s,
    [
      [0, lighten(P.sand, 0.3)],
      [0.6, P.blush],
      [1, P.blushDeep],
    ],
    0,
    0,
    0,
    1,
  );
  s.add(glow(s, 1400, 500, 1200, "#fff3df", 0.7));
  s.add(lightBeams(1500, 300, 1150, 0.12));
  s.add(
    s.defocus(
      branch(s, 2500, 200, {
        len: 900,
        angle: 235,
        bend: 25,
        leaves: 10,
        leafLen: 240,
        leafW: 66,
        fills: [P.sage, P.sageDeep],
      }),
      16,
      0.55,
    ),
  );
  // Wooden tray surface.
  s.add(
    `<rect x="0" y="1150" width="2400" height="450" fill="${s.vgrad(mix(P.linen, P.taupe, 0.3), mix(P.taupe, P.plumSoft, 0.3))}"/>`,
  );
  for (let i = 0; i < 7; i += 1) {
    const y = 1190 + i * 58;
    s.add(
      `<path d="M0 ${y} Q1200 ${f(y - 10 + s.rnd(-20, 20))} 2400 ${y + 6}" stroke="${P.taupe}" stroke-width="3" fill="none" opacity="0.35"/>`,
    );
  }
  s.add(`<rect x="0" y="1146" width="2400" height="8" fill="#ffffff" opacity="0.35"/>`);
  s.add(towelStack(s, 820, 1330, 150, ["#ffffff", "#fbf3ee", P.petal]));
  const stones = ["#4a3844", "#6a5561", "#3d2b38", "#5d4b55"];
  s.add(
    stoneStack(
      s,
      1560,
      1380,
      [
        [230, 80],
        [190, 68],
        [150, 58],
        [110, 46],
      ],
      stones,
    ),
  );
  s.add(stone(s, 1900, 1400, 130, 52, "#58434f"));
  s.add(stone(s, 2060, 1440, 90, 38, "#3d2b38"));
  s.add(candle(s, 2130, 1320, 120, 190, P.cream));
  s.add(orchidSpray(s, [2300, 1300], [2250, 700], [1850, 640], 6, 110));
  const palettes = [
    [P.roseSoft, P.blush],
    [P.rose, P.roseSoft],
  ];
  s.add(petals(s, 9, [300, 1400, 2300, 1560], [40, 70], palettes));
  s.add(bokeh(s, 12, { y1: 1000, r: [10, 40], colors: ["#ffffff", P.goldLight], op: [0.2, 0.5] }));
}

function productShelfArt(s) {
  backdrop(
    s,
    [
      [0, lighten(P.blush, 0.3)],
      [1, mix(P.blush, P.blushDeep, 0.6)],
    ],
    0,
    0,
    0,
    1,
  );
  s.add(glow(s, 1200, 700, 1300, "#fff6ea", 0.7, 800));
  s.add(
    `<rect x="200" y="60" width="2000" height="1480" rx="40" fill="${lighten(P.blush, 0.4)}" opacity="0.6"/>`,
  );
  const shelves = [520, 960, 1400];
  for (const y of shelves) {
    s.add(shadow(s, 1200, y + 40, 1000, 40, 0.25));
    s.add(
      `<rect x="260" y="${y}" width="1880" height="30" rx="8" fill="${s.vgrad(P.cream, P.linen)}"/>`,
    );
    s.add(`<rect x="260" y="${y}" width="1880" height="6" fill="${P.gold}"/>`);
  }
  s.add(glow(s, 700, 280, 400, "#fff3d6", 0.4));
  s.add(glow(s, 1700, 720, 400, "#fff3d6", 0.4));
  const colors = [
    P.rose,
    P.blushDeep,
    P.plum,
    P.cream,
    P.roseSoft,
    "#e9d3bd",
    P.mauve,
    P.goldLight,
  ];
  const caps = [P.gold, P.gold, P.plumDeep, "#ffffff"];
  const types = ["pump", "dropper", "jar", "tube", "spray", "polish", "polish"];
  const dims = {
    pump: [100, 280],
    dropper: [80, 200],
    jar: [140, 110],
    tube: [80, 220],
    spray: [80, 260],
    polish: [70, 140],
  };
  shelves.forEach((y, row) => {
    let x = 340;
    while (x < 2060) {
      if (row === 0 && x > 1500 && x < 1900) {
        s.add(plant(s, 1700, y, 440, "leafy", P.cream));
        x = 1900;
        continue;
      }
      const type = s.pick(types);
      const k = s.rnd(0.85, 1.15);
      const w = dims[type][0] * k;
      s.add(bottle(s, x + w / 2, y, type, w, dims[type][1] * k, s.pick(colors), s.pick(caps)));
      x += w + s.rnd(30, 70);
    }
  });
  // Trailing vine from the top shelf.
  for (let i = 0; i < 3; i += 1) {
    s.add(
      branch(s, 500 + i * 120, 530, {
        len: 380 + i * 80,
        angle: 175 - i * 10,
        bend: 20,
        leaves: 9,
        leafLen: 70,
        leafW: 28,
        fills: [P.sage, P.sageDeep, P.sageLight],
        sw: 3,
      }),
    );
  }
  s.add(bokeh(s, 10, { r: [8, 26], colors: ["#ffffff", P.goldLight], op: [0.2, 0.5] }));
}

function receptionArt(s) {
  const floorY = 1260;
  room(
    s,
    floorY,
    [lighten(P.blush, 0.35), P.blushDeep],
    [mix(P.linen, P.taupe, 0.2), mix(P.taupe, P.plumSoft, 0.3)],
  );
  s.add(glow(s, 1200, 600, 1300, "#fff6ea", 0.7, 700));
  s.add(
    `<path d="${archPath(1200, floorY - 18, 1300, 1120)}" fill="${mix(P.blushDeep, P.roseSoft, 0.3)}" opacity="0.6"/>`,
  );
  s.add(`<circle cx="1200" cy="520" r="230" fill="${lighten(P.blush, 0.3)}"/>`);
  s.add(`<circle cx="1200" cy="520" r="230" fill="none" stroke="${P.gold}" stroke-width="10"/>`);
  s.add(
    `<circle cx="1200" cy="520" r="190" fill="none" stroke="${P.gold}" stroke-width="2" opacity="0.6"/>`,
  );
  s.add(blossom(1200, 520, 90, P.roseSoft, P.gold));
  for (const x of [700, 1200, 1700]) s.add(globeLamp(s, x, 0, x === 1200 ? 120 : 200, 52));
  s.add(plant(s, 260, 1350, 900, "palm", P.cream));
  s.add(plant(s, 2150, 1350, 820, "blades", P.plumSoft));
  // Curved reception desk with fluting.
  const deskD = "M480 960 L1920 960 L1900 1370 Q1200 1410 500 1370Z";
  s.add(shadow(s, 1200, 1380, 800, 50, 0.35));
  s.add(`<path d="${deskD}" fill="${s.vgrad(P.cream, P.sand)}"/>`);
  let flutes = "";
  for (let i = 0; i < 30; i += 1)
    flutes += `<rect x="${500 + i * 48}" y="1000" width="30" height="420" rx="15" fill="${P.linen}" opacity="0.7"/>`;
  s.add(`<g clip-path="${s.clip(`<path d="${deskD}"/>`)}">${flutes}</g>`);
  s.add(`<rect x="450" y="930" width="1500" height="40" rx="12" fill="${s.cyl(P.plum, 0.8)}"/>`);
  s.add(`<rect x="450" y="966" width="1500" height="6" fill="${P.gold}"/>`);
  s.add(
    vaseWithFlowers(s, 900, 930, 520, {
      blooms: [P.rose, P.roseSoft, "#ffffff", P.blush, P.goldLight],
    }),
  );
  s.add(bottle(s, 1500, 930, "jar", 120, 90, P.blush));
  s.add(candle(s, 1640, 930, 70, 120, P.cream));
  s.add(candle(s, 1730, 930, 60, 80, P.blush));
  s.add(bokeh(s, 12, { y1: 900, r: [8, 26], colors: ["#ffffff", P.goldLight], op: [0.2, 0.5] }));
}

/* ------------------------------------------------------------------------------------------------ */
/* Nail art gallery                                                                                  */
/* ------------------------------------------------------------------------------------------------ */

/** One entry per gallery image: design, background, polish colours, skin tone and hand pose. */
const NAIL_SETS = [
  {
    design: "french",
    bg: [P.cream, P.blush, P.blushDeep],
    base: "#f2d2cc",
    accent: "#fffaf5",
    skin: SKIN[1],
    rot: -12,
    cx: 1150,
    bottle: "#f2d2cc",
  },
  {
    design: "glitter",
    bg: [P.plumSoft, P.plum, P.plumDeep],
    base: "#d9c9a8",
    accent: P.gold,
    skin: SKIN[3],
    rot: 10,
    cx: 1300,
    mirror: true,
    dark: true,
    ring: true,
  },
  {
    design: "ombre",
    bg: ["#fbeee6", "#f4d9d2", P.blushDeep],
    base: "#ecc9b8",
    accent: "#e79bb0",
    skin: SKIN[0],
    rot: -16,
    cx: 1100,
    bottle: "#e79bb0",
    long: 0.3,
  },
  {
    design: "stickers",
    bg: [lighten(P.sageLight, 0.5), P.cream, P.blush],
    base: "#f8e4e8",
    accent: "#ffffff",
    accent2: P.roseSoft,
    skin: SKIN[4],
    rot: 8,
    cx: 1250,
    mirror: true,
    long: 0.12,
  },
  {
    design: "builder",
    bg: [P.blush, P.roseSoft, P.rose],
    base: "#f0cfc4",
    accent: "#ffffff",
    skin: SKIN[2],
    rot: -6,
    cx: 1200,
    long: 0.18,
  },
  {
    design: "marble",
    bg: [P.cream, P.sand, P.linen],
    base: "#fbf8f6",
    accent: "#6e6270",
    skin: SKIN[1],
    rot: 14,
    cx: 1280,
    mirror: true,
    ring: true,
  },
  {
    design: "foil",
    bg: [P.mauve, P.plumSoft, P.plumDeep],
    base: "#e8c8c0",
    accent: P.gold,
    skin: SKIN[5],
    rot: -14,
    cx: 1120,
    dark: true,
    bottle: P.gold,
  },
  {
    design: "dots",
    bg: [lighten(P.goldLight, 0.6), P.goldLight, P.gold],
    base: P.plum,
    accent: "#ffffff",
    accent2: P.goldLight,
    skin: SKIN[3],
    rot: 10,
    cx: 1300,
    mirror: true,
    bottle: P.plum,
  },
  {
    design: "chevron",
    bg: ["#efe4f0", "#e0cde0", P.mauve],
    base: P.blush,
    accent: P.plum,
    accent2: P.gold,
    skin: SKIN[0],
    rot: -8,
    cx: 1180,
  },
  {
    design: "matte",
    bg: [P.sand, P.linen, P.taupe],
    base: "#5c2448",
    accent: P.plum,
    skin: SKIN[4],
    rot: 12,
    cx: 1280,
    mirror: true,
    bottle: "#5c2448",
    sleeve: P.cream,
  },
  {
    design: "chrome",
    bg: ["#5a3a5a", P.plum, P.plumInk],
    base: "#c9cbd4",
    accent: "#ffffff",
    skin: SKIN[1],
    rot: -14,
    cx: 1150,
    dark: true,
    ring: true,
  },
  {
    design: "halfmoon",
    bg: [P.blush, P.blushDeep, P.roseSoft],
    base: "#a3122f",
    accent: "#efc9bd",
    skin: SKIN[2],
    rot: 6,
    cx: 1250,
    mirror: true,
    bottle: "#a3122f",
    sleeve: P.plum,
  },
  {
    design: "floral",
    bg: [P.cream, "#f3e7e2", mix(P.sageLight, P.blush, 0.5)],
    base: "#fbf2ee",
    accent: "#f2b8c8",
    accent2: P.rose,
    skin: SKIN[3],
    rot: -10,
    cx: 1160,
  },
];

function nailArtScene(s, set, index) {
  backdrop(
    s,
    set.bg.map((c, i) => [i / (set.bg.length - 1), c]),
  );
  s.add(glow(s, set.cx + 100, 650, 1000, set.dark ? P.rose : "#ffffff", set.dark ? 0.35 : 0.6));
  s.add(
    `<circle cx="${set.cx}" cy="760" r="${620 + (index % 3) * 40}" fill="none" stroke="${P.gold}" stroke-width="3" opacity="0.4"/>`,
  );
  const lights = set.dark ? [P.goldLight, P.roseSoft] : ["#ffffff", P.goldLight];
  s.add(bokeh(s, 16, { r: [10, 44], colors: lights, op: [0.15, 0.45] }));
  const leafFills = set.dark ? [P.roseDeep, P.mauve] : [P.sage, mix(P.sage, P.sageLight, 0.5)];
  const stem = set.dark ? P.mauve : P.sageDeep;
  const sprig = {
    len: 740,
    bend: -25,
    leaves: 8,
    leafLen: 220,
    leafW: 60,
    fills: leafFills,
    stem,
    opacity: 0.6,
  };
  if (set.mirror) s.add(branch(s, 2520, 1400, { ...sprig, angle: -40 }));
  else s.add(branch(s, -120, 1400, { ...sprig, angle: 40, bend: 25 }));
  const palettes = set.dark
    ? [
        [P.rose, P.roseSoft],
        [P.goldLight, P.cream],
      ]
    : [
        [P.roseSoft, P.blush],
        ["#ffffff", P.blush],
      ];
  const nearHand = (x) => Math.abs(x - set.cx) < 700;
  s.add(petals(s, 7, [80, 80, 2320, 1520], [50, 90], palettes, [0.6, 0.95], nearHand));
  s.add(sparkles(s, 8, [200, 100, 2200, 1400], [8, 20], set.dark ? P.goldLight : "#ffffff"));
  // The polish bottle stands on the side away from the thumb.
  if (set.bottle) {
    const bx = set.mirror ? 330 : 2070;
    s.add(bottle(s, bx, 1450, "polish", 240, 500, set.bottle, set.dark ? P.gold : P.plumDeep));
  }
  // Place the wrist below the frame so that the middle fingertip lands near (cx, 170).
  const scale = 2.25;
  const reach = 880 * scale;
  const r = (set.rot * Math.PI) / 180;
  s.add(
    hand(s, {
      x: set.cx - Math.sin(r) * reach,
      y: 170 + Math.cos(r) * reach,
      rot: set.rot,
      scale,
      mirror: set.mirror,
      skin: set.skin,
      design: set.design,
      pal: {
        base: set.base,
        accent: set.accent,
        accent2: set.accent2 ?? set.accent,
        ring: set.ring,
      },
      sleeve: set.sleeve,
      long: set.long ?? 0.42,
    }),
  );
}

/* ------------------------------------------------------------------------------------------------ */
/* Icon                                                                                              */
/* ------------------------------------------------------------------------------------------------ */

function iconSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${P.plumSoft}"/><stop offset="0.55" stop-color="${P.plum}"/><stop offset="1" stop-color="${P.plumDeep}"/></linearGradient>
<linearGradient id="gd" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${P.goldLight}"/><stop offset="0.6" stop-color="${P.gold}"/><stop offset="1" stop-color="${P.goldDeep}"/></linearGradient>
<radialGradient id="gl" cx="0.5" cy="0.45" r="0.5"><stop offset="0" stop-color="${P.rose}" stop-opacity="0.45"/><stop offset="1" stop-color="${P.rose}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="512" height="512" rx="112" fill="url(#bg)"/>
<rect width="512" height="512" rx="112" fill="url(#gl)"/>
<rect x="28" y="28" width="456" height="456" rx="90" fill="none" stroke="${P.gold}" stroke-width="3" opacity="0.6"/>
<text x="256" y="372" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-size="340" fill="url(#gd)">I</text>
</svg>`;
}

/* ------------------------------------------------------------------------------------------------ */
/* Jobs                                                                                              */
/* ------------------------------------------------------------------------------------------------ */

const JPEG = { quality: 80, progressive: true, mozjpeg: true };

async function renderScene(name, w, h, draw) {
  const s = new Scene(name, w, h);
  draw(s);
  return Buffer.from(await s.render());
}

const jobs = [
  { file: "content/images/hero.jpg", w: 2400, h: 1600, draw: heroArt },
  { file: "content/images/home-split.jpg", w: 1600, h: 2000, draw: homeSplitArt },
  { file: "content/images/home-rituals.jpg", w: 1600, h: 2000, draw: homeRitualsArt },
  { file: "content/images/home-treatments.jpg", w: 1600, h: 2000, draw: homeTreatmentsArt },
  { file: "content/images/team.jpg", w: 2400, h: 1200, draw: teamArt },
  { file: "content/images/about-hero.jpg", w: 2400, h: 1600, draw: aboutHeroArt },
  { file: "content/images/about-wide.jpg", w: 2400, h: 1000, draw: aboutWideArt },
  { file: "content/images/signature.jpg", w: 2000, h: 1333, draw: signatureArt },
  ...["wanjiru:braids", "amina:headwrap", "achieng:afro"].map((entry) => {
    const [name, variant] = entry.split(":");
    return {
      file: `content/images/${name}.jpg`,
      w: 800,
      h: 800,
      draw: (s) => portraitArt(s, variant),
    };
  }),
  ...NAIL_SETS.map((set, i) => ({
    file: `content/images/nail-art-${String(i + 1).padStart(2, "0")}.jpg`,
    w: 2400,
    h: 1600,
    draw: (s) => nailArtScene(s, set, i),
  })),
  { file: "content/images/salon-14.jpg", w: 2400, h: 1600, draw: treatmentRoomArt },
  { file: "content/images/salon-15.jpg", w: 2400, h: 1600, draw: makeupStationArt },
  { file: "content/images/salon-16.jpg", w: 2400, h: 1600, draw: lashBedArt },
  { file: "content/images/salon-17.jpg", w: 2400, h: 1600, draw: towelsStonesArt },
  { file: "content/images/salon-18.jpg", w: 2400, h: 1600, draw: productShelfArt },
  { file: "content/images/salon-19.jpg", w: 2400, h: 1600, draw: receptionArt },
  {
    file: "content/images/icon.png",
    render: async () => sharp(Buffer.from(iconSvg())).png({ compressionLevel: 9 }),
  },
  {
    // The hero artwork recomposed as a 1200x630 share card: a crop centred on the profile.
    file: "content/images/share.jpg",
    render: async () => {
      const svg = await renderScene("content/images/hero.jpg", 2400, 1600, heroArt);
      const hero = await sharp(svg).png().toBuffer();
      return sharp(hero)
        .extract({ left: 0, top: 130, width: 2400, height: 1260 })
        .resize(1200, 630)
        .jpeg(JPEG);
    },
  },
];

async function run(job) {
  const started = Date.now();
  const out = path.join(ROOT, job.file);
  await mkdir(path.dirname(out), { recursive: true });
  const pipeline = job.render
    ? await job.render()
    : sharp(await renderScene(job.file, job.w, job.h, job.draw)).jpeg(JPEG);
  const info = await pipeline.toFile(out);
  const kb = Math.round(info.size / 1024);
  console.log(`${job.file}  ${info.width}x${info.height}  ${kb} kB  ${Date.now() - started} ms`);
  return [
    job.file,
    crypto
      .createHash("sha256")
      .update(await readFile(out))
      .digest("hex"),
  ];
}

// What this script drew, by content: the build warns while any of these files is still on the
// site (plugins/gatsby-plugin-content/check/made-up.ts), whatever its name. A photo saved over one has another hash.
const MANIFEST = path.join(ROOT, "scripts/placeholder-images.json");

async function writeManifest(drawn) {
  let files = {};
  try {
    files = JSON.parse(await readFile(MANIFEST, "utf8")).files ?? {};
  } catch {
    // First run: no manifest yet.
  }
  const sorted = Object.fromEntries(
    Object.entries({ ...files, ...Object.fromEntries(drawn) }).sort(([a], [b]) =>
      a.localeCompare(b),
    ),
  );
  const note =
    "Written by scripts/generate-placeholder-images.mjs: the SHA-256 of each illustration it drew.";
  await writeFile(MANIFEST, `${JSON.stringify({ note, files: sorted }, null, 2)}\n`);
}

async function main() {
  const started = Date.now();
  const only = process.argv.slice(2);
  const queue = jobs.filter((j) => only.length === 0 || only.some((o) => j.file.includes(o)));
  const workers = Math.max(1, Math.min(4, os.availableParallelism?.() ?? os.cpus().length));
  sharp.concurrency(1);
  let next = 0;
  const drawn = [];
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < queue.length) {
        const job = queue[next];
        next += 1;
        drawn.push(await run(job));
      }
    }),
  );
  await writeManifest(drawn);
  console.log(`${queue.length} images in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
