/**
 * The procedural animations behind the bundled GIFs, one per id of
 * server/providers/gifs/local-catalog.ts. `draw` paints one frame at loop time `t` in [0, 1); every
 * motion is periodic in `t` so the GIFs loop without a jump.
 */
import {
  TAU,
  box,
  circle,
  clamp,
  ellipse,
  fract,
  halfPlane,
  hex,
  intersect,
  mix,
  note,
  polygon,
  polyline,
  random,
  ring,
  segment,
  star,
  subtract,
  trapezoid,
  union,
  type Color,
  type Raster,
} from './raster';

export interface Scene {
  background: Color;
  /** Frames per loop (default 12). */
  frames?: number;
  /** Delay per frame in ms (default 80). */
  delayMs?: number;
  draw(r: Raster, t: number): void;
}

const white = hex('#ffffff');
const pink = hex('#ec4899');
const violet = hex('#8b5cf6');
const amber = hex('#f59e0b');
const cyan = hex('#22d3ee');

/** A sine wave sampled as a polyline across the raster. */
function wave(
  width: number,
  y0: number,
  amplitude: number,
  wavelength: number,
  phase: number,
  step = 5,
): [number, number][] {
  const pts: [number, number][] = [];
  for (let x = -step; x <= width + step; x += step)
    pts.push([x, y0 + amplitude * Math.sin(TAU * (x / wavelength) + phase)]);
  return pts;
}

export const SCENES: Record<string, Scene> = {
  'equalizer-bars': {
    background: hex('#1e1b4b'),
    draw(r, t) {
      const colors = [
        '#f472b6',
        '#fb7185',
        '#f97316',
        '#f59e0b',
        '#facc15',
        '#a3e635',
        '#34d399',
        '#22d3ee',
        '#818cf8',
      ].map(hex);
      const n = colors.length;
      const gap = r.width / (n + 1);
      for (let i = 0; i < n; i++) {
        const level = 0.2 + 0.8 * Math.abs(Math.sin(TAU * (t + ((i * 0.37) % 1)) + i));
        const h = 12 + level * (r.height - 44);
        const x = gap * (i + 1);
        const bottom = r.height - 18;
        r.paint(box(x, bottom - h / 2, gap * 0.34, h / 2, 4), colors[i]!);
      }
      r.paint(box(r.width / 2, r.height - 10, r.width / 2 - 10, 2, 2), hex('#4c1d95'));
    },
  },

  'vinyl-spin': {
    background: hex('#fde68a'),
    frames: 16,
    delayMs: 60,
    draw(r, t) {
      const cx = 92;
      const cy = 104;
      const angle = TAU * t;
      r.paint(circle(cx, cy, 84), hex('#111111'));
      for (const rad of [76, 68, 60, 52, 44]) r.paint(ring(cx, cy, rad, 1), hex('#2f2f35'));
      // A sheen across the grooves shows the spin.
      for (const a of [angle, angle + Math.PI]) {
        r.paint(
          segment(
            cx + Math.cos(a) * 34,
            cy + Math.sin(a) * 34,
            cx + Math.cos(a) * 80,
            cy + Math.sin(a) * 80,
            3,
          ),
          hex('#52525b'),
        );
      }
      r.paint(circle(cx, cy, 28), hex('#ef4444'));
      r.paint(circle(cx + Math.cos(angle) * 17, cy + Math.sin(angle) * 17, 4), hex('#fef2f2'));
      r.paint(circle(cx, cy, 3.5), hex('#fde68a'));
      // Tonearm.
      r.paint(circle(176, 30, 10), hex('#a8a29e'));
      r.paint(segment(176, 30, 150, 120, 3.5), hex('#78716c'));
      r.paint(box(146, 128, 8, 12, 3, 0.5), hex('#44403c'));
    },
  },

  'sine-waveform': {
    background: hex('#0f172a'),
    draw(r, t) {
      const mid = r.height / 2;
      r.paint(polyline(wave(r.width, mid, 34, 220, -TAU * t), 3), violet, 0.9);
      r.paint(polyline(wave(r.width, mid, 22, 110, -TAU * 2 * t + 1), 2.5), cyan, 0.9);
      r.paint(polyline(wave(r.width, mid, 14, 73.33, TAU * 3 * t + 2), 2), pink, 0.9);
    },
  },

  'bouncing-notes': {
    background: hex('#fce7f3'),
    draw(r, t) {
      for (let i = 0; i < 5; i++) r.paint(box(100, 120 + i * 14, 92, 0.8), hex('#f9a8d4'));
      const notes: [number, number, Color, boolean][] = [
        [50, 0, hex('#be185d'), true],
        [100, 0.33, hex('#7c3aed'), false],
        [150, 0.66, hex('#0f766e'), true],
      ];
      for (const [x, phase, color, flag] of notes) {
        const hop = Math.abs(Math.sin(Math.PI * 2 * fract(t + phase)));
        const y = 150 - hop * 46;
        r.paint(note(x, y, 13, flag), color);
      }
    },
  },

  'cassette-tape': {
    background: hex('#fef3c7'),
    draw(r, t) {
      const cx = r.width / 2;
      r.paint(box(cx, 80, 92, 58, 10), hex('#334155'));
      r.paint(box(cx, 62, 76, 30, 5), hex('#f472b6'));
      r.paint(box(cx, 44, 70, 3), hex('#fdf2f8'));
      r.paint(box(cx, 64, 46, 14, 7), hex('#0f172a'));
      for (const [x, dir] of [
        [cx - 30, 1],
        [cx + 30, 1],
      ] as const) {
        r.paint(circle(x, 64, 11), hex('#e2e8f0'));
        r.paint(circle(x, 64, 4), hex('#0f172a'));
        for (let k = 0; k < 3; k++) {
          const a = TAU * (t * dir + k / 3);
          r.paint(
            segment(
              x + Math.cos(a) * 5,
              64 + Math.sin(a) * 5,
              x + Math.cos(a) * 10,
              64 + Math.sin(a) * 10,
              1.4,
            ),
            hex('#0f172a'),
          );
        }
      }
      r.paint(trapezoid(cx, 138, 52, 112, 40), hex('#475569'));
      for (const x of [cx - 28, cx - 9, cx + 9, cx + 28])
        r.paint(circle(x, 127, 3), hex('#1e293b'));
    },
  },

  'speaker-thump': {
    background: hex('#111827'),
    frames: 10,
    delayMs: 80,
    draw(r, t) {
      const pulse = Math.pow(1 - fract(t * 2), 3);
      const cx = r.width / 2;
      r.paint(box(cx, 120, 70, 104, 12), hex('#1f2937'));
      r.paint(circle(cx, 58, 18), hex('#374151'));
      r.paint(circle(cx, 58, 9 + pulse * 1.5), hex('#9ca3af'));
      r.paint(circle(cx, 152, 58), hex('#374151'));
      r.paint(circle(cx, 152, 48 + pulse * 6), hex('#4b5563'));
      r.paint(ring(cx, 152, 36 + pulse * 4, 1.5), hex('#6b7280'));
      r.paint(circle(cx, 152, 15 + pulse * 4), hex('#d1d5db'));
      for (let k = 0; k < 2; k++) {
        const p = fract(t * 2 + k * 0.5);
        r.paint(
          intersect(ring(cx, 152, 64 + p * 40, 2.5), halfPlane(0, 1, 152 - 10)),
          amber,
          (1 - p) * 0.9,
        );
      }
    },
  },

  'headphones-nod': {
    background: hex('#ccfbf1'),
    draw(r, t) {
      const bob = 6 * Math.sin(TAU * 2 * t);
      const cx = 100;
      const cy = 112 + bob;
      r.paint(box(cx, 190 + bob / 2, 46, 30, 20), hex('#0f766e'));
      r.paint(circle(cx, cy, 52), hex('#fcd9b8'));
      r.paint(intersect(ring(cx, cy - 2, 62, 9), halfPlane(0, 1, cy - 6)), hex('#1f2937'));
      r.paint(box(cx - 58, cy + 2, 12, 22, 7), hex('#e11d48'));
      r.paint(box(cx + 58, cy + 2, 12, 22, 7), hex('#e11d48'));
      for (const ex of [cx - 18, cx + 18])
        r.paint(intersect(ring(ex, cy - 2, 8, 3), halfPlane(0, -1, -(cy - 2))), hex('#1f2937'));
      r.paint(intersect(ring(cx, cy + 14, 14, 3.5), halfPlane(0, -1, -(cy + 18))), hex('#9f1239'));
      const p = fract(t);
      r.paint(note(164, 60 - p * 30, 9), hex('#0f766e'), 1 - p);
      r.paint(note(34, 70 - fract(t + 0.5) * 30, 8, false), hex('#0f766e'), 1 - fract(t + 0.5));
    },
  },

  'metronome-tick': {
    background: hex('#fef9c3'),
    frames: 16,
    delayMs: 70,
    draw(r, t) {
      const cx = r.width / 2;
      r.paint(trapezoid(cx, 226, 66, 22, 26), hex('#92400e'));
      r.paint(trapezoid(cx, 196, 48, 40, 18), hex('#fde68a'));
      for (let i = 0; i < 7; i++) r.paint(box(cx, 60 + i * 18, 6, 0.8), hex('#b45309'));
      const angle = 0.42 * Math.sin(TAU * t);
      const px = cx;
      const py = 196;
      const tip: [number, number] = [px + Math.sin(angle) * 160, py - Math.cos(angle) * 160];
      r.paint(segment(px, py, tip[0], tip[1], 2.2), hex('#44403c'));
      const wy = 0.55;
      r.paint(
        box(px + Math.sin(angle) * 160 * wy, py - Math.cos(angle) * 160 * wy, 10, 7, 2, angle),
        hex('#dc2626'),
      );
      r.paint(box(cx, 212, 56, 10, 3), hex('#78350f'));
    },
  },

  'disco-ball': {
    background: hex('#1e1b4b'),
    draw(r, t) {
      const cx = 100;
      const cy = 108;
      r.paint(segment(cx, 0, cx, 46, 1.5), hex('#a1a1aa'));
      const step = Math.floor(t * 12);
      const facet = (x: number, y: number): Color => {
        const u = Math.floor((x - cx + 70) / 11);
        const v = Math.floor((y - cy + 70) / 11);
        const hsh = Math.abs(Math.sin(u * 12.9898 + v * 78.233 + step * 0.7) * 43758.5453) % 1;
        const shade = 0.35 + 0.65 * hsh;
        return mix(hex('#312e81'), hex('#e0e7ff'), shade);
      };
      r.paint(circle(cx, cy, 60), facet);
      const rnd = random(9);
      for (let i = 0; i < 6; i++) {
        const x = 20 + rnd() * 160;
        const y = 20 + rnd() * 170;
        const s = Math.max(0, Math.sin(TAU * (t + i / 6)));
        if (s > 0.05) r.paint(star(x, y, 4, 9 * s, 2 * s), hex('#fde047'));
      }
    },
  },

  'heartbeat-line': {
    background: hex('#fff1f2'),
    draw(r, t) {
      const base = 96;
      const period = r.width;
      const pts: [number, number][] = [];
      for (let x = 0; x <= r.width; x += 2) {
        const u = fract((x + t * period) / period);
        let y = base;
        if (u > 0.42 && u < 0.46) y = base - (u - 0.42) * 1200;
        else if (u >= 0.46 && u < 0.52) y = base - 48 + (u - 0.46) * 1600;
        else if (u >= 0.52 && u < 0.55) y = base + 48 - (u - 0.52) * 1600;
        else if (u > 0.64 && u < 0.72) y = base - 10 * Math.sin(((u - 0.64) / 0.08) * Math.PI);
        pts.push([x, y]);
      }
      r.paint(polyline(pts, 2.2), hex('#e11d48'));
      const beat = Math.pow(1 - fract(t + 0.5), 4);
      const s = 1 + beat * 0.25;
      const hx = 188;
      const hy = 36;
      const heart = union(
        circle(hx - 7 * s, hy - 3 * s, 8 * s),
        circle(hx + 7 * s, hy - 3 * s, 8 * s),
        polygon([
          [hx - 14.5 * s, hy + 0.5 * s],
          [hx + 14.5 * s, hy + 0.5 * s],
          [hx, hy + 17 * s],
        ]),
      );
      r.paint(heart, hex('#f43f5e'));
    },
  },

  'rainy-window': {
    background: hex('#1e293b'),
    draw(r, t) {
      r.paint(circle(130, 56, 22), hex('#fef3c7'), 0.85);
      const rnd = random(4);
      for (let i = 0; i < 34; i++) {
        const x = rnd() * r.width;
        const speed = 1 + Math.floor(rnd() * 2);
        const y = fract(rnd() + t * speed) * (r.height + 20) - 10;
        r.paint(segment(x, y, x - 2, y + 9, 1.1), hex('#93c5fd'), 0.9);
      }
      r.paint(box(r.width / 2, 6, r.width / 2, 6), hex('#475569'));
      r.paint(box(r.width / 2, r.height - 8, r.width / 2, 8), hex('#475569'));
      r.paint(box(6, r.height / 2, 6, r.height / 2), hex('#475569'));
      r.paint(box(r.width - 6, r.height / 2, 6, r.height / 2), hex('#475569'));
      r.paint(box(r.width / 2, 112, r.width / 2, 4), hex('#475569'));
      r.paint(box(r.width / 2, r.height / 2, 4, r.height / 2), hex('#475569'));
      // A mug on the sill, steam rising.
      r.paint(box(46, 214, 15, 14, 3), hex('#f1f5f9'));
      r.paint(ring(64, 212, 6, 3), hex('#f1f5f9'));
      const s = fract(t);
      const steam: [number, number][] = [
        [42, 196 - s * 16],
        [46, 188 - s * 16],
        [42, 180 - s * 16],
      ];
      r.paint(polyline(steam, 1.4), hex('#cbd5e1'), 1 - s);
    },
  },

  'synthwave-sunset': {
    background: hex('#1e1b4b'),
    frames: 12,
    delayMs: 70,
    draw(r, t) {
      const horizon = 98;
      const cx = r.width / 2;
      const sunColor = (_x: number, y: number) =>
        mix(hex('#fde047'), hex('#ec4899'), clamp((y - 40) / 60));
      let sun = circle(cx, 84, 46);
      for (let i = 0; i < 4; i++) sun = subtract(sun, box(cx, 70 + i * 8, 60, 0.6 + i * 0.7));
      r.paint(intersect(sun, halfPlane(0, 1, horizon)), sunColor);
      r.paint(
        polygon([
          [0, horizon],
          [30, 76],
          [62, horizon],
        ]),
        hex('#581c87'),
      );
      r.paint(
        polygon([
          [150, horizon],
          [190, 70],
          [220, horizon],
        ]),
        hex('#581c87'),
      );
      r.paint(
        box(cx, (horizon + r.height) / 2, r.width / 2, (r.height - horizon) / 2),
        hex('#120826'),
      );
      const grid = hex('#f0abfc');
      for (let i = -6; i <= 6; i++)
        r.paint(segment(cx + i * 8, horizon, cx + i * 60, r.height + 4, 0.8), grid);
      for (let k = 0; k < 6; k++) {
        const s = (k + t) / 6;
        const y = horizon + (r.height - horizon) * s * s;
        r.paint(box(cx, y, r.width / 2, 0.5 + s), grid);
      }
      r.paint(box(cx, horizon, r.width / 2, 1), hex('#f472b6'));
    },
  },

  'drum-kick': {
    background: hex('#fee2e2'),
    draw(r, t) {
      const hit = Math.pow(1 - fract(t * 2), 5);
      const swing = 1 - hit;
      r.paint(box(100, 188, 70, 4, 2), hex('#7f1d1d'));
      r.paint(circle(100, 126, 58 + hit * 3), hex('#991b1b'));
      r.paint(circle(100, 126, 50 + hit * 3), hex('#fef2f2'));
      r.paint(ring(100, 126, 26, 2), hex('#fca5a5'));
      r.paint(ellipse(40, 38, 32, 6, -0.2 + 0.12 * Math.sin(TAU * 2 * t)), hex('#eab308'));
      r.paint(segment(40, 40, 40, 120, 1.6), hex('#57534e'));
      const a = -0.25 - swing * 0.55;
      const bx = 100 + Math.sin(a) * 60;
      const by = 184 - Math.cos(a) * 60;
      r.paint(segment(100, 184, bx, by, 2), hex('#44403c'));
      r.paint(circle(bx, by, 7), hex('#f5f5f4'));
      if (hit > 0.2) {
        for (const a2 of [-0.9, -0.45, 0.45, 0.9]) {
          const x1 = 100 + Math.sin(a2) * 66;
          const y1 = 126 - Math.cos(a2) * 66;
          r.paint(
            segment(x1, y1, 100 + Math.sin(a2) * 80, 126 - Math.cos(a2) * 80, 2),
            hex('#dc2626'),
            hit,
          );
        }
      }
    },
  },

  'piano-keys': {
    background: hex('#1f2937'),
    frames: 16,
    delayMs: 110,
    draw(r, t) {
      const melody = [0, 2, 4, 5, 7, 5, 4, 2, 0, 4, 7, 4, 2, 5, 2, 0];
      const pressed = melody[Math.floor(t * 16) % 16]!;
      const keyW = r.width / 9;
      const top = 70;
      for (let i = 0; i < 9; i++) {
        const down = i === pressed;
        r.paint(
          box(keyW * i + keyW / 2, top + 42 + (down ? 2 : 0), keyW / 2 - 1.2, 42, 3),
          down ? hex('#c4b5fd') : hex('#fafaf9'),
        );
      }
      for (const i of [0, 1, 3, 4, 5, 7])
        r.paint(box(keyW * (i + 1), top + 26, keyW * 0.28, 26, 2), hex('#18181b'));
      const p = fract(t * 4);
      const x = keyW * pressed + keyW / 2;
      r.paint(note(x, 58 - p * 34, 8), hex('#c4b5fd'), 1 - p);
    },
  },

  'guitar-strings': {
    frames: 8,
    delayMs: 90,
    background: hex('#92400e'),
    draw(r, t) {
      const cx = r.width / 2;
      r.paint(circle(cx, 92, 50), hex('#fcd34d'));
      r.paint(circle(cx, 92, 44), hex('#1c1917'));
      r.paint(ring(cx, 92, 47, 1.5), hex('#78350f'));
      r.paint(box(cx, 212, 48, 8, 3), hex('#1c1917'));
      for (let i = 0; i < 6; i++) {
        const x = cx - 30 + i * 12;
        const amp = 3.2 * Math.sin(TAU * (t * (i % 3 === 0 ? 2 : 3)) + i);
        const pts: [number, number][] = [];
        for (let y = 0; y <= 212; y += 6) pts.push([x + amp * Math.sin((Math.PI * y) / 212), y]);
        r.paint(polyline(pts, 0.6 + i * 0.12), hex('#e7e5e4'));
      }
    },
  },

  'radio-dial': {
    background: hex('#d6d3d1'),
    frames: 16,
    delayMs: 80,
    draw(r, t) {
      r.paint(segment(168, 36, 206, 4, 1.6), hex('#57534e'));
      r.paint(box(110, 92, 96, 56, 14), hex('#b45309'));
      for (let y = 0; y < 5; y++)
        for (let x = 0; x < 6; x++) r.paint(circle(40 + x * 11, 70 + y * 11, 3), hex('#78350f'));
      r.paint(box(152, 74, 44, 16, 4), hex('#fef3c7'));
      for (let i = 0; i < 11; i++)
        r.paint(box(116 + i * 7.2, 66, 0.6, i % 2 ? 3 : 5), hex('#92400e'));
      const needle = 116 + 72 * (0.5 - 0.5 * Math.cos(TAU * t));
      r.paint(box(needle, 74, 1.2, 14), hex('#dc2626'));
      r.paint(circle(132, 118, 11), hex('#44403c'));
      r.paint(circle(172, 118, 11), hex('#44403c'));
      const a = TAU * t;
      r.paint(segment(132, 118, 132 + Math.cos(a) * 8, 118 + Math.sin(a) * 8, 1.5), hex('#e7e5e4'));
    },
  },

  'volume-up': {
    background: hex('#ede9fe'),
    frames: 16,
    delayMs: 90,
    draw(r, t) {
      const level = Math.floor(t * 4);
      const ink = hex('#4c1d95');
      r.paint(
        union(
          box(52, 86, 14, 18, 2),
          polygon([
            [56, 86],
            [92, 50],
            [92, 122],
            [56, 86],
          ]),
        ),
        ink,
      );
      for (let i = 0; i < 3; i++) {
        if (i < level)
          r.paint(
            intersect(ring(92, 86, 24 + i * 18, 6), halfPlane(-1, 0, -104)),
            i === 2 ? hex('#db2777') : ink,
          );
      }
      r.paint(box(100, 164, 70, 7, 7), hex('#ddd6fe'));
      const fill = (level + fract(t * 4)) / 4;
      r.paint(box(30 + 70 * fill, 164, 70 * fill, 7, 7), hex('#7c3aed'));
      r.paint(circle(30 + 140 * fill, 164, 10), hex('#ffffff'));
      r.paint(ring(30 + 140 * fill, 164, 10, 2), hex('#7c3aed'));
    },
  },

  'spectrum-ring': {
    background: hex('#020617'),
    draw(r, t) {
      const cx = 100;
      const cy = 100;
      const colors = ['#22d3ee', '#818cf8', '#c084fc', '#f472b6', '#fb923c', '#facc15'].map(hex);
      const n = 32;
      for (let i = 0; i < n; i++) {
        const a = (TAU * i) / n;
        const len = 8 + 30 * Math.abs(Math.sin(TAU * (t * (1 + (i % 3))) + i * 0.9));
        r.paint(
          segment(
            cx + Math.cos(a) * 46,
            cy + Math.sin(a) * 46,
            cx + Math.cos(a) * (46 + len),
            cy + Math.sin(a) * (46 + len),
            2.6,
          ),
          colors[Math.floor((i / n) * colors.length)]!,
        );
      }
      const pulse = 0.5 + 0.5 * Math.sin(TAU * 2 * t);
      r.paint(circle(cx, cy, 34 + pulse * 5), hex('#1e1b4b'));
      r.paint(ring(cx, cy, 34 + pulse * 5, 2), hex('#a5b4fc'));
      r.paint(circle(cx, cy, 10 + pulse * 4), hex('#f472b6'));
    },
  },

  'dance-floor': {
    background: hex('#0c0a09'),
    frames: 8,
    delayMs: 160,
    draw(r, t) {
      const colors = ['#f43f5e', '#f59e0b', '#22c55e', '#06b6d4', '#8b5cf6', '#ec4899'].map(hex);
      const step = Math.floor(t * 8);
      const cols = 6;
      const rows = 4;
      const w = r.width / cols;
      const h = r.height / rows;
      for (let j = 0; j < rows; j++) {
        for (let i = 0; i < cols; i++) {
          const k = (i * 7 + j * 13 + step * 5) % colors.length;
          const lit = (i + j + step) % 3 !== 0;
          r.paint(
            box(i * w + w / 2, j * h + h / 2, w / 2 - 2, h / 2 - 2, 4),
            lit ? colors[k]! : hex('#292524'),
          );
        }
      }
    },
  },

  'night-drive-stars': {
    background: hex('#0b1026'),
    draw(r, t) {
      const rnd = random(21);
      for (let i = 0; i < 40; i++) {
        const x = rnd() * r.width;
        const y = rnd() * 150;
        const tw = 0.5 + 0.5 * Math.sin(TAU * (t + rnd()));
        r.paint(circle(x, y, 0.6 + tw * 1.2), white, 0.5 + tw * 0.5);
      }
      r.paint(subtract(circle(136, 44, 18), circle(144, 38, 16)), hex('#fef3c7'));
      const horizon = 150;
      r.paint(
        box(r.width / 2, (horizon + r.height) / 2, r.width / 2, (r.height - horizon) / 2),
        hex('#111827'),
      );
      r.paint(
        polygon([
          [r.width / 2 - 4, horizon],
          [r.width / 2 + 4, horizon],
          [r.width - 10, r.height],
          [10, r.height],
        ]),
        hex('#374151'),
      );
      for (let k = 0; k < 4; k++) {
        const s = (k + t) / 4;
        const y = horizon + (r.height - horizon) * s * s;
        const half = 1 + s * 8;
        r.paint(box(r.width / 2, y, 0.8 + s * 2.5, half), hex('#fde047'));
      }
    },
  },

  'sleepy-moon': {
    background: hex('#1e3a8a'),
    frames: 16,
    delayMs: 100,
    draw(r, t) {
      const rnd = random(5);
      for (let i = 0; i < 14; i++)
        r.paint(star(rnd() * 200, rnd() * 200, 4, 3.5, 1.2), hex('#bfdbfe'), 0.8);
      const bob = 3 * Math.sin(TAU * t);
      const moon = subtract(circle(88, 112 + bob, 56), circle(118, 90 + bob, 50));
      r.paint(moon, hex('#fde68a'));
      r.paint(
        intersect(ring(62, 112 + bob, 8, 2.5), halfPlane(0, -1, -(112 + bob))),
        hex('#92400e'),
      );
      for (let i = 0; i < 3; i++) {
        const p = fract(t + i / 3);
        const x = 132 + p * 30 + i * 4;
        const y = 96 - p * 70;
        const s = 6 + p * 6;
        const z = union(
          segment(x - s, y - s, x + s, y - s, 1.4),
          segment(x + s, y - s, x - s, y + s, 1.4),
          segment(x - s, y + s, x + s, y + s, 1.4),
        );
        r.paint(z, white, Math.sin(Math.PI * p));
      }
    },
  },

  'hype-flames': {
    background: hex('#18181b'),
    frames: 12,
    delayMs: 70,
    draw(r, t) {
      const cx = r.width / 2;
      const layers: [Color, number, number][] = [
        [hex('#dc2626'), 40, 150],
        [hex('#f97316'), 30, 120],
        [hex('#facc15'), 19, 84],
      ];
      layers.forEach(([color, radius, height], li) => {
        const n = 9;
        const parts = [];
        for (let i = 0; i < n; i++) {
          const p = fract(t + i / n);
          const x = cx + Math.sin(TAU * (p + i * 0.31) + li) * radius * 0.35 * (1 - p);
          parts.push(circle(x, 206 - p * height, radius * (1 - p * 0.85)));
        }
        parts.push(circle(cx, 200, radius));
        r.paint(union(...parts), color);
      });
      r.paint(box(cx, 226, 52, 7, 4, 0.12), hex('#78350f'));
      r.paint(box(cx, 226, 52, 7, 4, -0.12), hex('#92400e'));
    },
  },

  'confetti-party': {
    background: hex('#fff7ed'),
    draw(r, t) {
      const colors = ['#f43f5e', '#f59e0b', '#10b981', '#3b82f6', '#a855f7', '#ec4899'].map(hex);
      const rnd = random(77);
      for (let i = 0; i < 34; i++) {
        const x0 = rnd() * r.width;
        const speed = 1 + Math.floor(rnd() * 2);
        const y = fract(rnd() + t * speed) * (r.height + 20) - 10;
        const x = x0 + 6 * Math.sin(TAU * (t + rnd()));
        const angle = TAU * (t * (1 + Math.floor(rnd() * 2)) + rnd());
        r.paint(box(x, y, 4.5, 2.2, 0.8, angle), colors[i % colors.length]!);
      }
      r.paint(
        polygon([
          [18, 196],
          [50, 150],
          [64, 182],
        ]),
        hex('#7c3aed'),
      );
      r.paint(
        polyline(
          [
            [50, 150],
            [40, 140],
            [48, 130],
          ],
          1.5,
        ),
        hex('#f59e0b'),
      );
    },
  },

  'searching-dots': {
    background: hex('#f1f5f9'),
    frames: 16,
    delayMs: 70,
    draw(r, t) {
      const a = TAU * t;
      const gx = 110 + Math.cos(a) * 30;
      const gy = 62 + Math.sin(a) * 14;
      r.paint(segment(gx + 17, gy + 17, gx + 34, gy + 34, 5), hex('#334155'));
      r.paint(ring(gx, gy, 22, 7), hex('#6d28d9'));
      r.paint(circle(gx, gy, 18.5), hex('#ddd6fe'), 0.8);
      r.paint(note(gx - 3, gy + 6, 7), hex('#4c1d95'));
      for (let i = 0; i < 3; i++) {
        const hop = Math.max(0, Math.sin(TAU * (t - i * 0.15)));
        r.paint(circle(86 + i * 24, 136 - hop * 10, 6), hex('#6d28d9'));
      }
    },
  },

  'microphone-waves': {
    background: hex('#4c1d95'),
    frames: 9,
    delayMs: 100,
    draw(r, t) {
      const cx = r.width / 2;
      for (let k = 0; k < 3; k++) {
        const p = fract(t + k / 3);
        const rad = 44 + p * 48;
        const alpha = 1 - p;
        r.paint(
          intersect(ring(cx, 76, rad, 3), halfPlane(0.6, 0, 0.6 * (cx + 30))),
          hex('#f0abfc'),
          alpha,
        );
        r.paint(
          intersect(ring(cx, 76, rad, 3), halfPlane(-0.6, 0, -0.6 * (cx - 30))),
          hex('#f0abfc'),
          alpha,
        );
      }
      r.paint(box(cx, 76, 28, 38, 26), hex('#d4d4d8'));
      for (let i = 0; i < 5; i++) r.paint(box(cx, 56 + i * 10, 22, 0.8), hex('#a1a1aa'));
      r.paint(box(cx, 128, 13, 20, 5), hex('#27272a'));
      r.paint(segment(cx, 148, cx, 214, 3), hex('#a1a1aa'));
      r.paint(box(cx, 220, 38, 5, 5), hex('#27272a'));
    },
  },

  'bass-drop': {
    background: hex('#020617'),
    frames: 9,
    delayMs: 100,
    draw(r, t) {
      const cx = 100;
      const cy = 100;
      for (let k = 0; k < 3; k++) {
        const p = fract(t + k / 3);
        r.paint(ring(cx, cy, 20 + p * 90, 1 + 5 * (1 - p)), k % 2 ? hex('#e879f9') : cyan, 1 - p);
      }
      const squash = 1 + 0.25 * Math.pow(1 - fract(t * 3), 3);
      r.paint(ellipse(cx, cy, 22 * squash, 22 / squash), hex('#f8fafc'));
      r.paint(
        polygon([
          [cx - 8, cy - 10],
          [cx + 10, cy],
          [cx - 8, cy + 10],
        ]),
        hex('#020617'),
      );
    },
  },

  'ocean-waves': {
    background: hex('#bae6fd'),
    frames: 16,
    delayMs: 80,
    draw(r, t) {
      r.paint(circle(176, 40, 20), hex('#fde047'));
      const layers: [Color, number, number, number, number][] = [
        [hex('#38bdf8'), 88, 6, 110, 1],
        [hex('#0284c7'), 108, 7, 73.33, -1],
        [hex('#075985'), 130, 6, 55, 2],
      ];
      for (const [color, base, amp, lambda, speed] of layers) {
        r.paint((x, y) => base + amp * Math.sin((TAU * x) / lambda + TAU * speed * t) - y, color);
      }
    },
  },

  'lava-lamp': {
    background: hex('#3b0764'),
    frames: 16,
    delayMs: 90,
    draw(r, t) {
      const cx = r.width / 2;
      const glass = trapezoid(cx, 34, 22, 184, 44);
      r.paint(glass, hex('#7e22ce'));
      const blobs = [
        [cx - 8, 0, 15],
        [cx + 10, 0.33, 12],
        [cx - 2, 0.66, 17],
      ] as const;
      const field = (x: number, y: number) => {
        let f = 0;
        for (const [bx, phase, rad] of blobs) {
          const by = 110 + 58 * Math.sin(TAU * (t + phase));
          f += (rad * rad) / ((x - bx) ** 2 + (y - by) ** 2 + 1);
        }
        f += 260 / ((y - 192) ** 2 + 1);
        return f;
      };
      r.paint(
        intersect(glass, (x, y) => (1 - field(x, y)) * 12),
        hex('#fb923c'),
      );
      r.paint(trapezoid(cx, 34, 22, 8, 12), hex('#a1a1aa'));
      r.paint(trapezoid(cx, 184, 44, 232, 30), hex('#a1a1aa'));
    },
  },

  'play-button': {
    background: hex('#ecfeff'),
    frames: 16,
    delayMs: 70,
    draw(r, t) {
      const press = Math.pow(Math.max(0, Math.sin(TAU * t)), 6);
      const p = fract(t - 0.25);
      r.paint(ring(100, 100, 62 + p * 36, 3), hex('#6d28d9'), (1 - p) * 0.8);
      const s = 1 - 0.1 * press;
      r.paint(circle(100, 104, 60 * s), hex('#4c1d95'));
      r.paint(circle(100, 100, 60 * s), hex('#7c3aed'));
      r.paint(
        polygon([
          [100 - 18 * s, 100 - 26 * s],
          [100 + 28 * s, 100],
          [100 - 18 * s, 100 + 26 * s],
        ]),
        white,
      );
    },
  },

  snowfall: {
    background: hex('#1e3a5f'),
    frames: 16,
    delayMs: 90,
    draw(r, t) {
      const trees: [number, number][] = [
        [36, 0.9],
        [70, 1.2],
        [168, 1],
        [196, 0.8],
      ];
      for (const [x, s] of trees) {
        r.paint(
          polygon([
            [x - 18 * s, 140],
            [x + 18 * s, 140],
            [x, 140 - 52 * s],
          ]),
          hex('#14532d'),
        );
      }
      r.paint((x, y) => 138 + 4 * Math.sin(x / 18) - y, hex('#f1f5f9'));
      const rnd = random(13);
      for (let i = 0; i < 40; i++) {
        const x0 = rnd() * r.width;
        const y = fract(rnd() + t) * (r.height + 8) - 4;
        const x = x0 + 4 * Math.sin(TAU * (t + rnd()));
        r.paint(circle(x, y, 1 + rnd() * 1.6), white, 0.9);
      }
    },
  },
};
