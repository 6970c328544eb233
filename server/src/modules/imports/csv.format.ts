import { isFreeOrDisposableDomain } from '../auth/mail-domains';
import { domainOf, folded, linkedinUsernameOf, normaliseEmail, personName, RecordRejected, text, type PersonRecord } from './person-record';
import { readPhone, readPlace } from './readings';

/**
 * CSV files of people, read through a column mapping: a preset for an export people already have
 * (LinkedIn's connections, HubSpot contacts, Greenhouse candidates), a mapping of the file's own
 * headers to the fields below (a small JSON file), or, with neither, a guess from the headers using
 * every preset's names. Headers are matched case- and space-insensitively.
 */

export const CSV_FIELDS = [
  'recordId',
  'firstName',
  'lastName',
  'fullName',
  'linkedinUrl',
  'email',
  'workEmail',
  'personalEmail',
  'phone',
  'mobilePhone',
  'title',
  'company',
  'companyWebsite',
  'location',
  'city',
  'region',
  'country',
  'headline',
  'summary',
  'skills',
] as const;
export type CsvField = (typeof CSV_FIELDS)[number];

/** For each field, the headers that hold it (the first one present is read). */
export type CsvMapping = Partial<Record<CsvField, string[]>>;

export const CSV_PRESETS: Record<'linkedin' | 'hubspot' | 'greenhouse', CsvMapping> = {
  // Connections.csv of LinkedIn's "Get a copy of your data" (a few lines of notes come before its header).
  linkedin: {
    firstName: ['First Name'],
    lastName: ['Last Name'],
    linkedinUrl: ['URL'],
    email: ['Email Address'],
    company: ['Company'],
    title: ['Position'],
  },
  // A HubSpot contacts export: the properties' labels as headers.
  hubspot: {
    recordId: ['Record ID', 'Record ID - Contact', 'Contact ID'],
    firstName: ['First Name'],
    lastName: ['Last Name'],
    email: ['Email'],
    phone: ['Phone Number'],
    mobilePhone: ['Mobile Phone Number'],
    title: ['Job Title'],
    company: ['Company Name', 'Associated Company'],
    companyWebsite: ['Website URL', 'Company Domain Name'],
    city: ['City'],
    region: ['State/Region'],
    country: ['Country/Region', 'Country'],
    linkedinUrl: ['LinkedIn URL', 'LinkedIn Profile', 'LinkedIn'],
  },
  // A Greenhouse candidates export.
  greenhouse: {
    recordId: ['Candidate ID', 'Candidate Id'],
    firstName: ['First Name'],
    lastName: ['Last Name'],
    fullName: ['Candidate Name', 'Name'],
    title: ['Current Title', 'Title'],
    company: ['Current Company', 'Company'],
    email: ['Email', 'Email Addresses', 'Personal Email'],
    workEmail: ['Work Email'],
    phone: ['Phone', 'Phone Numbers'],
    linkedinUrl: ['LinkedIn', 'LinkedIn Profile', 'Social Media', 'Websites'],
    location: ['Location', 'Candidate Location'],
  },
};
export type CsvPreset = keyof typeof CSV_PRESETS;

/** A preset's mapping by its name; throws naming the presets for any other name. */
export function presetMapping(name: string): CsvMapping {
  if (!Object.hasOwn(CSV_PRESETS, name)) throw new Error(`unknown preset "${name}" (presets: ${Object.keys(CSV_PRESETS).join(', ')})`);
  return CSV_PRESETS[name as CsvPreset];
}

/**
 * The same fields as spreadsheets and CRMs set up in German, French, Spanish and Dutch head them
 * (HubSpot and most ATSs export their labels in the account's language). Only names that mean one
 * field: not Italian or Portuguese 'Nome', which is the first name in one and the full name in the other,
 * nor French 'Titre', as often the form of address (M., Mme) as the job.
 */
const OTHER_LANGUAGES: CsvMapping = {
  firstName: ['Vorname', 'Prénom', 'Nombre', 'Voornaam'],
  lastName: ['Nachname', 'Familienname', 'Nom', 'Nom de famille', 'Apellido', 'Apellidos', 'Achternaam'],
  fullName: ['Vollständiger Name', 'Nom complet', 'Nombre completo', 'Volledige naam'],
  email: ['E-Mail', 'E-Mail-Adresse', 'Adresse e-mail', 'Courriel', 'Correo electrónico', 'Correo', 'E-mailadres'],
  phone: ['Telefon', 'Telefonnummer', 'Téléphone', 'Teléfono', 'Telefoon', 'Telefoonnummer'],
  mobilePhone: ['Mobiltelefon', 'Handy', 'Mobil', 'Portable', 'Téléphone portable', 'Móvil', 'Mobiel'],
  title: [
    'Berufsbezeichnung',
    'Stellenbezeichnung',
    'Jobtitel',
    'Titre',
    'Poste',
    'Intitulé du poste',
    'Cargo',
    'Puesto',
    'Functie',
    'Functietitel',
  ],
  company: ['Firma', 'Firmenname', 'Unternehmen', 'Entreprise', 'Société', 'Empresa', 'Bedrijf', 'Bedrijfsnaam'],
  city: ['Stadt', 'Ort', 'Ville', 'Ciudad', 'Plaats', 'Woonplaats'],
  country: ['Land', 'Pays', 'País'],
  location: ['Standort', 'Adresse', 'Lieu', 'Ubicación', 'Locatie'],
  linkedinUrl: ['LinkedIn-Profil', 'Profil LinkedIn', 'Perfil de LinkedIn', 'LinkedIn-profiel'],
};

/**
 * The headers of the contact exports of sales tools and CRMs (Apollo, Lusha, ZoomInfo, a Salesforce
 * report), besides the presets' names: the person's own columns, not their company's ('Company
 * Linkedin Url', 'Corporate Phone' and 'Company City' are the company's, and left out).
 */
const SALES_TOOLS: CsvMapping = {
  fullName: ['Full Name'],
  // A profile's own link before 'Profile URL', which a Sales Navigator export holds as its /sales/lead/ link.
  linkedinUrl: ['LinkedIn Url', 'Person Linkedin Url', 'LinkedIn Contact Profile URL', 'LinkedIn Profile URL', 'Profile URL'],
  // Apollo's 'First Phone' is the first number it has of the person: filled where its direct line is often not.
  phone: ['First Phone', 'Work Direct Phone', 'Direct Phone', 'Direct Phone Number', 'Phone 1', 'Work Phone'],
  mobilePhone: ['Mobile Phone', 'Mobile', 'Mobile Phone 1'],
  company: ['Account Name', 'Company Name for Emails'],
  companyWebsite: ['Website', 'Company Website', 'Company Domain'],
  city: ['Person City', 'Mailing City'],
  region: ['State', 'State/Province', 'Person State', 'Mailing State/Province', 'Province'],
  country: ['Person Country', 'Mailing Country'],
  location: ['Address'],
  headline: ['Headline'],
  summary: ['Summary', 'About'],
  skills: ['Skills'],
};

/** Every preset's names of every field, those of sales tools' exports and those in other languages, for a file that names neither a preset nor a mapping. */
export const GUESS_MAPPING: CsvMapping = (() => {
  const out: Record<string, string[]> = {};
  for (const mapping of [...Object.values(CSV_PRESETS), SALES_TOOLS, OTHER_LANGUAGES])
    for (const [field, headers] of Object.entries(mapping)) out[field] = [...new Set([...(out[field] ?? []), ...headers!])];
  return out as CsvMapping;
})();

// Case, accents, punctuation and spaces aside: a spreadsheet may write 'Prenom', 'Telefono' or 'E-mail address',
// a tool that exports JSON as CSV 'firstName', 'profile_url' or 'linkedInProfileUrl'.
const key = (header: string) => folded(header).replace(/ /g, '');

/**
 * A mapping file's content ({ "<header in the file>": "<field>" }) as a mapping; throws with what is
 * wrong in words an operator can act on.
 */
export function mappingFromJson(value: unknown): CsvMapping {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error('a mapping is a JSON object of "header in the file": "field"');
  const out: CsvMapping = {};
  for (const [header, field] of Object.entries(value as Record<string, unknown>)) {
    if (typeof field !== 'string' || !(CSV_FIELDS as readonly string[]).includes(field))
      throw new Error(`the mapping gives "${header}" the unknown field ${JSON.stringify(field)} (fields: ${CSV_FIELDS.join(', ')})`);
    (out[field as CsvField] ??= []).push(header);
  }
  if (!Object.keys(out).length) throw new Error('the mapping maps no header');
  return out;
}

/** The columns of a header row each field is read from; null when the row maps fewer than `least` fields (not the header). */
export function columnsOf(header: string[], mapping: CsvMapping, least = 2): Partial<Record<CsvField, number>> | null {
  const index = new Map(header.map((h, i) => [key(h), i] as const));
  const columns: Partial<Record<CsvField, number>> = {};
  for (const [field, names] of Object.entries(mapping) as Array<[CsvField, string[]]>) {
    const found = names.map((n) => index.get(key(n))).find((i) => i !== undefined);
    if (found !== undefined) columns[field] = found;
  }
  return Object.keys(columns).length >= least ? columns : null;
}

/**
 * One row, read through the columns of its header; throws RecordRejected with the reason when it
 * names no one. Its record id is the file's id column, null without one.
 */
export function readCsvPerson(row: string[], columns: Partial<Record<CsvField, number>>): PersonRecord {
  const get = (field: CsvField, max = 300) => (columns[field] === undefined ? null : text(row[columns[field]!], max));
  const name = personName(get('firstName', 100), get('lastName', 100), get('fullName', 200));
  if (!name) throw new RecordRejected('no name (first name or full name)');

  const written = get('location') ?? [get('city', 100), get('region', 100), get('country', 100)].filter(Boolean).join(', ');
  const place = written ? readPlace(written, get('country', 100)) : null;
  const location = place && (place.city || place.country) ? place : null;

  const companyName = get('company', 200);
  const website = domainOf(get('companyWebsite'));
  const emails = new Map<string, 'work' | 'personal'>();
  const add = (value: string | null, type?: 'work' | 'personal') => {
    for (const part of (value ?? '').split(/[,;\s]+/)) {
      const e = normaliseEmail(part);
      if (!e || emails.has(e)) continue;
      const domain = e.split('@')[1];
      emails.set(e, type ?? (domain === website || !isFreeOrDisposableDomain(domain) ? 'work' : 'personal'));
    }
  };
  add(get('workEmail'), 'work');
  add(get('email'));
  add(get('personalEmail'), 'personal');

  const phones = new Map<string, 'work' | 'personal'>();
  for (const [field, type] of [
    ['mobilePhone', 'personal'],
    ['phone', 'work'],
  ] as const) {
    for (const part of (get(field) ?? '').split(/[,;]+/)) {
      const n = part.trim() ? readPhone(part, location?.countryCode || null) : null;
      if (n && !phones.has(n)) phones.set(n, type);
    }
  }

  const linkedinCell = get('linkedinUrl', 1000) ?? '';
  const linkedinUsername = linkedinCell
    .split(/[\s,;]+/)
    .map(linkedinUsernameOf)
    .find((u) => u);
  const title = get('title', 200);
  return {
    recordId: get('recordId', 128),
    ...name,
    linkedinUsername: linkedinUsername ?? null,
    headline: get('headline'),
    summary: get('summary', 5000),
    location,
    title,
    company: companyName ? { name: companyName, domain: website, industry: null, size: null } : null,
    industry: null,
    experience:
      title || companyName ? [{ title: title ?? '', company: companyName ?? '', companyDomain: website, start: '', end: null }] : [],
    education: [],
    skills: [
      ...new Set(
        (get('skills', 2000) ?? '')
          .split(/[,;|]+/)
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean),
      ),
    ],
    emails: [...emails].map(([value, type]) => ({ value, type })),
    phones: [...phones].map(([value, type]) => ({ value, type })),
  };
}
