/**
 * The one guard for every request the server makes to an address a member (or a remote server)
 * chose: push endpoints today, federation peers next (docs/decisions/041-outbound-guard-idempotency-and-secrets.md).
 *
 * The check runs where the socket is opened, not only on the URL: an undici dispatcher whose
 * connector refuses IP literals outside public unicast space and resolves every host name itself,
 * refusing the connection when ANY resolved address is not public. The socket then connects to the
 * addresses that were checked, so a name that answers a public address to a first look-up and a
 * loopback one to the next (DNS rebinding) gains nothing, and every redirect hop opens its own
 * connection through the same check. Address classes come from ipaddr.js: IPv4-mapped forms are
 * judged as the IPv4 address they carry, and IPv6 must be global unicast (2000::/3) outside the
 * special ranges, which leaves out loopback, link-local, unique-local, IPv4-compatible (::a.b.c.d),
 * NAT64 (64:ff9b::/96), 6to4 and Teredo.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, buildConnector, fetch as undiciFetch, type Dispatcher } from 'undici';

/** Thrown (as the fetch's `cause`) when a connection would reach an address the guard refuses. */
export class OutboundAddressRefusedError extends Error {
  readonly code = 'outbound_address_refused';
  constructor(readonly host: string) {
    super(`outbound connection to ${host} refused: not a public address`);
    this.name = 'OutboundAddressRefusedError';
  }
}

/** Resolves a host to every address it has (the shape of dns.lookup with `all: true`). */
export type ResolveAll = (host: string) => Promise<LookupAddress[]>;

export interface OutboundGuardOptions {
  /** Allow private, loopback and other non-public addresses (tests and local fakes only). */
  allowPrivateAddresses?: boolean;
  /** How host names are resolved; default the system resolver. Tests inject their own. */
  resolve?: ResolveAll;
  /** Addresses allowed although not public (a test's stand-in for an outside server). */
  allowAddresses?: readonly string[];
}

export interface OutboundGuard {
  /** undici fetch through the guarded dispatcher. Refusals reject with a TypeError whose `cause` is OutboundAddressRefusedError. */
  fetch(url: string | URL, init?: RequestInit): Promise<Response>;
  /** The guarded dispatcher, for callers that use undici directly. */
  dispatcher: Dispatcher;
  /** Resolves `host` (name or literal) and throws OutboundAddressRefusedError unless every address is allowed. */
  assertPublicHost(host: string): Promise<void>;
}

/** Whether `address` (an IP literal) is public unicast: the only kind the guard connects to. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(bare)) return false;
  const parsed = ipaddr.process(bare); // ::ffff:a.b.c.d becomes a.b.c.d
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  return v6.match(ipaddr.IPv6.parseCIDR('2000::/3')) && v6.range() === 'unicast';
}

const systemResolve: ResolveAll = (host) =>
  new Promise((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (err, addresses) =>
      err ? reject(err) : resolve(addresses),
    ),
  );

/** A guard with its own dispatcher (keep one per process or per app). */
export function createOutboundGuard(options: OutboundGuardOptions = {}): OutboundGuard {
  const resolveAll = options.resolve ?? systemResolve;
  const extra = new Set((options.allowAddresses ?? []).map((a) => ipaddr.process(a).toString()));
  const allowed = (address: string) =>
    options.allowPrivateAddresses === true ||
    isPublicAddress(address) ||
    (ipaddr.isValid(address) && extra.has(ipaddr.process(address).toString()));

  async function checkedAddresses(host: string): Promise<LookupAddress[]> {
    const bare = host.replace(/^\[|\]$/g, '');
    const family = isIP(bare);
    const addresses = family ? [{ address: bare, family }] : await resolveAll(bare);
    if (addresses.length === 0 || !addresses.every((a) => allowed(a.address)))
      throw new OutboundAddressRefusedError(host);
    return addresses;
  }

  // net/tls.connect call this instead of dns.lookup, so the socket uses the addresses checked here.
  const lookup: LookupFunction = (host, opts, callback) => {
    checkedAddresses(host).then(
      (addresses) =>
        opts.all
          ? callback(null, addresses)
          : callback(null, addresses[0]!.address, addresses[0]!.family),
      (err: NodeJS.ErrnoException) => callback(err, ''),
    );
  };
  const connectOpened = buildConnector({ lookup, timeout: 10_000 });
  const dispatcher = new Agent({
    connect(opts, callback) {
      // Node skips `lookup` for an IP literal: check literals here, before any socket exists.
      const family = isIP(opts.hostname);
      if (family && !allowed(opts.hostname)) {
        callback(new OutboundAddressRefusedError(opts.hostname), null);
        return;
      }
      connectOpened(opts, callback);
    },
  });
  return {
    dispatcher,
    // undici's own fetch: Node's built-in one may be another undici version than this dispatcher.
    fetch: (url, init) =>
      undiciFetch(url, {
        ...(init as Parameters<typeof undiciFetch>[1]),
        dispatcher,
      }) as unknown as Promise<Response>,
    assertPublicHost: async (host) => {
      await checkedAddresses(host);
    },
  };
}

/** Whether `error` (what a guarded fetch rejected with) is the guard's refusal. */
export function isOutboundRefusal(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause)
    if (e instanceof OutboundAddressRefusedError) return true;
  return false;
}
