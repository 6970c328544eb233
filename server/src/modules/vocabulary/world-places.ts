import { COUNTRIES } from './places';

/**
 * Places beyond the vocabulary's own countries and cities: every country of the world by its
 * English name, and the areas recruiters search by (a continent, 'EMEA', 'DACH', 'the Nordics',
 * 'LATAM'). Imported people live anywhere; the index keeps their country's ISO code, so a search
 * for a country or an area is a search for these codes.
 */

/** Lower case, accents off, punctuation a space ('São Tomé & Príncipe' -> 'sao tome & principe'): how names are compared. */
export const foldWords = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9&+#/ ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export interface WorldCountry {
  code: string;
  name: string;
}

/** Codes the runtime names that are no country (the EU, the UN, old codes), and Georgia, which is a state as often ('Atlanta, Georgia'). */
const NOT_COUNTRIES = new Set([
  'EU',
  'EZ',
  'UN',
  'QO',
  'XA',
  'XB',
  'ZZ',
  'AN',
  'BU',
  'CS',
  'DD',
  'FX',
  'NT',
  'SU',
  'TP',
  'YD',
  'YU',
  'ZR',
  'GE',
]);
/** Other names people write, beside the runtime's ('Congo - Kinshasa', 'Myanmar (Burma)'). */
const OTHER_NAMES: Record<string, string[]> = {
  CD: ['DR Congo', 'DRC', 'Democratic Republic of the Congo'],
  CG: ['Republic of the Congo'],
  CI: ['Ivory Coast', "Cote d'Ivoire"],
  CZ: ['Czech Republic', 'Czechia'],
  MM: ['Myanmar', 'Burma'],
  RU: ['Russian Federation'],
  MK: ['Macedonia'],
  BA: ['Bosnia', 'Bosnia and Herzegovina'],
  PS: ['Palestine'],
  VA: ['Vatican', 'Holy See'],
  HK: ['Hong Kong'],
  MO: ['Macao', 'Macau'],
  KR: ['Korea', 'Republic of Korea'],
  TL: ['East Timor'],
  SZ: ['Swaziland'],
  CV: ['Cabo Verde'],
  TR: ['Turkiye'],
};

let world: Map<string, WorldCountry> | undefined;
let names: Map<string, string> | undefined;

function worldTables(): { byName: Map<string, WorldCountry>; byCode: Map<string, string> } {
  if (!world || !names) {
    world = new Map();
    names = new Map(COUNTRIES.map((c) => [c.code, c.name]));
    const display = new Intl.DisplayNames(['en'], { type: 'region' });
    for (let a = 65; a <= 90; a++)
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        let name: string | undefined;
        try {
          name = display.of(code);
        } catch {
          continue;
        }
        if (!name || name === code || NOT_COUNTRIES.has(code)) continue;
        const shown = names.get(code) ?? name.replace(/ SAR China$/, '').replace(/ \(.*\)$/, '');
        if (!names.has(code)) names.set(code, shown);
        for (const n of [name, shown, name.replace(/ & /g, ' and ').replace(/^St\. /, 'Saint '), ...(OTHER_NAMES[code] ?? [])]) {
          const key = foldWords(n);
          if (key && !world.has(key)) world.set(key, { code, name: shown });
        }
      }
  }
  return { byName: world, byCode: names };
}

/** A country of the world by its English name ('hungary' is Hungary, HU); names only, not codes (a state's 'CA' or 'IN' is no country). */
export function worldCountry(written: string): WorldCountry | undefined {
  return worldTables().byName.get(foldWords(written));
}

/** A country's name by its code: the vocabulary's, else the runtime's English one ('HU' -> 'Hungary'); the code when neither knows it. */
export function countryNameOf(code: string): string {
  return worldTables().byCode.get(code.toUpperCase()) ?? code;
}

/** Every country of the world the runtime names (not the vocabulary's alone), by code. */
export function worldCountries(): ReadonlyMap<string, string> {
  return worldTables().byCode;
}

/** An area of several countries, by the names recruiters give it. */
export interface Area {
  name: string;
  /** Other names; `weakNames` need their casing as written here or a place word before them ('in', 'based in'). */
  aliases: string[];
  weakNames?: string[];
  codes: readonly string[];
}

const EU = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
];
const EUROPE = [...EU, 'GB', 'CH', 'NO', 'IS', 'LI', 'MC', 'SM', 'VA', 'AD', 'AL', 'BA', 'ME', 'MK', 'RS', 'XK', 'UA', 'MD', 'BY', 'RU'];
const GULF = ['AE', 'SA', 'QA', 'KW', 'BH', 'OM'];
const MIDDLE_EAST = [...GULF, 'IL', 'JO', 'LB', 'IQ', 'IR', 'SY', 'YE', 'PS', 'TR'];
const NORTH_AFRICA = ['EG', 'MA', 'DZ', 'TN', 'LY', 'SD'];
const SUB_SAHARAN = [
  'AO',
  'BJ',
  'BW',
  'BF',
  'BI',
  'CV',
  'CM',
  'CF',
  'TD',
  'KM',
  'CG',
  'CD',
  'CI',
  'DJ',
  'GQ',
  'ER',
  'SZ',
  'ET',
  'GA',
  'GM',
  'GH',
  'GN',
  'GW',
  'KE',
  'LS',
  'LR',
  'MG',
  'MW',
  'ML',
  'MR',
  'MU',
  'MZ',
  'NA',
  'NE',
  'NG',
  'RW',
  'ST',
  'SN',
  'SC',
  'SL',
  'SO',
  'ZA',
  'SS',
  'TZ',
  'TG',
  'UG',
  'ZM',
  'ZW',
];
const AFRICA = [...NORTH_AFRICA, ...SUB_SAHARAN];
const EAST_ASIA = ['CN', 'HK', 'MO', 'TW', 'JP', 'KR', 'MN'];
const SOUTHEAST_ASIA = ['SG', 'MY', 'ID', 'TH', 'VN', 'PH', 'MM', 'KH', 'LA', 'BN', 'TL'];
const SOUTH_ASIA = ['IN', 'PK', 'BD', 'LK', 'NP', 'BT', 'MV'];
const CENTRAL_ASIA = ['KZ', 'UZ', 'KG', 'TJ', 'TM'];
const OCEANIA = ['AU', 'NZ', 'PG', 'FJ', 'SB', 'VU', 'WS', 'TO', 'KI', 'FM', 'MH', 'PW', 'NR', 'TV'];
const SOUTH_AMERICA = ['AR', 'BO', 'BR', 'CL', 'CO', 'EC', 'GY', 'PY', 'PE', 'SR', 'UY', 'VE'];
const CENTRAL_AMERICA = ['BZ', 'GT', 'HN', 'SV', 'NI', 'CR', 'PA'];
const LATIN_AMERICA = [
  'MX',
  'GT',
  'HN',
  'SV',
  'NI',
  'CR',
  'PA',
  'CU',
  'DO',
  'PR',
  'CO',
  'VE',
  'EC',
  'PE',
  'BO',
  'BR',
  'PY',
  'UY',
  'AR',
  'CL',
];
const CEE = ['PL', 'CZ', 'SK', 'HU', 'RO', 'BG', 'HR', 'SI', 'EE', 'LV', 'LT', 'RS', 'BA', 'ME', 'MK', 'AL', 'XK', 'UA', 'MD', 'BY'];

/**
 * The areas, as sales and recruiting teams draw them: 'North America' is the United States and
 * Canada (Mexico is in LATAM), 'Asia' is East, Southeast, South and Central Asia (the Middle East
 * has its own name), 'APAC' is Asia with Oceania.
 */
export const AREAS: readonly Area[] = [
  { name: 'Europe', aliases: ['Europe', 'European countries'], codes: EUROPE },
  { name: 'European Union', aliases: ['European Union', 'EU countries'], weakNames: ['EU'], codes: EU },
  { name: 'EMEA', aliases: ['EMEA'], codes: [...EUROPE, ...MIDDLE_EAST, ...AFRICA] },
  { name: 'DACH', aliases: ['DACH', 'D-A-CH', 'DACH region'], codes: ['DE', 'AT', 'CH'] },
  { name: 'Nordics', aliases: ['Nordics', 'Nordic countries', 'Nordic region'], codes: ['SE', 'NO', 'DK', 'FI', 'IS'] },
  { name: 'Scandinavia', aliases: ['Scandinavia'], codes: ['SE', 'NO', 'DK'] },
  { name: 'Benelux', aliases: ['Benelux'], codes: ['BE', 'NL', 'LU'] },
  { name: 'Baltics', aliases: ['Baltics', 'Baltic states', 'Baltic countries'], codes: ['EE', 'LV', 'LT'] },
  { name: 'Iberia', aliases: ['Iberia', 'Iberian Peninsula'], codes: ['ES', 'PT'] },
  { name: 'UK & Ireland', aliases: ['UK & Ireland', 'UK and Ireland', 'UK&I', 'UKI', 'British Isles'], codes: ['GB', 'IE'] },
  { name: 'Central and Eastern Europe', aliases: ['Central and Eastern Europe', 'Eastern Europe', 'CEE'], codes: CEE },
  { name: 'Middle East', aliases: ['Middle East'], codes: MIDDLE_EAST },
  { name: 'MENA', aliases: ['MENA', 'Middle East and North Africa'], codes: [...MIDDLE_EAST, ...NORTH_AFRICA] },
  { name: 'GCC', aliases: ['GCC', 'Gulf states', 'Gulf countries', 'Gulf region'], weakNames: ['Gulf'], codes: GULF },
  { name: 'Africa', aliases: ['Africa'], codes: AFRICA },
  { name: 'Sub-Saharan Africa', aliases: ['Sub-Saharan Africa', 'Subsaharan Africa'], codes: SUB_SAHARAN },
  { name: 'North America', aliases: ['North America', 'NORAM', 'NAMER'], codes: ['US', 'CA'] },
  { name: 'LATAM', aliases: ['LATAM', 'Latin America'], codes: LATIN_AMERICA },
  { name: 'South America', aliases: ['South America'], codes: SOUTH_AMERICA },
  { name: 'Central America', aliases: ['Central America'], codes: CENTRAL_AMERICA },
  {
    name: 'APAC',
    aliases: ['APAC', 'Asia Pacific', 'Asia-Pacific', 'APJ'],
    codes: [...EAST_ASIA, ...SOUTHEAST_ASIA, ...SOUTH_ASIA, ...CENTRAL_ASIA, ...OCEANIA],
  },
  { name: 'Asia', aliases: ['Asia'], codes: [...EAST_ASIA, ...SOUTHEAST_ASIA, ...SOUTH_ASIA, ...CENTRAL_ASIA] },
  { name: 'Southeast Asia', aliases: ['Southeast Asia', 'South East Asia', 'South-East Asia'], weakNames: ['SEA'], codes: SOUTHEAST_ASIA },
  { name: 'ANZ', aliases: ['ANZ', 'Australia and New Zealand', 'Australia & New Zealand'], codes: ['AU', 'NZ'] },
  { name: 'Oceania', aliases: ['Oceania'], codes: OCEANIA },
];

const areasByName = new Map<string, Area>();
for (const area of AREAS) for (const n of [area.name, ...area.aliases, ...(area.weakNames ?? [])]) areasByName.set(foldWords(n), area);

/** An area by any of its names ('dach', 'Latin America', 'the Nordics'). */
export function areaNamed(written: string): Area | undefined {
  return areasByName.get(foldWords(written).replace(/^the /, ''));
}
