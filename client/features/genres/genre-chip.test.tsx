// @vitest-environment jsdom
/**
 * GenreChip (spec 000 §9 "Ten chip colour pairs cycle by selection order"): ten pairs, each
 * meeting WCAG AA text contrast in the light and the dark theme, computed from Tailwind's palette.
 */
import '@testing-library/jest-dom/vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GENRE_CHIP_COLORS, GenreChip, genreChipColor } from '../../components/ui/genre-chip';

afterEach(cleanup);

const themeCss = readFileSync(
  createRequire(import.meta.url).resolve('tailwindcss/theme.css'),
  'utf8',
);

/** Linear-light sRGB channels of a Tailwind palette colour such as "violet-100" (oklch in v4). */
function linearRgb(colour: string): [number, number, number] {
  const match = new RegExp(
    `--color-${colour}:\\s*oklch\\(([\\d.]+)%\\s+([\\d.]+)\\s+([\\d.]+)\\)`,
  ).exec(themeCss);
  if (!match) throw new Error(`Unknown colour ${colour}`);
  const L = Number(match[1]) / 100;
  const C = Number(match[2]);
  const h = (Number(match[3]) * Math.PI) / 180;
  const a = C * Math.cos(h);
  const b = C * Math.sin(h);
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  return [
    clamp(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    clamp(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    clamp(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ];
}

function contrast(fg: string, bg: string): number {
  const luminance = (c: string) => {
    const [r, g, b] = linearRgb(c);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(fg), luminance(bg)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The palette colour of the `prefix-*` class without (light) or with (dark) the `dark:` variant. */
function pick(classes: string, prefix: 'bg' | 'text', dark: boolean): string {
  const token = classes
    .split(/\s+/)
    .find((c) => (dark ? c.startsWith(`dark:${prefix}-`) : c.startsWith(`${prefix}-`)));
  if (!token) throw new Error(`No ${dark ? 'dark ' : ''}${prefix} class in "${classes}"`);
  return token.replace(/^dark:/, '').slice(prefix.length + 1);
}

describe('GENRE_CHIP_COLORS', () => {
  it('has ten distinct pairs', () => {
    expect(GENRE_CHIP_COLORS).toHaveLength(10);
    expect(new Set(GENRE_CHIP_COLORS.map((c) => c.bg)).size).toBe(10);
  });

  it.each(GENRE_CHIP_COLORS.map((c, i) => [i, c] as const))(
    'pair %i meets WCAG AA (4.5:1) in light and dark',
    (_i, { bg, fg }) => {
      expect(contrast(pick(fg, 'text', false), pick(bg, 'bg', false))).toBeGreaterThanOrEqual(4.5);
      expect(contrast(pick(fg, 'text', true), pick(bg, 'bg', true))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('cycles by selection order', () => {
    expect(genreChipColor(0)).toBe(GENRE_CHIP_COLORS[0]);
    expect(genreChipColor(10)).toBe(GENRE_CHIP_COLORS[0]);
    expect(genreChipColor(13)).toBe(GENRE_CHIP_COLORS[3]);
  });
});

describe('GenreChip', () => {
  it('is plain text without onRemove', () => {
    render(<GenreChip name="Jazz" index={2} />);
    expect(screen.getByText('Jazz')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is a "Remove {name}" button with onRemove', async () => {
    const onRemove = vi.fn();
    render(<GenreChip name="Jazz" index={1} onRemove={onRemove} />);
    const button = screen.getByRole('button', { name: 'Remove Jazz' });
    expect(button.className).toContain(GENRE_CHIP_COLORS[1]!.bg);
    await userEvent.click(button);
    expect(onRemove).toHaveBeenCalledOnce();
  });
});
