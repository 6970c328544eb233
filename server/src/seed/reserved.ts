/**
 * Sample people must never reach a real person: their e-mail domains, phone numbers and links are
 * taken from ranges reserved so that nothing real can answer them (docs/decisions.md, "Sample
 * data"). The generator draws what it always drew (so the sample index and its ranking stay the
 * same) and this module turns each drawn value into its reserved counterpart.
 */

/** RFC 2606 / RFC 6761: the second-level names reserved for documentation; no mail is delivered to them. */
export const PERSONAL_SAMPLE_DOMAINS = ['example.com', 'example.net', 'example.org'] as const;

/** True when an e-mail domain is one of the reserved ones (`example.com|net|org`, `*.example`, `*.test`). */
export function isReservedDomain(domain: string): boolean {
  const d = domain.toLowerCase();
  return /(^|\.)example\.(com|net|org)$/.test(d) || /\.(example|test)$/.test(d);
}

/**
 * Maps each generated company domain to one under the reserved `.example` top-level name, keeping
 * them unique: 'paystream.com' becomes 'paystream.example'; a second 'paystream.io' becomes
 * 'paystream-io.example'. Bases are letters and digits only (see `compact`), so a suffixed name
 * never equals a plain one. Call with every domain, in generation order.
 */
export function reservedDomains(domains: readonly string[]): string[] {
  const taken = new Set<string>();
  return domains.map((domain) => {
    const dot = domain.indexOf('.');
    const base = dot < 0 ? domain : domain.slice(0, dot);
    const rest = dot < 0 ? '' : domain.slice(dot + 1).replace(/\./g, '-');
    let reserved = `${base}.example`;
    if (taken.has(reserved)) reserved = `${base}-${rest}.example`;
    for (let n = 2; taken.has(reserved); n++) reserved = `${base}-${rest}${n}.example`;
    taken.add(reserved);
    return reserved;
  });
}

/**
 * A phone number in a range its regulator keeps for fiction, built from the digits drawn for it:
 * - the US and Canada (NANP): 555-0100 to 555-0199 in the drawn area code;
 * - the United Kingdom (Ofcom): mobiles 07700 900000 to 900999;
 * - Australia (ACMA): (0x) 5550 xxxx;
 * - France (ARCEP): 01 99 00 xx xx.
 * Countries without such a published range get a number in Ofcom's range, written for the UK, so
 * that no sample number can ring a real phone anywhere.
 */
export function fictionalPhone(countryCode: string, drawnDigits: string): string {
  const d = drawnDigits.replace(/\D/g, '').padStart(10, '0');
  const last = (n: number) => d.slice(-n);
  switch (countryCode) {
    case 'US':
    case 'CA': {
      const area = `${2 + (Number(d[0]) % 8)}${d.slice(1, 3)}`;
      return `+1 ${area} 555 01${last(2)}`;
    }
    case 'AU':
      return `+61 ${[2, 3, 7, 8][Number(d[0]) % 4]} 5550 ${last(4)}`;
    case 'FR':
      return `+33 1 99 00 ${last(4).slice(0, 2)} ${last(2)}`;
    default:
      return `+44 7700 900${last(3)}`;
  }
}

/** True when a phone number is in one of the ranges above. */
export function isFictionalPhone(phone: string): boolean {
  const p = phone.replace(/[\s-]/g, '');
  return (
    /^\+1[2-9]\d{2}55501\d{2}$/.test(p) || /^\+447700900\d{3}$/.test(p) || /^\+61[2378]5550\d{4}$/.test(p) || /^\+3319900\d{4}$/.test(p)
  );
}
