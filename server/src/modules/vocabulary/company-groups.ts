/**
 * Groups of companies recruiters name as one ('ex-FAANG', 'Big 4 accountants', 'MBB consultants'):
 * a group is any of its companies the index holds, by their names with or without the legal form.
 */
export interface CompanyGroup {
  name: string;
  aliases: readonly string[];
  members: readonly string[];
}

const FAANG = ['Meta', 'Facebook', 'Apple', 'Amazon', 'Netflix', 'Google', 'Alphabet'];

export const COMPANY_GROUPS: readonly CompanyGroup[] = [
  { name: 'FAANG', aliases: ['FAANG', 'FAAMG', 'MAANG', 'MANGA', 'FANG'], members: FAANG },
  { name: 'Big Tech', aliases: ['Big Tech', 'big tech companies'], members: [...FAANG, 'Microsoft'] },
  {
    name: 'Big Four',
    aliases: ['Big Four', 'Big 4'],
    members: ['Deloitte', 'PwC', 'PricewaterhouseCoopers', 'EY', 'Ernst & Young', 'KPMG'],
  },
  {
    name: 'MBB',
    aliases: ['MBB'],
    members: ['McKinsey', 'McKinsey & Company', 'BCG', 'Boston Consulting Group', 'Bain', 'Bain & Company'],
  },
];
