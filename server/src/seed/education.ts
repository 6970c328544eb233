import type { AcademicCredential } from '../modules/profiles/profile.entity';
import { VOCABULARY, type School } from '../modules/vocabulary';
import { REF, REFERENCE_YEAR } from './calendar';
import type { Career } from './careers';
import { COUNTRY_INDEX, type CountryTables } from './country-tables';
import type { Rng } from './rng';

/**
 * Education of generated people, before the career (an MBA part-time during it): a bachelor's
 * degree, for some a master's (now and then listed with the bachelor's as one credential) or a
 * PhD, in a field that fits the first function, at schools of the person's country or the world's
 * top tier.
 */

const FIELDS_BY_FUNCTION: Record<string, string[]> = {
  engineering: [
    'Computer Science',
    'Computer Science',
    'Software Engineering',
    'Electrical Engineering',
    'Mathematics',
    'Physics',
    'Information Systems',
  ],
  data: ['Statistics', 'Mathematics', 'Computer Science', 'Data Science', 'Physics', 'Economics', 'Operations Research'],
  product: [
    'Computer Science',
    'Business Administration',
    'Economics',
    'Industrial Engineering',
    'Human-Computer Interaction',
    'Management',
  ],
  design: ['Graphic Design', 'Industrial Design', 'Human-Computer Interaction', 'Fine Arts', 'Psychology', 'Communications'],
  sales: ['Business Administration', 'Marketing', 'Economics', 'Communications', 'Political Science', 'Management'],
  marketing: ['Marketing', 'Communications', 'Journalism', 'Business Administration', 'Psychology'],
  customer_success: ['Business Administration', 'Communications', 'Psychology', 'Management', 'International Relations'],
  people: ['Psychology', 'Human Resources Management', 'Sociology', 'Business Administration', 'Law'],
  finance: ['Finance', 'Accounting', 'Economics', 'Mathematics', 'Business Administration'],
  operations: [
    'Operations Research',
    'Supply Chain Management',
    'Industrial Engineering',
    'Business Administration',
    'Management',
    'Economics',
  ],
  leadership: ['Business Administration', 'Economics', 'Computer Science', 'Management', 'Finance', 'Mechanical Engineering'],
  nursing: ['Nursing', 'Nursing', 'Nursing', 'Health Sciences'],
  legal: ['Law', 'Law', 'Law', 'Political Science', 'History'],
  hospitality: ['Hospitality Management', 'Culinary Arts', 'Tourism Management', 'Business Administration'],
};
/** Where the field follows the specialisation more than the function (a pharmacist studied pharmacy). */
const FIELDS_BY_SPECIALISATION: Record<string, Record<string, string[]>> = {
  clinical: {
    Physician: ['Medicine'],
    Pharmacist: ['Pharmacy'],
    'Physical Therapist': ['Physical Therapy', 'Health Sciences'],
    'Occupational Therapist': ['Occupational Therapy'],
    Radiographer: ['Diagnostic Radiography'],
  },
  education: {
    Mathematics: ['Mathematics', 'Mathematics', 'Education'],
    Science: ['Biology', 'Chemistry', 'Physics', 'Education'],
    English: ['English Literature', 'English Literature', 'Education'],
    History: ['History', 'History', 'Education'],
    'Computer Science': ['Computer Science', 'Education'],
    'Modern Languages': ['Modern Languages', 'Education'],
    Music: ['Music', 'Education'],
    'Physical Education': ['Sports Science', 'Education'],
    'Special Education': ['Special Education', 'Education', 'Psychology'],
    'Early Childhood Education': ['Early Childhood Education', 'Education'],
  },
  hospitality: { Culinary: ['Culinary Arts', 'Culinary Arts', 'Hospitality Management'] },
  trades: {
    Electrician: ['Electrical Technology'],
    Plumber: ['Plumbing Technology', 'Construction Technology'],
    Pipefitter: ['Plumbing Technology', 'Construction Technology'],
    Carpenter: ['Carpentry and Joinery', 'Construction Technology'],
    'HVAC Technician': ['HVAC Technology'],
    Welder: ['Welding Technology'],
  },
};
const BACHELOR_BY_FUNCTION: Record<string, string[]> = {
  engineering: ['BSc', 'BSc', 'BEng', 'BTech'],
  data: ['BSc', 'BSc', 'BA'],
  product: ['BSc', 'BA', 'BBA'],
  design: ['BA', 'BA', 'BSc'],
  sales: ['BA', 'BBA', 'BCom', 'BSc'],
  marketing: ['BA', 'BBA', 'BCom'],
  customer_success: ['BA', 'BBA', 'BSc'],
  people: ['BA', 'BA', 'BSc'],
  finance: ['BCom', 'BSc', 'BBA', 'BA'],
  operations: ['BSc', 'BBA', 'BEng'],
  leadership: ['BSc', 'BA', 'BBA', 'BEng'],
  nursing: ['BSN', 'BSN', 'BSc'],
  legal: ['LLB', 'LLB', 'BA'],
  education: ['BEd', 'BA', 'BSc'],
  hospitality: ['BA', 'BSc', 'BBA'],
  // Trades: an associate degree or a higher national diploma
  trades: ['AAS', 'Associate Degree', 'HND'],
};
/** Per clinical specialisation, the first degree. */
const CLINICAL_BACHELOR: Record<string, string[]> = {
  Physician: ['MBBS', 'BSc'],
  Pharmacist: ['BPharm', 'BSc'],
  'Physical Therapist': ['BSc'],
  'Occupational Therapist': ['BSc'],
  Radiographer: ['BSc'],
};
const MASTER_BY_FUNCTION: Record<string, string[]> = {
  engineering: ['MSc', 'MSc', 'MEng', 'MS'],
  data: ['MSc', 'MSc', 'MS'],
  design: ['MA', 'MA', 'MSc'],
  people: ['MA', 'MSc'],
  marketing: ['MA', 'MSc'],
  nursing: ['MSN', 'MSN', 'DNP'],
  legal: ['JD', 'JD', 'LLM'],
  education: ['PGCE', 'MEd', 'MA'],
  trades: ['BSc'],
};
/** Per clinical specialisation, the degree that qualifies (listed as the graduate degree). */
const CLINICAL_MASTER: Record<string, string[]> = {
  Physician: ['MD'],
  Pharmacist: ['PharmD', 'MPharm'],
  'Physical Therapist': ['DPT', 'MSc'],
  'Occupational Therapist': ['MSc', 'MA'],
  Radiographer: ['MSc'],
};
/** Degrees that qualify for a profession are in its field, whatever the first degree was in. */
const FIELD_OF_DEGREE: Record<string, string> = {
  JD: 'Law',
  LLM: 'Law',
  MD: 'Medicine',
  PharmD: 'Pharmacy',
  DPT: 'Physical Therapy',
  MSN: 'Nursing',
  DNP: 'Nursing',
  PGCE: 'Education',
  MEd: 'Education',
};
/** The chance of a graduate degree, where it differs from the default. */
const MASTER_CHANCE: Record<string, number> = { engineering: 0.42, data: 0.42, legal: 0.6, education: 0.45, clinical: 0.7, trades: 0.05 };
const SCHOOL_BY_NAME = new Map(VOCABULARY.schools.map((s) => [s.name, s]));
const TIER1_SCHOOLS = VOCABULARY.schools.filter((s) => s.tier === 1);
const BUSINESS_SCHOOLS = [
  'INSEAD',
  'London Business School',
  'Harvard University',
  'Stanford University',
  'University of Pennsylvania',
  'IESE Business School',
  'IE Business School',
  'HEC Paris',
  'Indian Institute of Management Ahmedabad',
  'Columbia University',
  'Bocconi University',
  'Massachusetts Institute of Technology',
]
  .map((name) => SCHOOL_BY_NAME.get(name)!)
  .filter(Boolean);

function pickSchool(rng: Rng, tables: CountryTables, elite: number): School {
  const roll = rng.next();
  if (tables.schools.length > 0 && roll > elite) return tables.schools[rng.weighted(tables.schoolCum)];
  return rng.pick(TIER1_SCHOOLS);
}

/** The academic credentials of a person of the country `ct`, from the career's first function and start. */
export function drawEducation(rng: Rng, career: Career, ct: CountryTables): AcademicCredential[] {
  const { roles, careerStart, isLeadership, target } = career;
  const credentials: AcademicCredential[] = [];
  const eduFn = roles[0].ft.fn.key;
  const eduSpec = roles[0].ft.fn.specialisations[roles[0].spec];
  const fields = FIELDS_BY_SPECIALISATION[eduFn]?.[eduSpec] ?? FIELDS_BY_FUNCTION[eduFn] ?? VOCABULARY.fieldsOfStudy;
  const field = rng.pick(fields);
  const startYear = Math.floor(careerStart / 12);
  const gapYears = rng.chance(0.2) ? 1 : 0;
  const bachelorYears = 3 + rng.int(2);
  const hasMaster = rng.chance(MASTER_CHANCE[eduFn] ?? 0.3);
  const hasPhd = rng.chance(eduFn === 'data' ? 0.1 : eduFn === 'engineering' ? 0.03 : 0.008);
  const hasMba =
    careerStart + 48 < REF &&
    rng.chance(eduFn === 'product' || eduFn === 'finance' || eduFn === 'sales' || isLeadership || target >= 5 ? 0.14 : 0.04);
  const bachelorSchool = pickSchool(rng, ct, 0.12);
  const bachelorName = rng.pick((eduFn === 'clinical' ? CLINICAL_BACHELOR[eduSpec] : null) ?? BACHELOR_BY_FUNCTION[eduFn] ?? ['BSc', 'BA']);
  let eduEnd = startYear - gapYears;
  const eduParts: Array<{ school: School; degree: string | string[]; field: string; start: number; end: number }> = [];
  if (hasPhd) {
    const len = 3 + rng.int(2);
    eduParts.push({
      school: rng.chance(0.4) ? bachelorSchool : pickSchool(rng, ct, 0.35),
      degree: 'PhD',
      field,
      start: eduEnd - len,
      end: eduEnd,
    });
    eduEnd -= len;
  }
  if (hasMaster && !hasPhd) {
    const len = 1 + rng.int(2);
    const masterName = rng.pick((eduFn === 'clinical' ? CLINICAL_MASTER[eduSpec] : null) ?? MASTER_BY_FUNCTION[eduFn] ?? ['MSc', 'MA']);
    if (rng.chance(0.3)) {
      // One credential listing both degrees: ['BSc', 'MSc']
      eduParts.push({
        school: bachelorSchool,
        degree: [bachelorName, masterName],
        field,
        start: eduEnd - len - bachelorYears,
        end: eduEnd,
      });
      eduEnd = -1;
    } else {
      eduParts.push({
        school: rng.chance(0.5) ? bachelorSchool : pickSchool(rng, ct, 0.25),
        degree: masterName,
        field: FIELD_OF_DEGREE[masterName] ?? field,
        start: eduEnd - len,
        end: eduEnd,
      });
      eduEnd -= len;
    }
  }
  if (eduEnd > 0) eduParts.push({ school: bachelorSchool, degree: bachelorName, field, start: eduEnd - bachelorYears, end: eduEnd });
  if (hasMba) {
    const mbaEnd = startYear + 4 + rng.int(Math.max(1, Math.floor((REF - careerStart) / 12) - 3));
    const end = Math.min(mbaEnd, REFERENCE_YEAR);
    const school = rng.chance(0.6) && BUSINESS_SCHOOLS.length > 0 ? rng.pick(BUSINESS_SCHOOLS) : pickSchool(rng, ct, 0.3);
    eduParts.unshift({ school, degree: rng.chance(0.15) ? 'Executive MBA' : 'MBA', field: 'Business Administration', start: end - 2, end });
  }
  for (const e of eduParts) {
    const schoolCountry = VOCABULARY.countries[COUNTRY_INDEX.get(e.school.countryCode) ?? 0];
    credentials.push({
      school: e.school.name,
      degree: e.degree,
      field: e.field,
      start: String(e.start),
      end: String(e.end),
      location: schoolCountry.name,
      summary: null,
    });
  }
  return credentials;
}
