import { foldWords } from './world-places';

/**
 * Regions of a country that recruiters search by (a US state, a Canadian province, a German Land,
 * an Australian or Indian state): the index keeps a person's city and country, not their region, so
 * a region is asked as its cities, the largest and the ones tech and business work in, each in
 * the spellings data providers write ('Munich' and 'München'). A person of a smaller town of the
 * region is not found by it; the docs say so.
 */
export interface Region {
  name: string;
  /** Other names. */
  aliases: string[];
  /** Named only after one of its cities ('Atlanta, Georgia'): its name alone is something else too (the country Georgia, Washington). */
  byCityOnly?: boolean;
  /** Read in a search only after a place word ('in Virginia'): the name is as often a person's. */
  cueOnly?: boolean;
  /** The postal code written after a city ('Austin, TX', 'Perth WA'): read only there, since many are also a country's code ('CA', 'IL', 'IN'). */
  code?: string;
  countryCode: string;
  cities: readonly string[];
}

export const REGIONS: readonly Region[] = [
  // United States
  {
    name: 'California',
    code: 'CA',
    aliases: ['Calif'],
    countryCode: 'US',
    cities: [
      'San Francisco',
      'Los Angeles',
      'San Diego',
      'San Jose',
      'Oakland',
      'Palo Alto',
      'Sacramento',
      'Irvine',
      'Santa Clara',
      'Sunnyvale',
      'Mountain View',
      'Menlo Park',
      'Cupertino',
      'Berkeley',
      'Fremont',
      'Santa Monica',
      'Pasadena',
      'Long Beach',
      'Fresno',
      'Redwood City',
      'San Mateo',
    ],
  },
  {
    name: 'Texas',
    code: 'TX',
    aliases: [],
    countryCode: 'US',
    cities: ['Austin', 'Houston', 'Dallas', 'San Antonio', 'Fort Worth', 'Plano', 'Irving', 'El Paso', 'Arlington', 'Frisco', 'Round Rock'],
  },
  {
    name: 'New York State',
    code: 'NY',
    aliases: ['NY State', 'New York state'],
    countryCode: 'US',
    cities: ['New York', 'Brooklyn', 'Buffalo', 'Rochester', 'Albany', 'Syracuse', 'Yonkers', 'White Plains'],
  },
  {
    name: 'Washington State',
    code: 'WA',
    aliases: ['WA State', 'Washington state'],
    countryCode: 'US',
    cities: ['Seattle', 'Bellevue', 'Redmond', 'Kirkland', 'Tacoma', 'Spokane', 'Everett'],
  },
  {
    name: 'Massachusetts',
    code: 'MA',
    aliases: [],
    countryCode: 'US',
    cities: ['Boston', 'Cambridge', 'Somerville', 'Worcester', 'Waltham', 'Burlington', 'Lowell', 'Newton'],
  },
  {
    name: 'Illinois',
    code: 'IL',
    aliases: [],
    countryCode: 'US',
    cities: ['Chicago', 'Evanston', 'Naperville', 'Springfield', 'Schaumburg'],
  },
  {
    name: 'Colorado',
    code: 'CO',
    aliases: [],
    countryCode: 'US',
    cities: ['Denver', 'Boulder', 'Colorado Springs', 'Fort Collins', 'Aurora', 'Broomfield'],
  },
  {
    name: 'Florida',
    code: 'FL',
    aliases: [],
    countryCode: 'US',
    cities: ['Miami', 'Tampa', 'Orlando', 'Jacksonville', 'Fort Lauderdale', 'Boca Raton', 'Tallahassee', 'St. Petersburg'],
  },
  { name: 'Pennsylvania', code: 'PA', aliases: [], countryCode: 'US', cities: ['Philadelphia', 'Pittsburgh', 'Harrisburg', 'Allentown'] },
  {
    name: 'North Carolina',
    code: 'NC',
    aliases: [],
    countryCode: 'US',
    cities: ['Raleigh', 'Charlotte', 'Durham', 'Chapel Hill', 'Cary', 'Greensboro'],
  },
  {
    name: 'Virginia',
    cueOnly: true,
    code: 'VA',
    aliases: [],
    countryCode: 'US',
    cities: ['Arlington', 'Richmond', 'Reston', 'McLean', 'Alexandria', 'Virginia Beach', 'Herndon'],
  },
  { name: 'New Jersey', code: 'NJ', aliases: [], countryCode: 'US', cities: ['Jersey City', 'Newark', 'Princeton', 'Hoboken', 'Edison'] },
  { name: 'Arizona', code: 'AZ', aliases: [], countryCode: 'US', cities: ['Phoenix', 'Scottsdale', 'Tempe', 'Tucson', 'Chandler', 'Mesa'] },
  { name: 'Oregon', code: 'OR', aliases: [], countryCode: 'US', cities: ['Portland', 'Eugene', 'Beaverton', 'Salem', 'Hillsboro'] },
  { name: 'Minnesota', code: 'MN', aliases: [], countryCode: 'US', cities: ['Minneapolis', 'Saint Paul', 'St. Paul', 'Bloomington'] },
  { name: 'Utah', code: 'UT', aliases: [], countryCode: 'US', cities: ['Salt Lake City', 'Provo', 'Lehi', 'Ogden'] },
  { name: 'Michigan', code: 'MI', aliases: [], countryCode: 'US', cities: ['Detroit', 'Ann Arbor', 'Grand Rapids', 'Lansing'] },
  { name: 'Ohio', code: 'OH', aliases: [], countryCode: 'US', cities: ['Columbus', 'Cleveland', 'Cincinnati', 'Dayton'] },
  { name: 'Tennessee', code: 'TN', aliases: [], countryCode: 'US', cities: ['Nashville', 'Memphis', 'Knoxville', 'Chattanooga'] },
  { name: 'Maryland', code: 'MD', aliases: [], countryCode: 'US', cities: ['Baltimore', 'Bethesda', 'Rockville', 'Columbia'] },
  { name: 'Missouri', code: 'MO', aliases: [], countryCode: 'US', cities: ['St. Louis', 'Saint Louis', 'Kansas City'] },
  { name: 'Wisconsin', code: 'WI', aliases: [], countryCode: 'US', cities: ['Milwaukee', 'Madison'] },
  { name: 'Nevada', code: 'NV', aliases: [], countryCode: 'US', cities: ['Las Vegas', 'Reno', 'Henderson'] },
  { name: 'Indiana', code: 'IN', aliases: [], countryCode: 'US', cities: ['Indianapolis', 'Carmel', 'Fort Wayne', 'South Bend'] },
  {
    name: 'Georgia',
    code: 'GA',
    byCityOnly: true,
    aliases: [],
    countryCode: 'US',
    cities: ['Atlanta', 'Alpharetta', 'Savannah', 'Augusta'],
  },
  { name: 'Delaware', code: 'DE', aliases: [], countryCode: 'US', cities: ['Wilmington', 'Dover', 'Newark'] },
  { name: 'Arkansas', code: 'AR', aliases: [], countryCode: 'US', cities: ['Little Rock', 'Bentonville', 'Fayetteville'] },
  { name: 'Alabama', code: 'AL', aliases: [], countryCode: 'US', cities: ['Birmingham', 'Huntsville', 'Montgomery', 'Mobile'] },
  { name: 'Connecticut', code: 'CT', aliases: [], countryCode: 'US', cities: ['Hartford', 'Stamford', 'New Haven', 'Greenwich'] },
  { name: 'Kentucky', code: 'KY', aliases: [], countryCode: 'US', cities: ['Louisville', 'Lexington'] },
  { name: 'Louisiana', code: 'LA', aliases: [], countryCode: 'US', cities: ['New Orleans', 'Baton Rouge'] },
  { name: 'South Carolina', code: 'SC', aliases: [], countryCode: 'US', cities: ['Charleston', 'Columbia', 'Greenville'] },
  { name: 'Iowa', code: 'IA', aliases: [], countryCode: 'US', cities: ['Des Moines', 'Cedar Rapids', 'Iowa City'] },
  { name: 'Kansas', code: 'KS', aliases: [], countryCode: 'US', cities: ['Wichita', 'Overland Park', 'Kansas City'] },
  { name: 'Oklahoma', code: 'OK', aliases: [], countryCode: 'US', cities: ['Oklahoma City', 'Tulsa'] },
  { name: 'Nebraska', code: 'NE', aliases: [], countryCode: 'US', cities: ['Omaha', 'Lincoln'] },
  { name: 'New Mexico', code: 'NM', aliases: [], countryCode: 'US', cities: ['Albuquerque', 'Santa Fe'] },
  { name: 'Idaho', code: 'ID', aliases: [], countryCode: 'US', cities: ['Boise'] },
  { name: 'Hawaii', code: 'HI', aliases: [], countryCode: 'US', cities: ['Honolulu'] },
  { name: 'District of Columbia', code: 'DC', byCityOnly: true, aliases: [], countryCode: 'US', cities: ['Washington'] },
  // Canada
  {
    name: 'Ontario',
    code: 'ON',
    aliases: [],
    countryCode: 'CA',
    cities: ['Toronto', 'Ottawa', 'Mississauga', 'Waterloo', 'Kitchener', 'Hamilton', 'London', 'Markham', 'Brampton'],
  },
  {
    name: 'Quebec',
    code: 'QC',
    aliases: ['Québec'],
    countryCode: 'CA',
    cities: ['Montreal', 'Montréal', 'Quebec City', 'Laval', 'Gatineau'],
  },
  {
    name: 'British Columbia',
    code: 'BC',
    aliases: [],
    countryCode: 'CA',
    cities: ['Vancouver', 'Victoria', 'Burnaby', 'Surrey', 'Kelowna', 'Richmond'],
  },
  { name: 'Alberta', code: 'AB', aliases: [], countryCode: 'CA', cities: ['Calgary', 'Edmonton'] },
  // Germany
  {
    name: 'Bavaria',
    aliases: ['Bayern'],
    countryCode: 'DE',
    cities: ['Munich', 'München', 'Nuremberg', 'Nürnberg', 'Augsburg', 'Regensburg', 'Würzburg', 'Ingolstadt', 'Erlangen'],
  },
  {
    name: 'Baden-Württemberg',
    aliases: ['Baden-Wurttemberg', 'Baden-Wuerttemberg'],
    countryCode: 'DE',
    cities: ['Stuttgart', 'Karlsruhe', 'Mannheim', 'Heidelberg', 'Freiburg', 'Ulm'],
  },
  {
    name: 'North Rhine-Westphalia',
    aliases: ['NRW', 'Nordrhein-Westfalen'],
    countryCode: 'DE',
    cities: ['Cologne', 'Köln', 'Düsseldorf', 'Dusseldorf', 'Dortmund', 'Essen', 'Bonn', 'Münster', 'Duisburg', 'Aachen', 'Bochum'],
  },
  { name: 'Hesse', aliases: ['Hessen'], countryCode: 'DE', cities: ['Frankfurt', 'Frankfurt am Main', 'Wiesbaden', 'Darmstadt', 'Kassel'] },
  { name: 'Saxony', aliases: ['Sachsen'], countryCode: 'DE', cities: ['Dresden', 'Leipzig', 'Chemnitz'] },
  {
    name: 'Lower Saxony',
    aliases: ['Niedersachsen'],
    countryCode: 'DE',
    cities: ['Hanover', 'Hannover', 'Braunschweig', 'Osnabrück', 'Wolfsburg'],
  },
  // Australia
  {
    name: 'New South Wales',
    code: 'NSW',
    aliases: ['NSW'],
    countryCode: 'AU',
    cities: ['Sydney', 'Newcastle', 'Wollongong', 'Parramatta'],
  },
  { name: 'Queensland', code: 'QLD', aliases: ['QLD'], countryCode: 'AU', cities: ['Brisbane', 'Gold Coast', 'Cairns', 'Townsville'] },
  { name: 'Western Australia', code: 'WA', aliases: [], countryCode: 'AU', cities: ['Perth', 'Fremantle'] },
  // India
  { name: 'Maharashtra', aliases: [], countryCode: 'IN', cities: ['Mumbai', 'Pune', 'Navi Mumbai', 'Thane', 'Nagpur', 'Nashik'] },
  { name: 'Karnataka', aliases: [], countryCode: 'IN', cities: ['Bangalore', 'Bengaluru', 'Mysore', 'Mysuru', 'Mangalore'] },
  { name: 'Tamil Nadu', aliases: [], countryCode: 'IN', cities: ['Chennai', 'Coimbatore', 'Madurai'] },
  { name: 'Telangana', aliases: [], countryCode: 'IN', cities: ['Hyderabad', 'Secunderabad', 'Warangal'] },
  {
    name: 'Delhi NCR',
    aliases: ['NCR', 'National Capital Region'],
    countryCode: 'IN',
    cities: ['Delhi', 'New Delhi', 'Gurgaon', 'Gurugram', 'Noida', 'Faridabad', 'Ghaziabad'],
  },
  // Spain and France
  { name: 'Catalonia', aliases: ['Cataluña', 'Catalunya'], countryCode: 'ES', cities: ['Barcelona', 'Girona', 'Tarragona', 'Sabadell'] },
  {
    name: 'Andalusia',
    aliases: ['Andalucía', 'Andalucia'],
    countryCode: 'ES',
    cities: ['Seville', 'Sevilla', 'Málaga', 'Malaga', 'Granada', 'Córdoba'],
  },
  {
    name: 'Île-de-France',
    aliases: ['Ile-de-France', 'Ile de France', 'Paris region'],
    countryCode: 'FR',
    cities: ['Paris', 'Boulogne-Billancourt', 'Versailles', 'Saint-Denis', 'Nanterre', 'Issy-les-Moulineaux', 'Courbevoie'],
  },
];

/**
 * Where a region's people are, as the search asks for them: each city it lists (the people whose
 * source gave a town, sample people too), and the region itself (the people a source placed in it,
 * `region_key`), all named by the region as their area.
 */
export function regionPlaces(region: Region): Array<{ city?: string; region?: string; countryCode: string; area: string }> {
  return [
    ...region.cities.map((city) => ({ city, countryCode: region.countryCode, area: region.name })),
    { region: region.name, countryCode: region.countryCode, area: region.name },
  ];
}

const byName = new Map<string, Region>();
for (const region of REGIONS) if (!region.byCityOnly) for (const n of [region.name, ...region.aliases]) byName.set(foldWords(n), region);

/** A region by any of its names ('texas', 'Bayern', 'NSW'). */
export function regionNamed(written: string): Region | undefined {
  return byName.get(foldWords(written));
}

const byCode = new Map<string, Region[]>();
for (const region of REGIONS) if (region.code) byCode.set(region.code, [...(byCode.get(region.code) ?? []), region]);
const cityKey = (city: string) => foldWords(city);

/** A region of a country by its postal code as written, in capitals ('TX' of the United States); none for a code of another case. */
export function regionCoded(written: string, countryCode: string): Region | undefined {
  const code = written.trim();
  return /^[A-Z]{2,3}$/.test(code) ? byCode.get(code)?.find((r) => r.countryCode === countryCode) : undefined;
}

/**
 * The region of a place written city first ('Austin, TX', 'Houston, Texas', 'Munich, Bavaria,
 * Germany'), when the region (by its name or, written in capitals, its postal code) lists that
 * city: the city and the region's country. Read before any country a code may also name ('San
 * Diego, CA' is in California, not Canada; 'Chicago, IL' in Illinois, not Israel).
 */
export function regionalCity(parts: readonly string[]): { city: string; region: Region } | undefined {
  if (parts.length < 2) return undefined;
  const city = cityKey(parts[0]);
  for (const part of parts.slice(1)) {
    const code = part.trim();
    const candidates = [
      ...REGIONS.filter((r) => [r.name, ...r.aliases].some((n) => foldWords(n) === foldWords(part))),
      ...(/^[A-Z]{2,3}$/.test(code) ? (byCode.get(code) ?? []) : []),
    ];
    const region = candidates.find((r) => r.cities.some((c) => cityKey(c) === city));
    if (region) return { city: parts[0].trim(), region };
  }
  return undefined;
}
