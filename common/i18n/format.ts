/**
 * Formats a compiled catalogue message (common/i18n/compile.ts, Lingui's compiled form) with its
 * values in a locale: placeholders, `plural` and `selectordinal` (exact `=N` cases, offset, `#`),
 * `select`, and `number` / `date` / `time` through Intl. The browser's and the server's one
 * runtime (decision 047 has why it is ours: Lingui's runtime alone cost half the first-paint
 * budget). Without dependencies: the client's first paint imports it.
 */

/** A compiled message: text, or text and placeholder tuples (`[name, format?, options?]`). */
export type CompiledMessage = string | CompiledToken[];
type CompiledToken = string | [string, string?, unknown?];
type Cases = Record<string, CompiledMessage | number>;

/** Values of a message's placeholders. */
export type MessageValues = Record<string, string | number | Date>;

const DATE_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  short: { dateStyle: 'short' },
  medium: { dateStyle: 'medium' },
  long: { dateStyle: 'long' },
  full: { dateStyle: 'full' },
};
const TIME_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  short: { timeStyle: 'short' },
  medium: { timeStyle: 'medium' },
  long: { timeStyle: 'long' },
  full: { timeStyle: 'full' },
};

function numberText(locale: string, value: unknown, style?: unknown): string {
  const options: Intl.NumberFormatOptions =
    style === 'percent'
      ? { style: 'percent' }
      : style === 'integer'
        ? { maximumFractionDigits: 0 }
        : {};
  return new Intl.NumberFormat(locale, options).format(Number(value));
}

function caseOf(
  locale: string,
  format: string,
  cases: Cases,
  value: unknown,
): [CompiledMessage | undefined, number] {
  if (format === 'select') return [(cases[String(value)] ?? cases.other) as CompiledMessage, 0];
  const offset = typeof cases.offset === 'number' ? cases.offset : 0;
  const n = Number(value);
  const exact = cases[String(n)];
  if (exact !== undefined && typeof exact !== 'number') return [exact, n];
  const type = format === 'selectordinal' ? 'ordinal' : 'cardinal';
  const category = new Intl.PluralRules(locale, { type }).select(n - offset);
  return [(cases[category] ?? cases.other) as CompiledMessage, n - offset];
}

/** `message` in `locale` with `values`; `count` is what `#` stands for inside a plural case. */
export function formatMessage(
  message: CompiledMessage,
  values: MessageValues = {},
  locale: string,
  count?: number,
): string {
  if (typeof message === 'string') return message;
  let out = '';
  for (const token of message) {
    if (typeof token === 'string') {
      out += token === '#' && count !== undefined ? numberText(locale, count) : token;
      continue;
    }
    const [name, format, options] = token;
    const value = values[name];
    if (!format) out += value === undefined ? '' : String(value);
    else if (format === 'number') out += numberText(locale, value, options);
    else if (format === 'date' || format === 'time') {
      const styles = format === 'date' ? DATE_STYLES : TIME_STYLES;
      const date = value instanceof Date ? value : new Date(String(value));
      out += new Intl.DateTimeFormat(locale, styles[String(options)] ?? styles.medium).format(date);
    } else {
      const [chosen, n] = caseOf(locale, format, (options ?? {}) as Cases, value);
      if (chosen !== undefined) out += formatMessage(chosen, values, locale, n);
    }
  }
  return out;
}

/** A language's messages: `t(id, values)` with the catalogue's message, or the id when absent. */
export class Translator {
  constructor(
    readonly locale: string,
    readonly messages: Record<string, CompiledMessage> = {},
  ) {}

  /** Adds messages (the browser registers English module by module). */
  load(messages: Record<string, CompiledMessage>): void {
    Object.assign(this.messages, messages);
  }

  /** Message `id` formatted with `values`. */
  t(id: string, values?: MessageValues): string {
    const message = this.messages[id];
    return message === undefined ? id : formatMessage(message, values, this.locale);
  }
}
