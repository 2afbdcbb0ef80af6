/**
 * Which peers may tell us the client's address (X-Forwarded-For) and the request id
 * (X-Request-Id), from TRUST_PROXY (server/config.ts, docs/decisions/021-running-for-real.md).
 *
 * - `false`: nobody; `request.ip` is the socket's peer.
 * - a hop count `n`: the socket's peer and the next `n - 1` forwarded hops are proxies, so the
 *   client is the `n`-th address from the right of X-Forwarded-For. Fastify 5.12 made a bare number
 *   fail closed (it trusts no hop at all), which silently turned `TRUST_PROXY=1` into "off"; we pass
 *   it the hop function it used to build itself. A hop count trusts whoever connects, so the app
 *   must be reachable only through the proxy; an address list is the safer setting.
 * - addresses/CIDRs (or `loopback`, `linklocal`, `uniquelocal`): a hop is a proxy when its address
 *   is listed (proxy-addr's rules, as Express documents them).
 */
import proxyAddr from '@fastify/proxy-addr';

/** A proxy-addr trust function: `(address, hopIndex)` → is that hop one of our proxies. */
export type TrustFunction = (address: string, hop: number) => boolean;

/** The trust function for a parsed TRUST_PROXY value, or `false` when no proxy is trusted. */
export function proxyTrust(setting: boolean | number | string[]): TrustFunction | false {
  if (setting === false || setting === 0) return false;
  if (setting === true) throw new Error('TRUST_PROXY=true is refused by the configuration');
  if (typeof setting === 'number') {
    const hops = setting;
    return (_address, hop) => hop < hops;
  }
  return proxyAddr.compile(setting);
}

/** A request id a proxy may pass on: short, printable, no separators a log line could be split on. */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Fastify's `genReqId`: the proxy's `X-Request-Id` when the socket's peer is a trusted proxy and
 * the id is well formed (so one id follows a request from nginx's log into ours), else a fresh
 * UUID. A client that connects directly can never choose its id.
 */
export function requestIdGenerator(trust: TrustFunction | false, fresh: () => string) {
  return (req: {
    headers: Record<string, string | string[] | undefined>;
    socket?: { remoteAddress?: string };
  }): string => {
    const offered = req.headers['x-request-id'];
    const peer = req.socket?.remoteAddress;
    if (
      trust &&
      typeof offered === 'string' &&
      peer &&
      REQUEST_ID_PATTERN.test(offered) &&
      trust(peer, 0)
    )
      return offered;
    return fresh();
  };
}
