/**
 * The staff screens' texts in the page's language (decision 047): the keys under `staff.` are a
 * second catalogue chunk per language, loaded only when a staff or developer screen is about to
 * render, so a member's first paint never carries them. English needs no chunk (each module brings
 * its own English) and neither does the pseudo-locale (its one chunk has every key). This module
 * lives with the staff pages, not in client/lib, so the build keeps it out of the member bundle.
 */
import { createElement, lazy, type ComponentType, type ReactNode } from 'react';
import type { CompiledMessage, Translator } from '@common/i18n/format';
import { i18nScope } from '../../lib/i18n';

type Catalogue = Record<string, CompiledMessage>;
const staffCatalogues = import.meta.glob<Catalogue>(
  ['../../../common/i18n/locales/*.json', '!../../../common/i18n/locales/en.json'],
  { query: '?staff', import: 'default' },
);

const loads = new WeakMap<Translator, Promise<void>>();
const loaded = new WeakSet<Translator>();

/** The staff catalogue of `i18n`'s language, or null when that language needs none. */
function staffCatalogue(i18n: Translator): (() => Promise<Catalogue>) | null {
  return staffCatalogues[`../../../common/i18n/locales/${i18n.locale}.json`] ?? null;
}

/** Adds the staff texts to this page's language, once (the same promise for every caller). */
export function loadStaffMessages(): Promise<void> {
  const i18n = i18nScope.current();
  const load = staffCatalogue(i18n);
  if (!load) return Promise.resolve();
  let loading = loads.get(i18n);
  if (!loading) {
    loading = load().then((messages) => {
      i18n.load(messages);
      loaded.add(i18n);
    });
    loads.set(i18n, loading);
  }
  return loading;
}

/** Whether this page's language has its staff texts (or needs none). */
export function staffMessagesReady(): boolean {
  const i18n = i18nScope.current();
  return !staffCatalogue(i18n) || loaded.has(i18n);
}

function Passthrough({ children }: { children: ReactNode }) {
  return children;
}

/** Per language instance: a lazy component that resolves once the staff texts are loaded. */
const gates = new WeakMap<Translator, ComponentType<{ children: ReactNode }>>();

/** The lazy gate of `i18n`'s staff texts, made once per language instance. */
function staffGate(i18n: Translator): ComponentType<{ children: ReactNode }> {
  let gate = gates.get(i18n);
  if (!gate) {
    gate = lazy(() => loadStaffMessages().then(() => ({ default: Passthrough })));
    gates.set(i18n, gate);
  }
  return gate;
}

/**
 * Renders `children` once the staff texts are there: until then it suspends like a lazy screen
 * (the page's Suspense shows its spinner), so a staff screen never flashes English in another
 * language.
 */
export function StaffTexts({ children }: { children: ReactNode }) {
  if (staffMessagesReady()) return children;
  return createElement(staffGate(i18nScope.current()), null, children);
}
