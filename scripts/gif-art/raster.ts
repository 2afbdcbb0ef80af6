/**
 * A tiny anti-aliased software rasteriser for the bundled GIFs: shapes are signed distance
 * functions (negative inside, in pixels), painted with one pixel of edge coverage so curves stay
 * smooth after the GIF palette is applied. Colours are sRGB byte triples.
 */

export type Color = readonly [number, number, number];
/** Signed distance from (x, y) to a shape's edge in pixels; negative inside. */
export type Sdf = (x: number, y: number) => number;

/** '#rrggbb' → [r, g, b]. */
export function hex(value: string): Color {
  const n = Number.parseInt(value.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Linear mix of two colours; `t` in 0..1. */
export function mix(a: Color, b: Color, t: number): Color {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

export const TAU = Math.PI * 2;
export const clamp = (v: number, lo = 0, hi = 1) => Math.min(hi, Math.max(lo, v));
/** Fractional part, always in [0, 1). */
export const fract = (v: number) => v - Math.floor(v);

/** A deterministic pseudo-random generator (mulberry32), so regenerating gives identical files. */
export { seededRandom as random } from '../../common/random';

export class Raster {
  readonly rgb: Float32Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Color,
  ) {
    this.rgb = new Float32Array(width * height * 3);
    for (let i = 0; i < width * height; i++) this.rgb.set(background, i * 3);
  }

  /**
   * Paints `sdf` with `color` (a colour or a per-pixel function) at opacity `alpha`, limited to the
   * box [x0, y0, x1, y1] when given (speed only; the shape decides what is covered).
   */
  paint(
    sdf: Sdf,
    color: Color | ((x: number, y: number) => Color),
    alpha = 1,
    box?: readonly [number, number, number, number],
  ) {
    const [x0, y0, x1, y1] = box ?? [0, 0, this.width, this.height];
    const xs = Math.max(0, Math.floor(x0));
    const ys = Math.max(0, Math.floor(y0));
    const xe = Math.min(this.width, Math.ceil(x1));
    const ye = Math.min(this.height, Math.ceil(y1));
    for (let y = ys; y < ye; y++) {
      for (let x = xs; x < xe; x++) {
        const px = x + 0.5;
        const py = y + 0.5;
        const cover = clamp(0.5 - sdf(px, py)) * alpha;
        if (cover <= 0) continue;
        const c = typeof color === 'function' ? color(px, py) : color;
        const i = (y * this.width + x) * 3;
        this.rgb[i] = this.rgb[i]! + (c[0] - this.rgb[i]!) * cover;
        this.rgb[i + 1] = this.rgb[i + 1]! + (c[1] - this.rgb[i + 1]!) * cover;
        this.rgb[i + 2] = this.rgb[i + 2]! + (c[2] - this.rgb[i + 2]!) * cover;
      }
    }
  }

  /** Fills the whole raster with a colour function (backgrounds, gradients). */
  fill(color: (x: number, y: number) => Color) {
    this.paint(() => -1, color);
  }

  /** RGBA bytes for the quantiser. */
  rgba(): Uint8Array {
    const out = new Uint8Array(this.width * this.height * 4);
    for (let i = 0; i < this.width * this.height; i++) {
      out[i * 4] = Math.round(clamp(this.rgb[i * 3]!, 0, 255));
      out[i * 4 + 1] = Math.round(clamp(this.rgb[i * 3 + 1]!, 0, 255));
      out[i * 4 + 2] = Math.round(clamp(this.rgb[i * 3 + 2]!, 0, 255));
      out[i * 4 + 3] = 255;
    }
    return out;
  }
}

// Shapes (after Inigo Quilez's 2D distance functions).

export const circle =
  (cx: number, cy: number, r: number): Sdf =>
  (x, y) =>
    Math.hypot(x - cx, y - cy) - r;

export const ring =
  (cx: number, cy: number, r: number, thickness: number): Sdf =>
  (x, y) =>
    Math.abs(Math.hypot(x - cx, y - cy) - r) - thickness / 2;

/** Rectangle centred on (cx, cy) with half sizes hw, hh, corner radius and rotation (radians). */
export const box =
  (cx: number, cy: number, hw: number, hh: number, radius = 0, angle = 0): Sdf =>
  (x, y) => {
    let dx = x - cx;
    let dy = y - cy;
    if (angle) {
      const c = Math.cos(-angle);
      const s = Math.sin(-angle);
      [dx, dy] = [dx * c - dy * s, dx * s + dy * c];
    }
    const qx = Math.abs(dx) - hw + radius;
    const qy = Math.abs(dy) - hh + radius;
    return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
  };

/** Capsule from (ax, ay) to (bx, by) with radius r: a thick line with round caps. */
export const segment =
  (ax: number, ay: number, bx: number, by: number, r: number): Sdf =>
  (x, y) => {
    const pax = x - ax;
    const pay = y - ay;
    const bax = bx - ax;
    const bay = by - ay;
    const h = clamp((pax * bax + pay * bay) / (bax * bax + bay * bay || 1));
    return Math.hypot(pax - bax * h, pay - bay * h) - r;
  };

/** A thick polyline through `points` ([x, y] pairs). */
export const polyline = (points: readonly (readonly [number, number])[], r: number): Sdf => {
  const parts = points.slice(1).map((p, i) => segment(points[i]![0], points[i]![1], p[0], p[1], r));
  return (x, y) => {
    let d = Infinity;
    for (const part of parts) d = Math.min(d, part(x, y));
    return d;
  };
};

/** Ellipse with radii a (x) and b (y), rotated by `angle`; an approximation good at these sizes. */
export const ellipse =
  (cx: number, cy: number, a: number, b: number, angle = 0): Sdf =>
  (x, y) => {
    const c = Math.cos(-angle);
    const s = Math.sin(-angle);
    const dx = (x - cx) * c - (y - cy) * s;
    const dy = (x - cx) * s + (y - cy) * c;
    return (Math.hypot(dx / a, dy / b) - 1) * Math.min(a, b);
  };

/** Any simple polygon through `points`. */
export const polygon =
  (points: readonly (readonly [number, number])[]): Sdf =>
  (x, y) => {
    const n = points.length;
    let d = Infinity;
    let sign = 1;
    for (let i = 0, j = n - 1; i < n; j = i, i++) {
      const [vix, viy] = points[i]!;
      const [vjx, vjy] = points[j]!;
      const ex = vjx - vix;
      const ey = vjy - viy;
      const wx = x - vix;
      const wy = y - viy;
      const h = clamp((wx * ex + wy * ey) / (ex * ex + ey * ey || 1));
      d = Math.min(d, Math.hypot(wx - ex * h, wy - ey * h));
      const c1 = y >= viy;
      const c2 = y < vjy;
      const c3 = ex * wy > ey * wx;
      if ((c1 && c2 && c3) || (!c1 && !c2 && !c3)) sign = -sign;
    }
    return sign * d;
  };

/**
 * A trapezoid symmetric about the vertical line x = `cx`: half-width `half1` at y = `y1` and
 * `half2` at y = `y2` (a glass, a lamp, a jar, a cone).
 */
export const trapezoid = (cx: number, y1: number, half1: number, y2: number, half2: number): Sdf =>
  polygon([
    [cx - half1, y1],
    [cx + half1, y1],
    [cx + half2, y2],
    [cx - half2, y2],
  ]);

export const union =
  (...shapes: Sdf[]): Sdf =>
  (x, y) => {
    let d = Infinity;
    for (const s of shapes) d = Math.min(d, s(x, y));
    return d;
  };

export const intersect =
  (a: Sdf, b: Sdf): Sdf =>
  (x, y) =>
    Math.max(a(x, y), b(x, y));

export const subtract =
  (a: Sdf, b: Sdf): Sdf =>
  (x, y) =>
    Math.max(a(x, y), -b(x, y));

/** Half-plane keeping points on the side where `nx * x + ny * y < c` (for clipping arcs). */
export const halfPlane =
  (nx: number, ny: number, c: number): Sdf =>
  (x, y) =>
    nx * x + ny * y - c;

/** A regular star with `points` tips, outer radius r1, inner radius r2, rotated by `angle`. */
export function star(
  cx: number,
  cy: number,
  points: number,
  r1: number,
  r2: number,
  angle = 0,
): Sdf {
  const pts: [number, number][] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? r1 : r2;
    const a = angle + (i * Math.PI) / points - Math.PI / 2;
    pts.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
  }
  return polygon(pts);
}

/** A music note (filled head, stem, optional flag) with its head centred on (cx, cy). */
export function note(cx: number, cy: number, size: number, flag = true): Sdf {
  const head = ellipse(cx, cy, size * 0.62, size * 0.44, -0.35);
  const stemX = cx + size * 0.5;
  const stem = segment(stemX, cy - size * 0.1, stemX, cy - size * 2.3, size * 0.11);
  if (!flag) return union(head, stem);
  const flagShape = polyline(
    [
      [stemX, cy - size * 2.3],
      [stemX + size * 0.55, cy - size * 1.75],
      [stemX + size * 0.65, cy - size * 1.2],
    ],
    size * 0.12,
  );
  return union(head, stem, flagShape);
}
