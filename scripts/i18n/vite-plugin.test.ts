/**
 * The catalogue imports of the build plugin (decision 047): `?messages` is what a member's page
 * loads before the first render, `?staff` the staff screens' own chunk; neither carries e-mails.
 */
import { describe, expect, it } from 'vitest';
import { catalogueModule } from './vite-plugin';

const catalogue = {
  'feed.sort.recent': 'Neueste',
  'staff.processing.title': 'Verarbeitungs-Dashboard',
  'staff.requests.card': 'Anfrage #{id}',
  'email.subject': 'Betreff',
};

/** The keys of the module `catalogueModule` writes for `query`. */
function keysOf(query: string): string[] {
  const code = catalogueModule(catalogue, query);
  expect(code.startsWith('export default ')).toBe(true);
  return Object.keys(JSON.parse(code.slice('export default '.length, -1)) as object).sort();
}

describe('catalogue chunks', () => {
  it('keeps the staff texts out of the members chunk', () => {
    expect(keysOf('messages')).toEqual(['feed.sort.recent']);
  });

  it('puts only the staff texts, compiled, in the staff chunk', () => {
    expect(keysOf('staff')).toEqual(['staff.processing.title', 'staff.requests.card']);
    expect(catalogueModule(catalogue, 'staff')).toContain('["Anfrage #",["id"]]');
  });

  it('gives the development pseudo-locale every browser text', () => {
    expect(keysOf('pseudo')).toEqual([
      'feed.sort.recent',
      'staff.processing.title',
      'staff.requests.card',
    ]);
  });
});
