import type { Industry } from './vocabulary.types';

/** Industries (keys stored on companies and in profile_search), with the other words people use for them. */
export const INDUSTRIES: Industry[] = [
  {
    key: 'fintech',
    name: 'Fintech',
    aliases: ['financial technology', 'payments', 'fin tech', 'financial services technology', 'neobank'],
  },
  { key: 'saas', name: 'SaaS', aliases: ['software', 'software as a service', 'b2b software', 'enterprise software', 'cloud software'] },
  {
    key: 'ecommerce',
    name: 'E-commerce',
    aliases: ['e-commerce', 'retail tech', 'online retail', 'e commerce', 'retail', 'marketplace', 'marketplaces'],
  },
  {
    key: 'healthcare',
    name: 'Healthcare',
    aliases: ['healthtech', 'health tech', 'health', 'medtech', 'digital health', 'health services'],
  },
  { key: 'banking', name: 'Banking', aliases: ['bank', 'banks', 'investment banking', 'retail banking'] },
  { key: 'insurance', name: 'Insurance', aliases: ['insurtech', 'insurer', 'insurers'] },
  { key: 'consulting', name: 'Consulting', aliases: ['management consulting', 'consultancy', 'professional services', 'advisory'] },
  { key: 'gaming', name: 'Gaming', aliases: ['games', 'video games', 'game development', 'esports'] },
  { key: 'edtech', name: 'Edtech', aliases: ['education technology', 'e-learning', 'online learning', 'ed tech'] },
  { key: 'logistics', name: 'Logistics', aliases: ['supply chain', 'shipping', 'freight', 'delivery', 'transportation'] },
  { key: 'cybersecurity', name: 'Cybersecurity', aliases: ['security', 'cyber security', 'infosec', 'information security'] },
  { key: 'telecommunications', name: 'Telecommunications', aliases: ['telecom', 'telecoms', 'telco', 'telcos'] },
  { key: 'media', name: 'Media', aliases: ['publishing', 'entertainment', 'streaming', 'news', 'advertising'] },
  { key: 'automotive', name: 'Automotive', aliases: ['cars', 'mobility', 'electric vehicles', 'ev', 'auto'] },
  { key: 'energy', name: 'Energy', aliases: ['cleantech', 'climate tech', 'renewables', 'renewable energy', 'oil and gas', 'utilities'] },
  { key: 'manufacturing', name: 'Manufacturing', aliases: ['industrial', 'industry 4.0', 'hardware', 'factories'] },
  { key: 'real_estate', name: 'Real Estate', aliases: ['real estate', 'proptech', 'property', 'property tech'] },
  { key: 'travel', name: 'Travel', aliases: ['travel tech', 'tourism', 'airlines'] },
  { key: 'biotech', name: 'Biotech', aliases: ['biotechnology', 'life sciences', 'pharma', 'pharmaceuticals'] },
  {
    key: 'ai',
    name: 'Artificial Intelligence',
    aliases: ['artificial intelligence', 'machine learning', 'generative ai', 'genai', 'a.i.'],
  },
  { key: 'hr_tech', name: 'HR Tech', aliases: ['hr tech', 'hrtech', 'recruiting software', 'workforce software'] },
  { key: 'crypto', name: 'Crypto', aliases: ['web3', 'blockchain', 'cryptocurrency', 'defi'] },
  { key: 'food', name: 'Food & Beverage', aliases: ['food tech', 'foodtech', 'food delivery', 'f&b', 'food and beverage'] },
  { key: 'legal', name: 'Legal Tech', aliases: ['legaltech', 'legal tech', 'legal technology'] },
  // Employers of the professions (functions-professions.ts): hospitals, schools, law firms, hotels, builders.
  {
    key: 'hospitals',
    name: 'Hospitals & Health Care',
    aliases: ['hospital', 'hospitals', 'health system', 'health systems', 'medical center', 'medical centre', 'clinics', 'nhs'],
  },
  {
    key: 'education',
    name: 'Education',
    aliases: ['higher education', 'k-12', 'k12', 'academia', 'education sector', 'schools and universities'],
  },
  { key: 'legal_services', name: 'Legal Services', aliases: ['law firm', 'law firms', 'law', 'legal services', 'legal practice'] },
  {
    key: 'hospitality',
    name: 'Hospitality',
    aliases: ['hotels', 'hotel', 'restaurants', 'restaurant', 'resorts', 'hospitality industry', 'hotel groups'],
  },
  {
    key: 'construction',
    name: 'Construction',
    aliases: [
      'construction industry',
      'contractors',
      'contracting',
      'general contractor',
      'general contractors',
      'homebuilding',
      'builders',
    ],
  },
];
