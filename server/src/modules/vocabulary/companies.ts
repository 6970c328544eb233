import type { Vocabulary } from './vocabulary.types';

/** The curated companies every index has (ids 1..10, in this order): searches and tests name them. */
export const CURATED_COMPANIES: Vocabulary['curatedCompanies'] = [
  { name: 'Finly', industry: 'fintech', domain: 'finly.io' },
  { name: 'Paystream', industry: 'fintech', domain: 'paystream.com' },
  { name: 'Northpeak', industry: 'saas', domain: 'northpeak.com' },
  { name: 'Quorra Labs', industry: 'ai', domain: 'quorralabs.ai' },
  { name: 'Helio & Co', industry: 'consulting', domain: 'helio.co' },
  { name: 'Kestrel Bank', industry: 'banking', domain: 'kestrelbank.com' },
  { name: 'Medisync', industry: 'healthcare', domain: 'medisync.health' },
  { name: 'Cartwheel', industry: 'ecommerce', domain: 'cartwheel.shop' },
  { name: 'Orbitly', industry: 'saas', domain: 'orbitly.io' },
  { name: 'Vantaforge', industry: 'manufacturing', domain: 'vantaforge.com' },
];
