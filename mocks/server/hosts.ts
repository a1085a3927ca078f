import { hostname, networkInterfaces } from 'node:os';

/** An address to listen on that only this machine reaches. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** A peer on this machine: 127.x, ::1, or 127.x as IPv6 gives it (::ffff:127.x). */
export function isLoopbackPeer(address: string | undefined): boolean {
  return !!address && isLoopbackHost(address.replace(/^::ffff:(?=127\.)/, ''));
}

/** An address as a URL's host part: an IPv6 address in brackets. */
export function urlHost(address: string): string {
  return address.includes(':') ? `[${address}]` : address;
}

/**
 * The host names a request may be addressed to (the `Host` header, without its port): those by
 * which this server is really reached. Any other is a page whose name was pointed at this
 * machine (DNS rebinding), and is refused. On a loopback address: localhost and the loopback
 * addresses; on any other: also this machine's own addresses and name. `extra` are the names
 * given with --allow-host.
 */
export function allowedHostNames(host: string, extra: string[]): Set<string> {
  const names = ['localhost', '127.0.0.1', '[::1]', urlHost(host), ...extra];
  if (!isLoopbackHost(host)) {
    names.push(hostname());
    for (const each of Object.values(networkInterfaces()).flat()) {
      if (each) names.push(urlHost(each.address));
    }
  }
  return new Set(names.map((name) => name.toLowerCase()));
}

/**
 * The addresses other machines reach a server on `host` by: each of this machine's own
 * addresses (not loopback, nor IPv6 link-local, which needs a zone) for 0.0.0.0 (IPv4) or ::
 * (both); the address itself for any other; none for a loopback address.
 */
export function networkAddresses(host: string): string[] {
  if (isLoopbackHost(host)) return [];
  if (host !== '0.0.0.0' && host !== '::') return [host];
  return Object.values(networkInterfaces())
    .flat()
    .filter((each) => !!each && !each.internal && !each.address.startsWith('fe80:'))
    .filter((each) => host === '::' || each!.family === 'IPv4')
    .map((each) => each!.address);
}

/**
 * The URL this machine reaches a server on `host` by: loopback for every address (0.0.0.0, ::),
 * the address itself otherwise.
 */
export function localUrl(host: string, port: number): string {
  const reached = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${urlHost(reached)}:${port}`;
}
