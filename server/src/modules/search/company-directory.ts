import type { DataSource } from 'typeorm';
import { CompanyRepository } from '../profiles/company.repository';

const TTL_MS = 60_000;

export interface CompanyEntry {
  id: number;
  name: string;
  industry: string;
}

/** The companies of the index, kept in memory for reading queries (a couple of thousand rows). */
export class CompanyDirectory {
  private cache: { at: number; list: CompanyEntry[]; byName: Map<string, CompanyEntry> } | null = null;

  private readonly companies: CompanyRepository;

  constructor(ds: DataSource) {
    this.companies = new CompanyRepository(ds);
  }

  async all(): Promise<CompanyEntry[]> {
    return (await this.load()).list;
  }

  async byName(name: string): Promise<CompanyEntry | undefined> {
    return (await this.load()).byName.get(name.trim().toLowerCase());
  }

  /** Reads the companies again on next use (after an import added some). */
  forget(): void {
    this.cache = null;
  }

  private async load() {
    if (this.cache && Date.now() - this.cache.at < TTL_MS) return this.cache;
    const list = (await this.companies.directory()).map((c) => ({ id: c.id, name: c.name, industry: c.industry }));
    this.cache = { at: Date.now(), list, byName: new Map(list.map((c) => [c.name.toLowerCase(), c])) };
    return this.cache;
  }
}
