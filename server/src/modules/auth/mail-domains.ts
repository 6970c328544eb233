import fs from 'node:fs';

/**
 * Free-mail and disposable-mail providers, from maintained list packages: free-email-domains
 * (HubSpot's list of free providers, with known disposable ones) and disposable-email-domains
 * (domains, and domains whose every subdomain is disposable). Loaded on first use (about 135,000
 * domains, 100 ms), so a server that never signs anyone up never pays for them.
 */
interface DomainLists {
  free: Set<string>;
  disposable: Set<string>;
}

let lists: DomainLists | undefined;

function readList(specifier: string): string[] {
  const value: unknown = JSON.parse(fs.readFileSync(require.resolve(specifier), 'utf8'));
  if (!Array.isArray(value)) throw new Error(`${specifier} is not a list of domains`);
  return value.map((d) => String(d).trim().toLowerCase());
}

function domainLists(): DomainLists {
  lists ??= {
    free: new Set(readList('free-email-domains/domains.json')),
    disposable: new Set([...readList('disposable-email-domains/index.json'), ...readList('disposable-email-domains/wildcard.json')]),
  };
  return lists;
}

/**
 * Whether a mail domain belongs to a free or disposable provider: listed itself, or (for
 * disposable services, which hand out subdomains) below a listed domain.
 */
export function isFreeOrDisposableDomain(domain: string): boolean {
  const d = domain.trim().toLowerCase().replace(/\.+$/, '');
  const { free, disposable } = domainLists();
  if (free.has(d) || disposable.has(d)) return true;
  for (let dot = d.indexOf('.'); dot !== -1 && dot < d.length - 1; dot = d.indexOf('.', dot + 1)) {
    const parent = d.slice(dot + 1);
    if (parent.includes('.') && disposable.has(parent)) return true;
  }
  return false;
}
