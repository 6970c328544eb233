import type { EntityKind, FinalKind } from './entries';
import { normKey } from './tokens';

/**
 * Cues, the words before a match that decide what it means ('in', 'based in', 'at', '@', 'ex-',
 * 'formerly at', 'who know', 'went to', ...), and suffixes, the words after it ('-based',
 * 'companies', 'alumni', 'people', 'background', 'degree', ...).
 */

/** The kinds a cue reads, in order of preference, and what each becomes after it. */
export type CueOrder = Array<[EntityKind, FinalKind]>;
interface Cue {
  words: string[];
  order: CueOrder;
  /** 'past': an unknown name after it stays a keyword; 'company': so does a capitalised one. */
  group: 'past' | 'company' | 'other';
}

const C_IN: CueOrder = [
  ['location', 'location'],
  ['industry', 'industry'],
  ['function', 'function'],
  ['skill', 'skill'],
];
const C_PLACE: CueOrder = [['location', 'location']];
const C_FROM: CueOrder = [
  ['location', 'location'],
  ['company', 'pastCompany'],
  ['industry', 'pastIndustry'],
  ['school', 'school'],
  ['function', 'function'],
];
const C_AT: CueOrder = [
  ['company', 'currentCompany'],
  ['school', 'school'],
  ['industry', 'industry'],
  ['location', 'location'],
];
const C_WORKS_AT: CueOrder = [
  ['company', 'currentCompany'],
  ['industry', 'industry'],
];
const C_WORKS_IN: CueOrder = [
  ['industry', 'industry'],
  ['location', 'location'],
  ['function', 'function'],
];
const C_PAST: CueOrder = [
  ['company', 'pastCompany'],
  ['industry', 'pastIndustry'],
];
const C_PAST_IN: CueOrder = [
  ['industry', 'pastIndustry'],
  ['company', 'pastCompany'],
  ['function', 'function'],
];
const C_ALUMNI_OF: CueOrder = [
  ['school', 'school'],
  ['company', 'pastCompany'],
];
const C_BACKGROUND: CueOrder = [
  ['industry', 'pastIndustry'],
  ['skill', 'skill'],
  ['function', 'function'],
];
const C_SKILL: CueOrder = [['skill', 'skill']];
const C_WITH: CueOrder = [
  ['skill', 'skill'],
  ['degree', 'degree'],
  ['industry', 'pastIndustry'],
];
const C_SCHOOL: CueOrder = [
  ['school', 'school'],
  ['degree', 'degree'],
];

const CUE_LIST: Array<[string[], CueOrder, Cue['group']]> = [
  [['in'], C_IN, 'other'],
  // 'in' in Spanish and French, and Portuguese; 'at' in German and French.
  [['en', 'em'], C_IN, 'other'],
  [['bei', 'chez'], C_AT, 'company'],
  [
    [
      'based in',
      'located in',
      'living in',
      'based out of',
      'near',
      'around',
      'out of',
      'relocating to',
      'relocate to',
      'remote in',
      'anywhere in',
    ],
    C_PLACE,
    'other',
  ],
  [['from'], C_FROM, 'other'],
  [['at', '@'], C_AT, 'company'],
  [
    [
      'working at',
      'works at',
      'work at',
      'who work at',
      'who works at',
      'currently at',
      'currently working at',
      'now at',
      'employed at',
      'employed by',
      'employees of',
      'employees at',
      'working for',
      'works for',
      'who work for',
      'who works for',
      'currently with',
      'currently employed at',
    ],
    C_WORKS_AT,
    'company',
  ],
  [['working in', 'works in', 'who work in', 'who works in', 'currently in', 'employed in'], C_WORKS_IN, 'other'],
  [
    [
      'ex',
      'former',
      'formerly',
      'formerly at',
      'formerly of',
      'formerly with',
      'previously',
      'previously at',
      'previously with',
      'used to work at',
      'used to work for',
      'used to be at',
      'worked at',
      'who worked at',
      'has worked at',
      'have worked at',
      'worked for',
      'who worked for',
      'past',
      'prior',
      'who left',
      'left',
    ],
    C_PAST,
    'past',
  ],
  [
    [
      'previously in',
      'formerly in',
      'used to work in',
      'worked in',
      'who worked in',
      'has worked in',
      'have worked in',
      'background in',
      'a background in',
      'backgrounds in',
      'coming from',
      'who come from',
      'who came from',
      'came from',
    ],
    C_PAST_IN,
    'other',
  ],
  [['alumni of', 'alums of', 'alumnus of', 'alumna of', 'graduates of', 'grads of', 'graduate of'], C_ALUMNI_OF, 'past'],
  [['experience in', 'experienced in', 'experience with', 'experienced with', 'years in'], C_BACKGROUND, 'other'],
  [
    [
      'who know',
      'who knows',
      'that know',
      'that knows',
      'knows',
      'know',
      'knowing',
      'skilled in',
      'skilled at',
      'skilled with',
      'skills in',
      'proficient in',
      'proficient with',
      'proficiency in',
      'expert in',
      'experts in',
      'expertise in',
      'familiar with',
      'fluent in',
      'good at',
      'good with',
      'strong',
      'strong in',
      'using',
      'who use',
      'who uses',
      'that use',
      'uses',
      'specialised in',
      'specialized in',
      'specialising in',
      'specializing in',
      'focused on',
      'working with',
      'works with',
      'who work with',
      'hands on',
      'knowledge of',
      'well versed in',
      'versed in',
      'coding in',
      'programming in',
      'who code in',
      'writing',
      'developing in',
      'building with',
      'certified in',
    ],
    C_SKILL,
    'other',
  ],
  [['with', 'who have', 'who has', 'having', 'holding', 'holds', 'has', 'have'], C_WITH, 'other'],
  [
    [
      'went to',
      'who went to',
      'graduates from',
      'grads from',
      'alumni from',
      'studied at',
      'who studied at',
      'graduated from',
      'who graduated from',
      'educated at',
      'attended',
      'degree from',
      'graduate from',
      'studying at',
    ],
    C_SCHOOL,
    'other',
  ],
];

export type SuffixMap = Partial<Record<EntityKind, FinalKind>>;
const SUFFIX_LIST: Array<[string[], SuffixMap]> = [
  [['based', 'area', 'metro', 'region', 'office'], { location: 'location' }],
  [
    [
      'companies',
      'company',
      'startups',
      'startup',
      'start ups',
      'start up',
      'scaleups',
      'scaleup',
      'scale ups',
      'scale up',
      'firms',
      'firm',
      'industry',
      'industries',
      'sector',
      'space',
      'businesses',
      'business',
      'corporates',
      'corporations',
      'corporation',
      'orgs',
      'organisations',
      'organizations',
      'players',
      'vendors',
      'providers',
      'unicorns',
      'brands',
      'agencies',
      'agency',
      'vertical',
      'domain',
      'world',
      'sectors',
    ],
    { industry: 'industry' },
  ],
  [['background', 'backgrounds', 'experience', 'exp'], { industry: 'pastIndustry', skill: 'skill', function: 'function' }],
  [
    ['alumni', 'alums', 'alum', 'alumnus', 'alumna', 'alumnae', 'veterans', 'vets'],
    { school: 'school', company: 'pastCompany', industry: 'pastIndustry' },
  ],
  [['grads', 'graduates', 'graduate', 'students', 'educated'], { school: 'school', degree: 'degree' }],
  [['employees', 'employee', 'staffers'], { company: 'currentCompany' }],
  [
    [
      'people',
      'folks',
      'professionals',
      'pros',
      'reps',
      'representatives',
      'team',
      'teams',
      'talent',
      'staff',
      'persons',
      'person',
      'guys',
      'hires',
      'specialists',
      'side',
      'org',
      'department',
      'function',
      'candidates',
      'profiles',
    ],
    { function: 'function', company: 'currentCompany' },
  ],
  [['roles', 'role', 'positions', 'position'], { function: 'function', seniority: 'seniority', title: 'title' }],
  [['degree', 'degrees', 'holders', 'holder', 'degree holders', 'program', 'programme'], { degree: 'degree', field: 'field' }],
  [['skills', 'skill', 'expertise', 'knowledge', 'experts', 'expert', 'stack'], { skill: 'skill' }],
  [['level', 'levels'], { seniority: 'seniority' }],
];

function phraseIndex<T>(items: Array<[string[], T]>): Map<string, Array<{ words: string[]; value: T }>> {
  const index = new Map<string, Array<{ words: string[]; value: T }>>();
  for (const [phrases, value] of items) {
    for (const phrase of phrases) {
      const words = normKey(phrase).split(' ');
      const list = index.get(words[0]) ?? [];
      list.push({ words, value });
      index.set(words[0], list);
    }
  }
  for (const list of index.values()) list.sort((a, b) => b.words.length - a.words.length);
  return index;
}

/** Cue phrases by their first word, longest first. */
export const CUES = phraseIndex(
  CUE_LIST.map(([phrases, order, group]) => [phrases, { order, group }] as [string[], { order: CueOrder; group: Cue['group'] }]),
);
/** Suffix phrases by their first word, longest first. */
export const SUFFIXES = phraseIndex(SUFFIX_LIST);
