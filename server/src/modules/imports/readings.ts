import { memo } from '../../common/memo';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { seniorityOf } from '../analysis/seniority';
import {
  classifyTitle,
  countryNameOf,
  foldWords,
  regionalCity,
  regionCoded,
  regionNamed,
  SENIORITY_LEVELS,
  titleHead,
  VOCABULARY,
  worldCountry,
  type TitleClass,
} from '../vocabulary';

/**
 * How an import reads the values people and data providers write: a title as a class of the title
 * taxonomy, a place as a city and country of the place vocabulary, a phone number in E.164. Pure
 * functions, no I/O.
 */

const fold = foldWords;

// Words of titles as people abbreviate them, and common titles in German, French, Spanish and Dutch.
const TITLE_WORDS: ReadonlyArray<[RegExp, string]> = [
  // Gendered forms and job-ad tags ('(m/w/d)', '(h/f)').
  [/\b(m w d|w m d|m f d|h f|f h|m f)\b/g, ''],
  // A level written after the title, as Spanish, French and Dutch titles have it.
  [/^(.*\S)\s+(senior|sr|junior|jr)$/g, '$2 $1'],
  [/\bsr\b/g, 'senior'],
  [/\bjr\b/g, 'junior'],
  [/\bswe\b/g, 'software engineer'],
  [/\bsde\b/g, 'software engineer'],
  [/\btech lead\b/g, 'lead software engineer'],
  [/\beng\b/g, 'engineering'],
  [/\bengr\b/g, 'engineer'],
  [/\bmgr\b/g, 'manager'],
  [/\bmngr\b/g, 'manager'],
  [/\bdir\b/g, 'director'],
  [/\b(people|ppl) (operations|ops)\b/g, 'hr'],
  [/\bppl\b/g, 'people'],
  [/\bops\b/g, 'operations'],
  [/\bmktg\b/g, 'marketing'],
  [/\bacct\b/g, 'account'],
  [/\bexec\b/g, 'executive'],
  [/\bassoc\b/g, 'associate'],
  [/\basst\b/g, 'assistant'],
  [/\bpm\b/g, 'product manager'],
  [/\bvp\b/g, 'vice president'],
  [/\bsvp\b/g, 'senior vice president'],
  [/\bevp\b/g, 'executive vice president'],
  [/\bta\b/g, 'talent acquisition'],
  [/\bqa\b/g, 'quality assurance'],
  [/\bseo\b/g, 'seo marketing'],
  [/\bbrand manager\b/g, 'brand marketing manager'],
  // Go-to-market roles whose words point elsewhere ('development' to engineering, 'desk' to a kitchen).
  [/\bbusiness development (?!rep)/g, 'sales '],
  [/\bbusiness development$/g, 'sales'],
  [/(\bchannel partner|^partner|\bpartnerships?|\balliances?) (manager|director|lead|executive)\b/g, 'sales $2'],
  [/\bof (partnerships|alliances)$/g, 'of sales'],
  [/\bdeal desk\b/g, 'sales operations'],
  [/\bdemand gen(eration)?\b/g, 'growth marketing'],
  [/\bsocial media\b/g, 'digital marketing'],
  [/\bcommunity manager\b/g, 'marketing manager'],
  [/\b(communications|comms|public relations|pr) (manager|director|lead|specialist|executive|officer)\b/g, 'brand marketing $2'],
  [/\bof (communications|comms|public relations)$/g, 'of brand marketing'],
  [/\b(compensation|total rewards|benefits) (analyst|specialist|manager|director|lead|partner)\b/g, 'hr $2'],
  [/\b(compensation|total rewards|benefits) (administrator|coordinator)\b/g, 'hr specialist'],
  [/(?<!\bfront )\boffice manager\b/g, 'office operations manager'],
  // Presales engineers sell; penetration testers secure; 'development' of people is HR's.
  [/\b(solutions?|presales?|pre sales|customer) engineer\b/g, 'sales engineer'],
  [/\b(penetration tester|pen tester|pentester|ethical hacker)\b/g, 'security engineer'],
  [/\b(learning (and |& )?development|l ?& ?d|training (and |& )?development|talent development)\b/g, 'hr'],
  [/\b(power bi|bi|business intelligence|tableau|looker) (developer|engineer)\b/g, 'analytics engineer'],
  [/\bcopywriter\b/g, 'content writer'],
  [/(?<!\bit )\b((technical|customer|product|application) )?support (engineer|specialist)\b/g, 'customer support specialist'],
  [/\brevenue (accountant|accounting)\b/g, '$1'],
  [/\binvestor relations\b/g, 'finance'],
  [/\bevent (manager|director|lead)\b/g, 'events $1'],
  [/\bcreative director\b/g, 'design director'],
  [/^president$/g, 'chief executive officer'],
  // German: compounds first ('Vertriebsleiter', 'Marketingmanager'), then words.
  [/\bgeschaftsfuhrer(in)?\b/g, 'chief executive officer'],
  [/\bteamleiter(in)?\b/g, 'team lead'],
  [/\b(\p{L}{4,}?)s?leiter(in)?\b/gu, 'head of $1'],
  [/\b(\p{L}{4,}?)(manager|managerin)\b/gu, '$1 manager'],
  [/\bleiter(in)?\b/g, 'head of'],
  [/\bsoftwareentwicklung\b/g, 'software engineering'],
  [/\bsoftwareentwickler(in)?\b/g, 'software developer'],
  [/\bsoftware ?ingenieur(in)?\b/g, 'software engineer'],
  [/\bentwickler(in)?\b/g, 'developer'],
  [/\bvertriebs?\b/g, 'sales'],
  [/\bproduk?t\b/g, 'product'],
  [/\bpersonalreferent(in)?\b/g, 'hr generalist'],
  [/\bpersonal\b/g, 'human resources'],
  [/\b(krankenschwester|krankenpfleger(in)?|pflegefachkraft|pflegefach(frau|mann))\b/g, 'nurse'],
  // French, the feminine forms too ('développeuse', 'directrice').
  [/\bingenieur(e)? logiciel(le)?\b/g, 'software engineer'],
  [/\bdeveloppeu(r|se) (logiciel(le)?|informatique)\b/g, 'software developer'],
  [/\bdeveloppeu(r|se)\b/g, 'developer'],
  [/\bdirect(eur|rice) commercial(e)?\b/g, 'sales director'],
  [/\bdirect(eur|rice)\b/g, 'director'],
  [/\binfirmi(er|ere)\b/g, 'nurse'],
  [/\bchef de projet\b/g, 'project manager'],
  [/\bcharge(e)? de recrutement\b/g, 'recruiter'],
  [/\bresponsable\b/g, 'manager'],
  // Spanish.
  [/\bingenier(o|a) de software\b/g, 'software engineer'],
  [/\bdesarrollador(a)?\b/g, 'developer'],
  [/\breclutador(a)?\b/g, 'recruiter'],
  [/\bjef(e|a) de\b/g, 'head of'],
  [/\benfermer(o|a)\b/g, 'nurse'],
  [/\bgerente de (proyecto|proyectos)\b/g, 'project manager'],
  [/\bgerente de ventas\b/g, 'sales manager'],
  [/\bgerente\b/g, 'manager'],
  [/\bdirector(a)? de\b/g, 'director of'],
  [/\bventas\b/g, 'sales'],
  // Portuguese.
  [/\bengenheir(o|a) de software\b/g, 'software engineer'],
  [/\bdesenvolvedor(a)?\b/g, 'developer'],
  [/\brecrutador(a)?\b/g, 'recruiter'],
  [/\benfermeir(o|a)\b/g, 'nurse'],
  // Dutch.
  [/\bverpleegkundige\b/g, 'nurse'],
  [/\bontwikkelaar\b/g, 'developer'],
  [/\bprojectleider\b/g, 'project manager'],
  [/\bverkoop ?manager\b/g, 'sales manager'],
  // Words a title that is otherwise English may carry ('Software Ontwikkelaar', 'Head of Sales EMEA').
  [/\b(emea|apac|latam|amer|dach|nordics|benelux|uk|us)\b/g, ''],
];

/** A title as written ('Sr. SWE II', 'VP, Eng', 'head of ppl ops') put in the words the taxonomy knows. */
export function titleInWords(title: string): string {
  let t = fold(title.replace(/,/g, ' of ').replace(/\//g, ' '));
  for (const [pattern, words] of TITLE_WORDS) t = t.replace(pattern, words);
  return t
    .replace(/\bof of\b/g, 'of')
    .replace(/\s+/g, ' ')
    .trim();
}

// Files repeat the same titles and places endlessly: their readings are kept, and given out as copies.
const titleReadings = memo<TitleClass | null>(20_000);
const placeReadings = memo<PlaceReading>(20_000);

/** A student holds no job of the taxonomy's families ('PhD Student' is no teacher, as the words of 'Student Teacher' made it). */
const STUDENT = /\b(?:student|studentin|werkstudent(?:in)?|[ée]tudiante?|estudiante?|undergraduate)\b/i;
const TEACHES = /\b(?:teach\w*|lecturer|professor|tutor|docent)\b/i;

/** The taxonomy's class of a title as written; null when nothing fits. */
export function readTitle(title: string): TitleClass | null {
  const trimmed = title.trim();
  if (!trimmed) return null;
  const reading = titleReadings(trimmed, () => {
    const head = titleHead(trimmed);
    if (STUDENT.test(head) && !TEACHES.test(head)) return null;
    return classifyTitle(titleInWords(head)) ?? classifyTitle(trimmed);
  });
  return reading && { ...reading };
}

/**
 * The level (an index into SENIORITY_LEVELS) a title states: the taxonomy's when it knows the title,
 * else the one its words state though the taxonomy knows no family for it ('Quantum Knitting Lead':
 * lead, 'Head of Vibes': director); null when it states none ('Quantum Knitter'). `reading`: the
 * title's readTitle, when the caller has it.
 */
export function readTitleLevel(title: string, reading = readTitle(title)): number | null {
  if (reading) return Math.min(reading.level, SENIORITY_LEVELS.length - 1);
  const words = title.trim() ? seniorityOf(titleInWords(title)) : null;
  // seniorityOf reads a title without any cue as mid level: that is no statement.
  return words && (words.function !== null || words.key !== 'mid') ? words.level : null;
}

export interface PlaceReading {
  /** The vocabulary's city name, or the first part as written when the city is not known ('' for a country alone). */
  city: string;
  /** The vocabulary's country name ('' when unknown). */
  country: string;
  /** ISO 3166-1 alpha-2 ('' when unknown). */
  countryCode: string;
  /** The region the place names, when the search knows it (vocabulary/regions.ts): 'Texas' of 'Lubbock, Texas'. */
  region?: string;
}

interface PlaceKeys {
  countries: Map<string, { code: string; name: string }>;
  cities: Map<string, Array<{ city: string; code: string; country: string; weight: number }>>;
}

let placeKeys: PlaceKeys | undefined;
function keys(): PlaceKeys {
  if (placeKeys) return placeKeys;
  const countries = new Map<string, { code: string; name: string }>();
  const cities = new Map<string, Array<{ city: string; code: string; country: string; weight: number }>>();
  for (const c of VOCABULARY.countries) {
    for (const n of [c.name, c.code, ...(c.aliases ?? [])]) countries.set(fold(n), { code: c.code, name: c.name });
    for (const city of c.cities)
      for (const n of [city.name, ...(city.aliases ?? [])]) {
        const list = cities.get(fold(n)) ?? [];
        list.push({ city: city.name, code: c.code, country: c.name, weight: city.weight });
        cities.set(fold(n), list);
      }
  }
  countries.set('usa', countries.get('us')!);
  countries.set('uk', countries.get('gb')!);
  for (const [k, v] of Object.entries(EXTRA_CITY_NAMES)) {
    const target = cities.get(fold(v));
    if (target && !cities.has(k)) cities.set(k, target);
  }
  placeKeys = { countries, cities };
  return placeKeys;
}

// Metro and local names people write for a city of the vocabulary.
const EXTRA_CITY_NAMES: Record<string, string> = {
  'bay area': 'San Francisco',
  'san francisco bay': 'San Francisco',
  'silicon valley': 'San Jose',
  'new york city': 'New York',
  munchen: 'Munich',
  koln: 'Cologne',
  wien: 'Vienna',
  zurich: 'Zurich',
  'den haag': 'The Hague',
  lisboa: 'Lisbon',
  praha: 'Prague',
  warszawa: 'Warsaw',
  roma: 'Rome',
  milano: 'Milan',
};

/** Strips what people add around a place name: 'Greater London Area' -> 'london', 'SF Bay Area' -> 'sf'. */
function placeCore(part: string): string {
  let core = fold(part);
  for (let before = ''; before !== core;) {
    before = core;
    core = core
      .replace(/^(greater|metro|metropolitan|city of|region of|grand|gross)\s+/, '')
      .replace(/\s+(metropolitan|metro|bay|city)?\s*(area|region)$/, '')
      .replace(/\s+(urban|rural|district)$/, '')
      .replace(/\s+(metropolitan|metro)$/, '')
      .trim();
  }
  return core;
}

/**
 * A place as written ('SF Bay Area', 'Greater London', 'München', 'NYC', 'san francisco, california,
 * united states', 'Bavaria, Germany', 'France') as a city and country of the vocabulary. A city the
 * vocabulary does not know is kept as written with the country found beside it; a region alone
 * gives the country only.
 */
export function readPlace(written: string, countryHint?: string | null): PlaceReading {
  return { ...placeReadings(`${written.length}:${written}${countryHint || ''}`, () => placeOf(written, countryHint)) };
}

function placeOf(written: string, countryHint?: string | null): PlaceReading {
  const parts = written
    .split(/[,;|]/)
    .map((p) => p.trim())
    .filter(Boolean);
  const place = cityAndCountry(parts, countryHint);
  // The region a part names in the place's country, by its name or, after the city, its postal code
  // ('Lubbock, Texas, United States', 'California', 'Lubbock, TX, United States').
  const region = place.countryCode
    ? parts
        .map((p, i) => (i > 0 ? regionCoded(p, place.countryCode) : undefined) ?? regionNamed(p))
        .find((r) => r?.countryCode === place.countryCode)
    : undefined;
  return region ? { ...place, region: region.name } : place;
}

function cityAndCountry(parts: readonly string[], countryHint?: string | null): PlaceReading {
  const { countries, cities } = keys();
  // 'Austin, TX', 'Houston, Texas': a region's city, before any country its code may also name ('CA', 'IL').
  const regional = regionalCity(parts);
  if (regional) {
    const { region } = regional;
    const known = (cities.get(fold(regional.city)) ?? []).find((f) => f.code === region.countryCode);
    if (known) return { city: known.city, country: known.country, countryCode: known.code, region: region.name };
    return {
      city: titleCase(regional.city),
      country: countryNameOf(region.countryCode),
      countryCode: region.countryCode,
      region: region.name,
    };
  }
  let country: { code: string; name: string } | undefined;
  for (const p of [...parts].reverse()) {
    country = countries.get(fold(p)) ?? countries.get(placeCore(p));
    if (country) break;
  }
  if (!country && countryHint) country = countries.get(fold(countryHint));
  // A country the vocabulary does not know, by its English name ('budapest, hungary').
  if (!country) country = worldCountry(parts[parts.length - 1] ?? '') ?? (countryHint ? worldCountry(countryHint) : undefined);
  // A region names its country ('Lubbock, Texas', 'California').
  const region = country ? undefined : parts.map((p) => regionNamed(p)).find((r) => r !== undefined);
  if (region) country = { code: region.countryCode, name: countryNameOf(region.countryCode) };
  for (const p of parts) {
    // 'Sydney NSW', 'Hong Kong SAR', 'Brooklyn, NY': a state's or region's short code after the city.
    const core = placeCore(p);
    for (const key of [fold(p), core, core.replace(/(\s+[a-z]{2,3})+$/, '')]) {
      const found = cities.get(key);
      if (!found) continue;
      const inCountry = country ? found.filter((f) => f.code === country!.code) : found;
      const best = [...(inCountry.length ? inCountry : country ? [] : found)].sort((a, b) => b.weight - a.weight)[0];
      if (best) return { city: best.city, country: best.country, countryCode: best.code };
    }
  }
  if (!country) return { city: parts[0] ?? '', country: parts.length > 1 ? parts[parts.length - 1] : '', countryCode: '' };
  const first = parts[0] ?? '';
  // 'France', 'Bavaria, Germany': the country alone; 'Leipzig, Saxony, Germany': a city the vocabulary does not know.
  const isCountry = (countries.get(fold(first)) ?? worldCountry(first))?.code === country.code;
  const city = isCountry || REGION_WORDS.test(fold(first)) || regionNamed(first) ? '' : titleCase(first);
  return { city, country: country.name, countryCode: country.code };
}

// Words of a region, not a city ('Bavaria, Germany', 'California'): the country is kept, the city left empty.
const REGION_WORDS =
  /\b(state|province|county|region|land|bavaria|bayern|california|texas|florida|ontario|quebec|ile de france|catalonia|andalusia|england|scotland|wales|new south wales|victoria|maharashtra|karnataka)\b/;

/** Each word's first letter upper-cased; a word is letters beyond ASCII too ('reykjavík': 'Reykjavík', not 'ReykjavÍK'). */
function titleCase(s: string): string {
  return s.replace(/(?<![\p{L}\p{N}'’])\p{L}/gu, (c) => c.toUpperCase());
}

/** A phone number in E.164 ('+14155550123'), read in the person's country when it has no +; null when it is not a number. */
export function readPhone(written: string, countryCode?: string | null): string | null {
  const cc = countryCode && /^[A-Z]{2}$/.test(countryCode) ? (countryCode as CountryCode) : undefined;
  const read = (number: string, country?: CountryCode) => {
    const parsed = parsePhoneNumberFromString(number, country ? { defaultCountry: country } : undefined);
    return parsed && parsed.isPossible() ? parsed.number : null;
  };
  const number = written.trim();
  // '00' is the international prefix of most of the world ('0049 151 ...'): as '+' when the person's country does not read it.
  const international = /^00\s*[1-9]/.test(number) ? number.replace(/^00\s*/, '+') : null;
  return read(number, cc) ?? (international && read(international));
}
