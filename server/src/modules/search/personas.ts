import { SENIORITY_LEVELS, SeniorityKey } from '../vocabulary';
import { emptyQuery, StructuredQuery } from './structured-query';

const levels = (...keys: SeniorityKey[]) => keys.map((k) => SENIORITY_LEVELS.indexOf(k));

export interface PersonaPreset {
  id: string;
  name: string;
  description: string;
  query: StructuredQuery;
}

const preset = (id: string, name: string, description: string, q: Partial<StructuredQuery>): PersonaPreset => ({
  id,
  name,
  description,
  query: { ...emptyQuery(), ...q },
});

/** The persona presets: the audience the product names (early managers and leaders) and the roles recruiters fill most. */
export const PERSONAS: readonly PersonaPreset[] = [
  preset('early-manager', 'Early manager', 'Team leads and first-line managers in any function: the next leaders.', {
    seniorities: levels('lead', 'manager'),
  }),
  preset('senior-leader', 'Senior leader', 'Directors, heads of, VPs and executives.', {
    seniorities: levels('director', 'vp', 'executive'),
  }),
  preset('engineering-leader', 'Engineering leader', 'Engineering managers up to CTOs.', {
    functions: ['engineering'],
    seniorities: levels('manager', 'director', 'vp', 'executive'),
  }),
  preset('senior-engineer', 'Senior engineer', 'Senior and staff engineers with five years or more.', {
    functions: ['engineering'],
    seniorities: levels('senior', 'lead'),
    yearsMin: 5,
  }),
  preset('revenue-closer', 'Revenue closer', 'Account executives and sales leads selling software.', {
    functions: ['sales'],
    seniorities: levels('mid', 'senior', 'lead'),
  }),
  preset('talent-partner', 'Talent partner', 'Recruiters and talent acquisition leads.', {
    functions: ['people'],
    seniorities: levels('mid', 'senior', 'lead', 'manager'),
  }),
  preset('data-scientist', 'Data and ML expert', 'Data scientists and ML engineers working with machine learning.', {
    functions: ['data'],
    skills: ['machine learning'],
  }),
  preset('product-leader', 'Product leader', 'Heads of product, product directors and VPs of product.', {
    functions: ['product'],
    seniorities: levels('director', 'vp', 'executive'),
  }),
];

export function findPersona(id: string | null | undefined): PersonaPreset | undefined {
  return PERSONAS.find((p) => p.id === id);
}
