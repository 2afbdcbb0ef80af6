/** The served page's language (decision 047): `<html>` attributes and the manifest link. */
import { describe, expect, it } from 'vitest';
import { withPageLocale } from './page-locale';

const page =
  '<!doctype html><html lang="en"><head><link rel="manifest" href="/manifest.webmanifest" /></head></html>';

describe('withPageLocale', () => {
  it('links the page language’s manifest, and Arabic reads right to left', () => {
    expect(withPageLocale(page, 'de')).toContain(
      '<html lang="de"><head><link rel="manifest" href="/manifest.de.webmanifest" />',
    );
    expect(withPageLocale(page, 'ar')).toContain('<html lang="ar" dir="rtl">');
    expect(withPageLocale(page, 'ar')).toContain('href="/manifest.ar.webmanifest"');
  });

  it('keeps the English manifest for English and the pseudo-locale', () => {
    expect(withPageLocale(page, 'en')).toBe(page);
    expect(withPageLocale(page, 'en-XA')).toContain('href="/manifest.webmanifest"');
  });
});
