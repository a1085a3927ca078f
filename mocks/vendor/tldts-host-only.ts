/**
 * What the production build gives tough-cookie (msw's cookie store) in place of tldts, the 250 KB
 * public-suffix list. The list only matters for cookies with a `Domain` attribute, which the mocked
 * server never sets: its session cookie is host-only, and host-only cookies are stored and found
 * by their exact host without it. With no registrable domain known, a `Domain` cookie is refused,
 * the safe side of the same rule.
 */
export function getDomain(): null {
  return null;
}
