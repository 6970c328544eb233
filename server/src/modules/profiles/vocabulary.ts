import type { Country, Degree, Industry, JobFunction, NamePool, School, Vocabulary } from './vocabulary.types';

/**
 * The people vocabulary: what the profile generator draws from and what the natural-language
 * query reader recognises. Keys are stable identifiers (stored in profile_search); names are shown.
 * Order matters in places: skills are listed most common first, curated companies get ids 1..10.
 */

// ---------------------------------------------------------------------------------------------
// Job functions
// ---------------------------------------------------------------------------------------------

const FUNCTIONS: JobFunction[] = [
  {
    key: 'engineering',
    name: 'Engineering',
    specialisations: ['Backend', 'Frontend', 'Full-Stack', 'Mobile', 'DevOps', 'Platform', 'Data', 'Machine Learning', 'Security', 'QA', 'Site Reliability', 'Embedded'],
    ladder: {
      entry: ['Junior {s} Engineer', 'Graduate {s} Engineer', 'Junior {s} Developer'],
      mid: ['{s} Engineer', '{s} Developer', 'Software Engineer, {s}'],
      senior: ['Senior {s} Engineer', 'Senior {s} Developer', 'Senior Software Engineer, {s}'],
      lead: ['Staff {s} Engineer', 'Lead {s} Engineer', 'Principal {s} Engineer', 'Tech Lead, {s}'],
      manager: ['Engineering Manager', 'Engineering Manager, {s}', 'Software Development Manager'],
      director: ['Director of Engineering', 'Head of Engineering', 'Senior Director of Engineering'],
      vp: ['VP of Engineering', 'VP Engineering', 'SVP of Engineering'],
      executive: ['CTO', 'Chief Technology Officer'],
    },
    skills: [
      'Python', 'Java', 'TypeScript', 'JavaScript', 'Go', 'Kubernetes', 'Docker', 'AWS', 'React', 'Node.js',
      'PostgreSQL', 'Terraform', 'Kafka', 'Rust', 'C++', 'C#', '.NET', 'Kotlin', 'Swift', 'GraphQL',
      'Microservices', 'CI/CD', 'Linux', 'Redis', 'MongoDB', 'GCP', 'Azure', 'Spring Boot', 'Django', 'Ruby on Rails',
      'Vue.js', 'Angular', 'Next.js', 'iOS', 'Android', 'Elasticsearch', 'System Design', 'Distributed Systems', 'Scala', 'PHP',
    ],
    roleWords: ['engineer', 'engineers', 'developer', 'developers', 'programmer', 'programmers', 'swe', 'software engineer', 'coder', 'dev'],
  },
  {
    key: 'product',
    name: 'Product',
    specialisations: ['Growth', 'Platform', 'Payments', 'Mobile', 'Data', 'B2B', 'Consumer', 'AI', 'Technical', 'Core'],
    ladder: {
      entry: ['Associate Product Manager', 'Junior Product Manager', 'Product Analyst'],
      mid: ['Product Manager', 'Product Manager, {s}', 'Product Owner'],
      senior: ['Senior Product Manager', 'Senior Product Manager, {s}', 'Senior Product Owner'],
      lead: ['Lead Product Manager', 'Principal Product Manager', 'Staff Product Manager'],
      manager: ['Group Product Manager', 'Product Lead, {s}'],
      director: ['Director of Product', 'Head of Product', 'Director of Product Management'],
      vp: ['VP of Product', 'VP Product'],
      executive: ['Chief Product Officer', 'CPO'],
    },
    skills: [
      'Product Management', 'Product Strategy', 'Roadmapping', 'Agile', 'Scrum', 'User Stories', 'A/B Testing', 'Product Discovery', 'Jira', 'SQL',
      'Amplitude', 'Mixpanel', 'Stakeholder Management', 'Go-to-Market', 'OKRs', 'Customer Research', 'Analytics', 'Prioritization', 'Figma', 'Product Analytics',
      'B2B SaaS', 'Pricing', 'Growth', 'Experimentation', 'Confluence', 'Lean Startup', 'Product Led Growth', 'API Products',
    ],
    roleWords: ['product manager', 'product managers', 'pm', 'pms', 'product owner', 'product owners', 'product lead'],
  },
  {
    key: 'design',
    name: 'Design',
    specialisations: ['Product', 'UX', 'UI', 'Visual', 'Interaction', 'Brand', 'Service', 'Motion'],
    ladder: {
      entry: ['Junior {s} Designer', 'Associate {s} Designer', 'Design Intern'],
      mid: ['{s} Designer'],
      senior: ['Senior {s} Designer'],
      lead: ['Lead {s} Designer', 'Principal {s} Designer', 'Staff {s} Designer'],
      manager: ['Design Manager', '{s} Design Manager'],
      director: ['Director of Design', 'Head of Design'],
      vp: ['VP of Design', 'VP Design'],
      executive: ['Chief Design Officer'],
    },
    skills: [
      'Figma', 'UX Research', 'Design Systems', 'Prototyping', 'User Interface Design', 'Interaction Design', 'Sketch', 'Adobe Creative Suite', 'Usability Testing', 'Wireframing',
      'Visual Design', 'Information Architecture', 'Adobe Illustrator', 'Adobe Photoshop', 'After Effects', 'Typography', 'Accessibility', 'User Journeys', 'Design Thinking', 'Framer',
      'Brand Identity', 'Motion Design', 'HTML/CSS', 'Service Design', 'InVision', 'Miro',
    ],
    roleWords: ['designer', 'designers', 'ux designer', 'ui designer', 'product designer'],
  },
  {
    key: 'data',
    name: 'Data',
    specialisations: ['Data Scientist', 'Data Analyst', 'Data Engineer', 'Analytics Engineer', 'Machine Learning Scientist', 'BI Analyst', 'Research Scientist'],
    ladder: {
      entry: ['Junior {s}', 'Associate {s}', 'Graduate {s}'],
      mid: ['{s}'],
      senior: ['Senior {s}'],
      lead: ['Lead {s}', 'Principal {s}', 'Staff {s}'],
      manager: ['Data Science Manager', 'Analytics Manager', 'Data Engineering Manager'],
      director: ['Director of Data', 'Head of Data', 'Director of Data Science', 'Head of Analytics'],
      vp: ['VP of Data', 'VP Data & Analytics'],
      executive: ['Chief Data Officer', 'Chief Analytics Officer'],
    },
    skills: [
      'SQL', 'Python', 'Machine Learning', 'Spark', 'dbt', 'Airflow', 'PyTorch', 'Tableau', 'Statistics', 'Pandas',
      'TensorFlow', 'scikit-learn', 'Snowflake', 'BigQuery', 'Looker', 'Power BI', 'R', 'Deep Learning', 'NLP', 'Data Modeling',
      'ETL', 'Data Visualization', 'A/B Testing', 'Databricks', 'Kafka', 'Hadoop', 'LLMs', 'Computer Vision', 'Redshift', 'Excel',
      'Forecasting', 'MLOps',
    ],
    roleWords: ['data scientist', 'data scientists', 'data engineer', 'data engineers', 'analyst', 'analysts', 'data analyst', 'data analysts', 'ml engineer', 'machine learning engineer'],
  },
  {
    key: 'sales',
    name: 'Sales',
    specialisations: ['SMB', 'Mid-Market', 'Enterprise', 'Strategic', 'Channel', 'Inside'],
    ladder: {
      entry: ['Sales Development Representative', 'Business Development Representative', 'Junior Account Executive'],
      mid: ['Account Executive', '{s} Account Executive', 'Account Manager'],
      senior: ['Senior Account Executive', 'Senior {s} Account Executive', 'Senior Account Manager'],
      lead: ['Sales Team Lead', 'Lead Account Executive', 'Principal Account Executive'],
      manager: ['Sales Manager', '{s} Sales Manager', 'Regional Sales Manager'],
      director: ['Head of Sales', 'Director of Sales', '{s} Sales Director'],
      vp: ['VP of Sales', 'VP Sales', 'SVP of Sales'],
      executive: ['Chief Revenue Officer', 'CRO', 'Chief Sales Officer'],
    },
    skills: [
      'Salesforce', 'SaaS Sales', 'Enterprise Sales', 'Negotiation', 'HubSpot', 'Lead Generation', 'Cold Calling', 'Pipeline Management', 'Account Management', 'B2B Sales',
      'Solution Selling', 'MEDDIC', 'Closing', 'Prospecting', 'CRM', 'Outreach', 'LinkedIn Sales Navigator', 'Forecasting', 'Business Development', 'Key Account Management',
      'Sales Strategy', 'Challenger Sale', 'Partnerships', 'Contract Negotiation', 'Gong', 'Public Speaking', 'Territory Planning',
    ],
    roleWords: ['sales', 'salesperson', 'salespeople', 'account executive', 'account executives', 'ae', 'aes', 'sdr', 'sdrs', 'bdr', 'bdrs', 'seller', 'sellers', 'account manager'],
  },
  {
    key: 'marketing',
    name: 'Marketing',
    specialisations: ['Growth', 'Content', 'Product', 'Performance', 'Brand', 'Digital', 'Field', 'Lifecycle'],
    ladder: {
      entry: ['Marketing Coordinator', '{s} Marketing Coordinator', 'Marketing Assistant'],
      mid: ['{s} Marketing Specialist', '{s} Marketer', 'Marketing Specialist'],
      senior: ['Senior {s} Marketing Specialist', 'Senior {s} Marketer', 'Senior Marketing Specialist'],
      lead: ['{s} Marketing Lead', 'Lead {s} Marketer'],
      manager: ['Marketing Manager', '{s} Marketing Manager'],
      director: ['Director of Marketing', 'Head of Marketing', 'Head of {s} Marketing'],
      vp: ['VP of Marketing', 'VP Marketing'],
      executive: ['Chief Marketing Officer', 'CMO'],
    },
    skills: [
      'SEO', 'Google Ads', 'Content Marketing', 'Marketing Automation', 'HubSpot', 'Google Analytics', 'Social Media Marketing', 'Email Marketing', 'Copywriting', 'SEM',
      'Demand Generation', 'Brand Strategy', 'Product Marketing', 'Paid Social', 'Marketo', 'Growth Marketing', 'Go-to-Market', 'Market Research', 'Public Relations', 'Events',
      'Conversion Rate Optimization', 'Meta Ads', 'Account-Based Marketing', 'Positioning', 'Lifecycle Marketing', 'Influencer Marketing', 'Salesforce', 'Campaign Management',
    ],
    roleWords: ['marketer', 'marketers', 'marketing', 'growth marketer', 'content marketer', 'product marketer'],
  },
  {
    key: 'customer_success',
    name: 'Customer Success',
    specialisations: ['Enterprise', 'SMB', 'Onboarding', 'Technical', 'Renewals', 'Support'],
    ladder: {
      entry: ['Customer Success Associate', 'Customer Support Specialist', 'Support Agent'],
      mid: ['Customer Success Manager', '{s} Customer Success Manager', 'Implementation Specialist'],
      senior: ['Senior Customer Success Manager', 'Senior {s} Customer Success Manager', 'Senior Implementation Consultant'],
      lead: ['Customer Success Team Lead', 'Lead Customer Success Manager', 'Support Team Lead'],
      manager: ['Manager, Customer Success', 'Customer Support Manager', '{s} Customer Success Manager Lead'],
      director: ['Director of Customer Success', 'Head of Customer Success', 'Head of Customer Support'],
      vp: ['VP of Customer Success', 'VP Customer Experience'],
      executive: ['Chief Customer Officer', 'Chief Customer Experience Officer'],
    },
    skills: [
      'Customer Success', 'Customer Retention', 'Onboarding', 'Zendesk', 'Gainsight', 'Account Management', 'Churn Reduction', 'Customer Experience', 'Renewals', 'Upselling',
      'Salesforce', 'Intercom', 'Customer Support', 'Relationship Management', 'NPS', 'Escalation Management', 'Training', 'SaaS', 'Implementation', 'Process Improvement',
      'Jira', 'Customer Journey Mapping', 'Technical Support', 'Stakeholder Management',
    ],
    roleWords: ['customer success', 'csm', 'csms', 'customer success manager', 'customer support', 'support', 'account manager'],
  },
  {
    key: 'people',
    name: 'People & Recruiting',
    specialisations: ['Technical', 'Executive', 'Campus', 'Sales', 'Tech', 'GTM'],
    ladder: {
      entry: ['Recruiting Coordinator', 'Junior Recruiter', 'HR Assistant', 'Talent Sourcer'],
      mid: ['Recruiter', '{s} Recruiter', 'HR Generalist', 'HR Business Partner'],
      senior: ['Senior Recruiter', 'Senior {s} Recruiter', 'Senior HR Business Partner'],
      lead: ['Talent Acquisition Lead', 'Lead {s} Recruiter', 'People Partner Lead'],
      manager: ['Recruiting Manager', 'Talent Acquisition Manager', 'HR Manager'],
      director: ['Head of Talent', 'Director of Talent Acquisition', 'Head of People', 'Director of People'],
      vp: ['VP People', 'VP of Talent', 'VP of Human Resources'],
      executive: ['Chief People Officer', 'Chief Human Resources Officer', 'CHRO'],
    },
    skills: [
      'Sourcing', 'Employer Branding', 'Workday', 'Technical Recruiting', 'Talent Acquisition', 'Interviewing', 'Greenhouse', 'Lever', 'Boolean Search', 'LinkedIn Recruiter',
      'Onboarding', 'Employee Relations', 'Compensation & Benefits', 'HR Policies', 'Performance Management', 'Diversity & Inclusion', 'Executive Search', 'Candidate Experience', 'Labor Law', 'Workforce Planning',
      'HRIS', 'BambooHR', 'Personio', 'Learning & Development', 'Succession Planning', 'Offer Negotiation', 'Headhunting', 'Organizational Development',
    ],
    roleWords: ['recruiter', 'recruiters', 'talent acquisition', 'hr', 'human resources', 'talent partner', 'sourcer', 'sourcers', 'people partner', 'headhunter'],
  },
  {
    key: 'finance',
    name: 'Finance',
    specialisations: ['FP&A', 'Tax', 'Treasury', 'Audit', 'Revenue', 'Investment'],
    ladder: {
      entry: ['Junior Accountant', 'Junior Financial Analyst', 'Finance Associate'],
      mid: ['Accountant', 'Financial Analyst', '{s} Analyst'],
      senior: ['Senior Accountant', 'Senior Financial Analyst', 'Senior {s} Analyst'],
      lead: ['Finance Lead', '{s} Lead', 'Assistant Controller'],
      manager: ['Finance Manager', '{s} Manager', 'Controller'],
      director: ['Director of Finance', 'Head of Finance', 'Financial Controller', 'Director of {s}'],
      vp: ['VP of Finance', 'VP Finance'],
      executive: ['Chief Financial Officer', 'CFO'],
    },
    skills: [
      'FP&A', 'Financial Modeling', 'SAP', 'Excel', 'Budgeting', 'Forecasting', 'Accounting', 'IFRS', 'US GAAP', 'Financial Reporting',
      'NetSuite', 'Tax', 'Treasury', 'Audit', 'Variance Analysis', 'Corporate Finance', 'Valuation', 'M&A', 'Cash Flow Management', 'Oracle Financials',
      'Power BI', 'Risk Management', 'Revenue Recognition', 'Fundraising', 'Cost Accounting', 'Xero', 'QuickBooks', 'Month-End Close', 'CPA', 'CFA',
    ],
    roleWords: ['accountant', 'accountants', 'controller', 'controllers', 'finance', 'financial analyst', 'financial analysts', 'cfo', 'bookkeeper'],
  },
  {
    key: 'operations',
    name: 'Operations',
    specialisations: ['Business', 'Revenue', 'Supply Chain', 'Sales', 'Marketing', 'Logistics', 'Strategy'],
    ladder: {
      entry: ['Operations Associate', '{s} Operations Associate', 'Operations Coordinator'],
      mid: ['Operations Specialist', '{s} Operations Analyst', '{s} Operations Specialist'],
      senior: ['Senior {s} Operations Analyst', 'Senior Operations Specialist', 'Senior {s} Operations Specialist'],
      lead: ['{s} Operations Lead', 'Operations Lead'],
      manager: ['Operations Manager', '{s} Operations Manager'],
      director: ['Director of Operations', 'Head of Operations', 'Head of {s} Operations'],
      vp: ['VP of Operations', 'VP Operations'],
      executive: ['Chief Operating Officer', 'COO'],
    },
    skills: [
      'Operations Management', 'Process Improvement', 'Supply Chain Management', 'Project Management', 'Lean Six Sigma', 'Logistics', 'Procurement', 'Excel', 'SQL', 'Salesforce',
      'Revenue Operations', 'Business Operations', 'Vendor Management', 'KPI Reporting', 'Strategic Planning', 'Change Management', 'Inventory Management', 'ERP', 'Budgeting', 'Cross-functional Leadership',
      'Data Analysis', 'Sales Operations', 'Workflow Automation', 'Zapier', 'Tableau', 'Risk Management', 'Continuous Improvement',
    ],
    roleWords: ['operations', 'ops', 'operations manager', 'revops', 'bizops', 'operations specialist'],
  },
  {
    key: 'leadership',
    name: 'Leadership',
    specialisations: ['General Management', 'Strategy', 'Entrepreneurship', 'Turnaround', 'Growth'],
    ladder: {
      director: ['Managing Director', 'General Manager', 'Country Manager'],
      vp: ['President', 'Executive Vice President', 'SVP, General Manager'],
      executive: ['CEO', 'Chief Executive Officer', 'Founder & CEO', 'Co-Founder & CEO', 'Co-Founder'],
    },
    skills: [
      'Leadership', 'Strategy', 'P&L Management', 'Fundraising', 'Board Relations', 'Mergers & Acquisitions', 'Business Development', 'Team Building', 'Go-to-Market', 'Venture Capital',
      'Executive Leadership', 'Strategic Partnerships', 'Corporate Strategy', 'Change Management', 'Public Speaking', 'Organizational Design', 'Investor Relations', 'International Expansion', 'Scaling Startups', 'Product Vision',
    ],
    roleWords: ['founder', 'founders', 'co-founder', 'cofounder', 'ceo', 'ceos', 'executive', 'executives', 'managing director', 'general manager', 'chief executive'],
  },
];

// ---------------------------------------------------------------------------------------------
// Name pools
// ---------------------------------------------------------------------------------------------

const NAME_POOLS: NamePool[] = [
  {
    key: 'anglo',
    firstNames: [
      'James', 'Emma', 'Oliver', 'Olivia', 'William', 'Sophie', 'Jack', 'Charlotte', 'Harry', 'Amelia', 'Thomas', 'Emily', 'George', 'Grace', 'Michael', 'Sarah',
      'David', 'Jessica', 'Daniel', 'Hannah', 'Matthew', 'Lucy', 'Christopher', 'Megan', 'Andrew', 'Rachel', 'Ryan', 'Laura', 'Benjamin', 'Katie', 'Samuel', 'Chloe',
      'Joshua', 'Ella', 'Liam', 'Madison', 'Ethan', 'Abigail', 'Noah', 'Ava', 'Nathan', 'Lily', 'Tyler', 'Zoe', 'Connor', 'Isla',
    ],
    lastNames: [
      'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Taylor', 'Anderson', 'Thomas', 'Moore', 'Jackson', 'Martin', 'Thompson', 'White',
      'Harris', 'Clark', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Green', 'Baker', 'Adams', 'Nelson', 'Hill', 'Campbell',
      'Mitchell', 'Roberts', 'Carter', 'Phillips', 'Evans', 'Turner', 'Parker', 'Collins', 'Edwards', 'Stewart', 'Murphy', 'Cook', 'Morgan', 'Bell', "O'Brien", 'Kelly',
    ],
  },
  {
    key: 'german',
    firstNames: [
      'Anna', 'Lukas', 'Leonie', 'Jonas', 'Lena', 'Felix', 'Marie', 'Maximilian', 'Laura', 'Paul', 'Julia', 'Tobias', 'Katharina', 'Florian', 'Sophie', 'Jan',
      'Lea', 'Niklas', 'Hannah', 'Moritz', 'Johanna', 'Sebastian', 'Clara', 'Stefan', 'Franziska', 'Matthias', 'Miriam', 'Alexander', 'Sabine', 'Philipp', 'Nina', 'Markus',
      'Jürgen', 'Jörg', 'Anke', 'Björn', 'Ute', 'Dominik', 'Carina', 'Fabian', 'Helena', 'Benedikt', 'Theresa', 'Thorsten', 'Svenja', 'Kai',
    ],
    lastNames: [
      'Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Schäfer', 'Koch', 'Bauer', 'Richter', 'Klein', 'Wolf',
      'Schröder', 'Neumann', 'Schwarz', 'Zimmermann', 'Braun', 'Krüger', 'Hofmann', 'Hartmann', 'Lange', 'Schmitt', 'Werner', 'Schmitz', 'Krause', 'Meier', 'Lehmann', 'Schmid',
      'Schulze', 'Maier', 'Köhler', 'Herrmann', 'König', 'Walter', 'Mayer', 'Huber', 'Kaiser', 'Fuchs', 'Peters', 'Lang', 'Scholz', 'Möller', 'Weiß', 'Jung',
    ],
  },
  {
    key: 'french',
    firstNames: [
      'Camille', 'Louis', 'Léa', 'Hugo', 'Chloé', 'Lucas', 'Manon', 'Gabriel', 'Inès', 'Arthur', 'Jade', 'Raphaël', 'Louise', 'Jules', 'Zoé', 'Théo',
      'Émilie', 'Antoine', 'Sarah', 'Mathieu', 'Claire', 'Nicolas', 'Juliette', 'Julien', 'Mathilde', 'Pierre', 'Pauline', 'Guillaume', 'Margaux', 'Maxime', 'Élodie', 'Baptiste',
      'Céline', 'François', 'Amélie', 'Étienne', 'Océane', 'Sébastien', 'Hélène', 'Benoît', 'Marion', 'Olivier', 'Aurélie', 'Thibault', 'Noémie', 'Adrien',
    ],
    lastNames: [
      'Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefèvre', 'Michel', 'Garcia', 'David',
      'Bertrand', 'Roux', 'Vincent', 'Fournier', 'Morel', 'Girard', 'André', 'Mercier', 'Dupont', 'Lambert', 'Bonnet', 'François', 'Martinez', 'Legrand', 'Garnier', 'Faure',
      'Rousseau', 'Blanc', 'Guérin', 'Muller', 'Henry', 'Roussel', 'Nicolas', 'Perrin', 'Morin', 'Mathieu', 'Clément', 'Gauthier', 'Dumont', 'Lopez', 'Fontaine', 'Chevalier',
    ],
  },
  {
    key: 'hispanic',
    firstNames: [
      'Alejandro', 'Lucía', 'Pablo', 'María', 'Javier', 'Carmen', 'Daniel', 'Sofía', 'Carlos', 'Paula', 'Diego', 'Laura', 'Sergio', 'Marta', 'Jorge', 'Elena',
      'Miguel', 'Ana', 'Álvaro', 'Andrea', 'Adrián', 'Valentina', 'Manuel', 'Isabel', 'Fernando', 'Camila', 'Raúl', 'Daniela', 'Andrés', 'Gabriela', 'Ricardo', 'Mariana',
      'Juan', 'Ximena', 'Luis', 'Natalia', 'José', 'Claudia', 'Mateo', 'Victoria', 'Santiago', 'Alba', 'Iván', 'Rocío', 'Gonzalo', 'Inés',
    ],
    lastNames: [
      'García', 'Rodríguez', 'González', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín', 'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Muñoz',
      'Álvarez', 'Romero', 'Alonso', 'Gutiérrez', 'Navarro', 'Torres', 'Domínguez', 'Vázquez', 'Ramos', 'Gil', 'Ramírez', 'Serrano', 'Blanco', 'Molina', 'Morales', 'Suárez',
      'Ortega', 'Delgado', 'Castro', 'Ortiz', 'Rubio', 'Marín', 'Sanz', 'Núñez', 'Iglesias', 'Medina', 'Garrido', 'Castillo', 'Cortés', 'Flores', 'Vargas', 'Reyes',
    ],
  },
  {
    key: 'portuguese',
    firstNames: [
      'João', 'Ana', 'Pedro', 'Beatriz', 'Lucas', 'Mariana', 'Gabriel', 'Júlia', 'Rafael', 'Larissa', 'Matheus', 'Fernanda', 'Gustavo', 'Camila', 'Felipe', 'Letícia',
      'Thiago', 'Bruna', 'Bruno', 'Amanda', 'Rodrigo', 'Carolina', 'Diogo', 'Inês', 'Tiago', 'Leonor', 'André', 'Rita', 'Vinícius', 'Luana', 'Caio', 'Isabela',
      'Leonardo', 'Natália', 'Guilherme', 'Vitória', 'Marcelo', 'Patrícia', 'Henrique', 'Sofia', 'Renato', 'Débora', 'Fábio', 'Tatiana', 'Eduardo', 'Raquel',
    ],
    lastNames: [
      'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes', 'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes',
      'Soares', 'Fernandes', 'Vieira', 'Barbosa', 'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas', 'Cardoso', 'Ramos',
      'Gonçalves', 'Santana', 'Teixeira', 'Araújo', 'Correia', 'Pinto', 'Monteiro', 'Moura', 'Cavalcanti', 'Batista', 'Campos', 'Azevedo', 'Magalhães', 'Sousa', 'Fonseca', 'Brandão',
    ],
  },
  {
    key: 'italian',
    firstNames: [
      'Francesco', 'Giulia', 'Alessandro', 'Chiara', 'Lorenzo', 'Francesca', 'Matteo', 'Sara', 'Andrea', 'Martina', 'Marco', 'Elisa', 'Luca', 'Valentina', 'Giuseppe', 'Alessia',
      'Davide', 'Federica', 'Simone', 'Silvia', 'Stefano', 'Elena', 'Riccardo', 'Giorgia', 'Roberto', 'Beatrice', 'Paolo', 'Ilaria', 'Federico', 'Alice', 'Giovanni', 'Camilla',
      'Tommaso', 'Aurora', 'Antonio', 'Serena', 'Emanuele', 'Laura', 'Nicolò', 'Roberta', 'Pietro', 'Anna', 'Gabriele', 'Marta', 'Fabio', 'Irene',
    ],
    lastNames: [
      'Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'De Luca', 'Mancini', 'Costa',
      'Giordano', 'Rizzo', 'Lombardi', 'Moretti', 'Barbieri', 'Fontana', 'Santoro', 'Mariani', 'Rinaldi', 'Caruso', 'Ferrara', 'Galli', 'Martini', 'Leone', 'Longo', 'Gentile',
      'Martinelli', 'Vitale', 'Lombardo', 'Serra', 'Coppola', 'De Santis', "D'Angelo", 'Marchetti', 'Parisi', 'Villa', 'Conte', 'Ferraro', 'Ferri', 'Fabbri', 'Bianco', 'Marini',
    ],
  },
  {
    key: 'dutch',
    firstNames: [
      'Daan', 'Emma', 'Sem', 'Julia', 'Lucas', 'Sophie', 'Levi', 'Tess', 'Finn', 'Anna', 'Bram', 'Fleur', 'Thijs', 'Sanne', 'Ruben', 'Lotte',
      'Jesse', 'Eva', 'Stijn', 'Lisa', 'Lars', 'Anouk', 'Niels', 'Femke', 'Jeroen', 'Maaike', 'Bas', 'Iris', 'Koen', 'Noor', 'Pieter', 'Roos',
      'Joris', 'Marloes', 'Wouter', 'Esther', 'Sander', 'Ilse', 'Maarten', 'Floor', 'Tim', 'Laura', 'Joost', 'Eline', 'Willem', 'Merel',
    ],
    lastNames: [
      'de Jong', 'Jansen', 'de Vries', 'van den Berg', 'van Dijk', 'Bakker', 'Janssen', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'de Groot', 'Bos', 'Vos', 'Peters',
      'Hendriks', 'van Leeuwen', 'Dekker', 'Brouwer', 'de Wit', 'Dijkstra', 'Smits', 'de Graaf', 'van der Meer', 'van der Linden', 'Kok', 'Jacobs', 'de Haan', 'Vermeulen', 'van den Heuvel', 'van der Veen',
      'van den Broek', 'de Bruijn', 'de Bruin', 'van der Heijden', 'Schouten', 'van Beek', 'Willems', 'van Vliet', 'van de Ven', 'Hoekstra', 'Maas', 'Verhoeven', 'Koster', 'van Dam', 'Prins', 'Blom',
    ],
  },
  {
    key: 'nordic',
    firstNames: [
      'Erik', 'Astrid', 'Lars', 'Ingrid', 'Oskar', 'Freja', 'Magnus', 'Sigrid', 'Anders', 'Elsa', 'Johan', 'Maja', 'Nils', 'Linnea', 'Henrik', 'Karin',
      'Mikael', 'Saga', 'Gustav', 'Ebba', 'Mats', 'Hanna', 'Axel', 'Alma', 'Emil', 'Ida', 'Kristian', 'Signe', 'Jonas', 'Nora', 'Olav', 'Liv',
      'Søren', 'Mette', 'Rasmus', 'Frida', 'Jesper', 'Tuva', 'Björn', 'Helmi', 'Mikko', 'Aino', 'Jukka', 'Sanna', 'Ville', 'Emilia',
    ],
    lastNames: [
      'Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Persson', 'Svensson', 'Gustafsson', 'Pettersson', 'Jonsson', 'Lindberg', 'Lindqvist', 'Berg', 'Lindström',
      'Hansen', 'Johansen', 'Olsen', 'Larsen', 'Andersen', 'Pedersen', 'Nielsen', 'Kristiansen', 'Jensen', 'Karlsen', 'Haugen', 'Johnsen', 'Bakken', 'Sørensen', 'Rasmussen', 'Christensen',
      'Korhonen', 'Virtanen', 'Mäkinen', 'Nieminen', 'Mäkelä', 'Hämäläinen', 'Laine', 'Heikkinen', 'Koskinen', 'Järvinen', 'Lund', 'Holm', 'Dahl', 'Strand', 'Nyström', 'Åberg',
    ],
  },
  {
    key: 'slavic',
    firstNames: [
      'Jakub', 'Anna', 'Piotr', 'Katarzyna', 'Tomasz', 'Magdalena', 'Michał', 'Agnieszka', 'Krzysztof', 'Joanna', 'Paweł', 'Aleksandra', 'Marcin', 'Monika', 'Łukasz', 'Natalia',
      'Mateusz', 'Zuzanna', 'Kamil', 'Karolina', 'Wojciech', 'Marta', 'Bartosz', 'Ewa', 'Dmitri', 'Olga', 'Oleksandr', 'Iryna', 'Andriy', 'Yulia', 'Ivan', 'Tetiana',
      'Petr', 'Tereza', 'Jiří', 'Lucie', 'Martin', 'Veronika', 'Ondřej', 'Kateřina', 'Andrei', 'Ioana', 'Mihai', 'Elena', 'Bogdan', 'Daria',
    ],
    lastNames: [
      'Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamiński', 'Lewandowski', 'Zieliński', 'Szymański', 'Woźniak', 'Dąbrowski', 'Kozłowski', 'Jankowski', 'Mazur', 'Kwiatkowski', 'Krawczyk',
      'Piotrowski', 'Grabowski', 'Nowakowski', 'Pawłowski', 'Michalski', 'Król', 'Wieczorek', 'Jabłoński', 'Shevchenko', 'Kovalenko', 'Bondarenko', 'Tkachenko', 'Kravchenko', 'Melnyk', 'Ivanov', 'Petrov',
      'Novák', 'Svoboda', 'Novotný', 'Dvořák', 'Černý', 'Procházka', 'Popescu', 'Ionescu', 'Popa', 'Dumitru', 'Stan', 'Horvat', 'Kovačević', 'Babić', 'Marković', 'Jovanović',
    ],
  },
  {
    key: 'indian',
    firstNames: [
      'Aarav', 'Priya', 'Vivaan', 'Ananya', 'Aditya', 'Diya', 'Arjun', 'Isha', 'Rohan', 'Kavya', 'Rahul', 'Sneha', 'Vikram', 'Pooja', 'Siddharth', 'Neha',
      'Karan', 'Anjali', 'Amit', 'Divya', 'Rajesh', 'Shreya', 'Sanjay', 'Meera', 'Nikhil', 'Aishwarya', 'Varun', 'Lakshmi', 'Harsh', 'Nandini', 'Abhishek', 'Riya',
      'Suresh', 'Deepika', 'Manish', 'Swati', 'Ankit', 'Tanvi', 'Pranav', 'Aditi', 'Gaurav', 'Shruti', 'Akash', 'Madhuri', 'Kunal', 'Bhavna',
    ],
    lastNames: [
      'Sharma', 'Patel', 'Singh', 'Kumar', 'Gupta', 'Reddy', 'Iyer', 'Nair', 'Menon', 'Rao', 'Joshi', 'Mehta', 'Shah', 'Verma', 'Agarwal', 'Chopra',
      'Malhotra', 'Kapoor', 'Desai', 'Pillai', 'Krishnan', 'Srinivasan', 'Bhat', 'Banerjee', 'Chatterjee', 'Mukherjee', 'Das', 'Bose', 'Sinha', 'Mishra', 'Pandey', 'Yadav',
      'Jain', 'Khanna', 'Saxena', 'Kulkarni', 'Deshpande', 'Naidu', 'Chauhan', 'Thakur', 'Bhatt', 'Venkatesh', 'Subramanian', 'Ghosh', 'Trivedi', 'Arora', 'Sethi', 'Goel',
    ],
  },
  {
    key: 'chinese',
    firstNames: [
      'Wei', 'Jing', 'Hao', 'Li', 'Yang', 'Xin', 'Jun', 'Mei', 'Lei', 'Yan', 'Tao', 'Ying', 'Chen', 'Hui', 'Bo', 'Lin',
      'Ming', 'Xiaoling', 'Jian', 'Fang', 'Zhiwei', 'Yuxin', 'Haoran', 'Ruoxi', 'Yifan', 'Siyu', 'Zihan', 'Jiayi', 'Junjie', 'Xinyi', 'Kai', 'Shu',
      'Peng', 'Qing', 'Feng', 'Lan', 'Dong', 'Hong', 'Kevin', 'Grace', 'Eric', 'Vivian', 'Jason', 'Cindy', 'Tony', 'Amy',
    ],
    lastNames: [
      'Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao', 'Wu', 'Zhou', 'Xu', 'Sun', 'Ma', 'Zhu', 'Hu', 'Guo',
      'He', 'Lin', 'Gao', 'Luo', 'Zheng', 'Liang', 'Xie', 'Song', 'Tang', 'Han', 'Feng', 'Deng', 'Cao', 'Peng', 'Zeng', 'Xiao',
      'Tian', 'Dong', 'Pan', 'Yuan', 'Cai', 'Jiang', 'Yu', 'Du', 'Ye', 'Cheng', 'Wei', 'Su', 'Lu', 'Ding', 'Tan', 'Lim',
    ],
  },
  {
    key: 'japanese',
    firstNames: [
      'Haruto', 'Yui', 'Sota', 'Aoi', 'Yuto', 'Hina', 'Riku', 'Sakura', 'Kenta', 'Yuki', 'Takumi', 'Mei', 'Daiki', 'Rin', 'Hiroshi', 'Ayaka',
      'Kaito', 'Misaki', 'Shota', 'Nanami', 'Ren', 'Haruka', 'Yusuke', 'Emi', 'Takeshi', 'Kaori', 'Kenji', 'Naoko', 'Ryota', 'Mai', 'Satoshi', 'Yoko',
      'Kazuki', 'Asuka', 'Naoki', 'Megumi', 'Tatsuya', 'Saki', 'Koji', 'Chihiro', 'Akira', 'Miho', 'Shin', 'Rina', 'Tomoya', 'Erika',
    ],
    lastNames: [
      'Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Kato', 'Yoshida', 'Yamada', 'Sasaki', 'Yamaguchi', 'Matsumoto', 'Inoue',
      'Kimura', 'Hayashi', 'Shimizu', 'Yamazaki', 'Mori', 'Abe', 'Ikeda', 'Hashimoto', 'Yamashita', 'Ishikawa', 'Nakajima', 'Maeda', 'Fujita', 'Ogawa', 'Goto', 'Okada',
      'Hasegawa', 'Murakami', 'Kondo', 'Ishii', 'Saito', 'Sakamoto', 'Endo', 'Aoki', 'Fujii', 'Nishimura', 'Fukuda', 'Ota', 'Miura', 'Takeuchi', 'Nakano', 'Harada',
    ],
  },
  {
    key: 'korean',
    firstNames: [
      'Min-jun', 'Seo-yeon', 'Ji-hoon', 'Ji-woo', 'Hyun-woo', 'Soo-ah', 'Do-yoon', 'Ha-eun', 'Seung-min', 'Ye-jin', 'Jae-won', 'Min-seo', 'Dong-hyun', 'Su-bin', 'Jun-seo', 'Yu-na',
      'Sung-ho', 'Eun-ji', 'Tae-yang', 'Hye-jin', 'Young-ho', 'Ji-eun', 'Sang-woo', 'Da-eun', 'Kyung-soo', 'So-yeon', 'Jin-woo', 'Na-yeon', 'Woo-jin', 'Jae-eun', 'Hyun-soo', 'Mi-rae',
      'Joon-young', 'Seo-hyun', 'Chan-woo', 'Ga-eun', 'Min-ho', 'Ji-min', 'Ho-jun', 'Bo-ram', 'Jae-hyun', 'Hae-won', 'Kang-min', 'Soo-jin', 'Yoon-seo', 'In-ho',
    ],
    lastNames: [
      'Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Cho', 'Yoon', 'Jang', 'Lim', 'Han', 'Oh', 'Seo', 'Shin', 'Kwon', 'Hwang',
      'Ahn', 'Song', 'Jeon', 'Hong', 'Yoo', 'Ko', 'Moon', 'Yang', 'Son', 'Bae', 'Baek', 'Heo', 'Nam', 'Noh', 'Ha', 'Kwak',
      'Sung', 'Cha', 'Joo', 'Woo', 'Min', 'Ryu', 'Na', 'Jin', 'Ji', 'Eom', 'Chae', 'Won', 'Cheon', 'Bang', 'Gong', 'Hyun',
    ],
  },
  {
    key: 'arabic',
    firstNames: [
      'Mohammed', 'Fatima', 'Ahmed', 'Aisha', 'Omar', 'Layla', 'Ali', 'Mariam', 'Youssef', 'Noor', 'Khalid', 'Sara', 'Hassan', 'Huda', 'Ibrahim', 'Yasmin',
      'Karim', 'Rania', 'Tariq', 'Salma', 'Hamza', 'Dina', 'Mustafa', 'Amira', 'Bilal', 'Leila', 'Faisal', 'Hana', 'Nasser', 'Reem', 'Saeed', 'Lina',
      'Zaid', 'Nadia', 'Rashid', 'Farah', 'Adel', 'Mona', 'Sami', 'Jana', 'Walid', 'Aya', 'Majid', 'Samira', 'Anas', 'Lubna',
    ],
    lastNames: [
      'Al-Sayed', 'Hassan', 'Ibrahim', 'Mahmoud', 'Abdullah', 'Al-Farsi', 'Al-Mansouri', 'Haddad', 'Khalil', 'Nasser', 'Saleh', 'Mansour', 'Aziz', 'Rahman', 'Al-Hashimi', 'Qureshi',
      'El-Amin', 'Farouk', 'Hamdan', 'Jaber', 'Karam', 'Khoury', 'Mustafa', 'Najjar', 'Omar', 'Rashed', 'Sabbagh', 'Shaheen', 'Suleiman', 'Yousef', 'Zayed', 'Al-Amiri',
      'Al-Qasimi', 'Al-Nuaimi', 'Al-Otaibi', 'Al-Ghamdi', 'Al-Harbi', 'Bakr', 'Darwish', 'Fakhoury', 'Ghanem', 'Habib', 'Issa', 'Kassem', 'Mahfouz', 'Nassar', 'Osman', 'Taha',
    ],
  },
  {
    key: 'african',
    firstNames: [
      'Chinedu', 'Ngozi', 'Oluwaseun', 'Adaeze', 'Emeka', 'Chiamaka', 'Tunde', 'Funmilayo', 'Obinna', 'Yetunde', 'Kelechi', 'Amaka', 'Babatunde', 'Folake', 'Ifeanyi', 'Nneka',
      'Segun', 'Temitope', 'Chukwuemeka', 'Blessing', 'Kwame', 'Ama', 'Kofi', 'Akosua', 'Wanjiru', 'Kamau', 'Achieng', 'Otieno', 'Njeri', 'Kipchoge', 'Wambui', 'Mwangi',
      'Amani', 'Zawadi', 'Baraka', 'Imani', 'Thabo', 'Naledi', 'Sipho', 'Lerato', 'Mandla', 'Zanele', 'Sizwe', 'Nomvula', 'Tendai', 'Nyasha',
    ],
    lastNames: [
      'Okafor', 'Adeyemi', 'Okonkwo', 'Balogun', 'Eze', 'Nwosu', 'Adebayo', 'Ogunleye', 'Chukwu', 'Obi', 'Olawale', 'Bello', 'Ibekwe', 'Afolabi', 'Nwachukwu', 'Oyelaran',
      'Mensah', 'Boateng', 'Asante', 'Owusu', 'Kamau', 'Mwangi', 'Otieno', 'Odhiambo', 'Njoroge', 'Kariuki', 'Wanjala', 'Kiprono', 'Omondi', 'Mutua', 'Ochieng', 'Chege',
      'Nkosi', 'Dlamini', 'Ndlovu', 'Khumalo', 'Mokoena', 'Mahlangu', 'Zulu', 'Mthembu', 'Molefe', 'Naidoo', 'Moyo', 'Banda', 'Phiri', 'Mbeki', 'Abubakar', 'Danjuma',
    ],
  },
  {
    key: 'hebrew',
    firstNames: [
      'Noa', 'Itai', 'Tamar', 'Yonatan', 'Maya', 'Omer', 'Shira', 'Eitan', 'Yael', 'Ariel', 'Michal', 'Daniel', 'Noga', 'Amit', 'Adi', 'Guy',
      'Roni', 'Nadav', 'Hila', 'Tomer', 'Liat', 'Yuval', 'Dana', 'Ido', 'Keren', 'Oren', 'Talia', 'Asaf', 'Inbar', 'Gal', 'Efrat', 'Lior',
      'Avi', 'Sivan', 'Eyal', 'Merav', 'Yoav', 'Orly', 'Ron', 'Hadas', 'Nir', 'Tal', 'Dror', 'Ayelet', 'Erez', 'Shani',
    ],
    lastNames: [
      'Cohen', 'Levi', 'Mizrahi', 'Peretz', 'Biton', 'Dahan', 'Avraham', 'Friedman', 'Malka', 'Azoulay', 'Katz', 'Yosef', 'David', 'Amar', 'Ohana', 'Hadad',
      'Gabay', 'Ben-David', 'Shapiro', 'Goldberg', 'Rosenberg', 'Klein', 'Weiss', 'Schwartz', 'Ben-Ami', 'Levy', 'Segal', 'Ashkenazi', 'Golan', 'Shalom', 'Barak', 'Halevi',
      'Carmeli', 'Dayan', 'Elbaz', 'Givon', 'Harel', 'Kaplan', 'Lavi', 'Navon', 'Oz', 'Rubin', 'Sasson', 'Tal', 'Vaknin', 'Yaron', 'Zohar', 'Alon',
    ],
  },
  {
    key: 'turkish',
    firstNames: [
      'Mehmet', 'Ayşe', 'Mustafa', 'Fatma', 'Ahmet', 'Zeynep', 'Emre', 'Elif', 'Burak', 'Merve', 'Can', 'Ece', 'Murat', 'Esra', 'Cem', 'Selin',
      'Oğuz', 'Deniz', 'Kerem', 'Büşra', 'Serkan', 'Gizem', 'Onur', 'Ceren', 'Barış', 'Derya', 'Hakan', 'Tuba', 'Ozan', 'İrem', 'Volkan', 'Aslı',
      'Tolga', 'Pınar', 'Kaan', 'Ebru', 'Umut', 'Gül', 'Arda', 'Sibel', 'Eren', 'Damla', 'Alp', 'Melis', 'Yusuf', 'Duygu',
    ],
    lastNames: [
      'Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Yıldırım', 'Öztürk', 'Aydın', 'Özdemir', 'Arslan', 'Doğan', 'Kılıç', 'Aslan', 'Çetin', 'Kara',
      'Koç', 'Kurt', 'Özkan', 'Şimşek', 'Polat', 'Korkmaz', 'Erdoğan', 'Güneş', 'Aksoy', 'Tekin', 'Bulut', 'Keskin', 'Ünal', 'Güler', 'Acar', 'Turan',
      'Ateş', 'Erdem', 'Taş', 'Aktaş', 'Kaplan', 'Sarı', 'Balcı', 'Bozkurt', 'Uçar', 'Tunç', 'Sezer', 'Karaca', 'Altun', 'Işık', 'Eren', 'Gök',
    ],
  },
  {
    key: 'southeast_asian',
    firstNames: [
      'Minh', 'Linh', 'Tuan', 'Huong', 'Duc', 'Thao', 'Quang', 'Lan', 'Hieu', 'Trang', 'Jose', 'Maria', 'Mark', 'Kristine', 'Paolo', 'Angelica',
      'Rizal', 'Jasmine', 'Carlo', 'Patricia', 'Budi', 'Siti', 'Agus', 'Dewi', 'Rizky', 'Putri', 'Andi', 'Ayu', 'Hafiz', 'Nurul', 'Amir', 'Aisyah',
      'Somchai', 'Siriporn', 'Anan', 'Ploy', 'Arief', 'Indah', 'Faizal', 'Farah', 'Kenneth', 'Jocelyn', 'Wei Ling', 'Jun Hao', 'Darren', 'Cheryl',
    ],
    lastNames: [
      'Nguyen', 'Tran', 'Le', 'Pham', 'Hoang', 'Phan', 'Vu', 'Dang', 'Bui', 'Do', 'Santos', 'Reyes', 'Cruz', 'Bautista', 'Ocampo', 'Garcia',
      'Mendoza', 'Torres', 'Villanueva', 'Aquino', 'Santoso', 'Wijaya', 'Halim', 'Gunawan', 'Saputra', 'Hidayat', 'Kusuma', 'Pratama', 'Rahman', 'Ismail', 'Abdullah', 'Hassan',
      'Ibrahim', 'Ong', 'Tan', 'Lim', 'Teo', 'Goh', 'Chua', 'Koh', 'Ng', 'Wong', 'Sim', 'Chong', 'Suwannarat', 'Chaiyaporn', 'Srisuk', 'Wongsakul',
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Countries and cities
// ---------------------------------------------------------------------------------------------

const COUNTRIES: Country[] = [
  {
    code: 'US', name: 'United States', aliases: ['USA', 'US', 'U.S.', 'U.S.A.', 'United States of America', 'America', 'the States'],
    callingCode: '1', phoneFormat: '### ### ####', namePools: ['anglo', 'anglo', 'anglo', 'hispanic', 'indian', 'chinese', 'korean', 'african', 'italian', 'german'], weight: 24,
    cities: [
      { name: 'New York', aliases: ['NYC', 'New York City', 'Manhattan', 'Brooklyn'], weight: 10 },
      { name: 'San Francisco', aliases: ['SF', 'San Fran', 'Bay Area'], weight: 8 },
      { name: 'Austin', weight: 4 },
      { name: 'Seattle', weight: 5 },
      { name: 'Boston', weight: 4 },
      { name: 'Chicago', weight: 4 },
      { name: 'Los Angeles', aliases: ['LA', 'L.A.'], weight: 5 },
      { name: 'Denver', weight: 2 },
    ],
  },
  {
    code: 'IN', name: 'India', aliases: ['Bharat'], callingCode: '91', phoneFormat: '##### #####', namePools: ['indian'], weight: 12,
    cities: [
      { name: 'Bangalore', aliases: ['Bengaluru'], weight: 10 },
      { name: 'Mumbai', aliases: ['Bombay'], weight: 6 },
      { name: 'Hyderabad', weight: 5 },
      { name: 'Pune', weight: 4 },
      { name: 'Delhi', aliases: ['New Delhi', 'Gurgaon', 'Gurugram', 'Noida'], weight: 6 },
      { name: 'Chennai', aliases: ['Madras'], weight: 4 },
    ],
  },
  {
    code: 'GB', name: 'United Kingdom', aliases: ['UK', 'U.K.', 'Great Britain', 'Britain', 'England', 'Scotland'], callingCode: '44', phoneFormat: '7### ######',
    namePools: ['anglo', 'anglo', 'anglo', 'indian', 'african', 'slavic'], weight: 8,
    cities: [
      { name: 'London', weight: 12 },
      { name: 'Manchester', weight: 3 },
      { name: 'Edinburgh', weight: 2 },
      { name: 'Bristol', weight: 2 },
      { name: 'Cambridge', weight: 1 },
      { name: 'Birmingham', weight: 2 },
    ],
  },
  {
    code: 'DE', name: 'Germany', aliases: ['Deutschland'], callingCode: '49', phoneFormat: '1## #### ####', namePools: ['german', 'german', 'german', 'turkish', 'slavic'], weight: 7,
    cities: [
      { name: 'Berlin', weight: 8 },
      { name: 'Munich', aliases: ['München', 'Muenchen'], weight: 6 },
      { name: 'Hamburg', weight: 4 },
      { name: 'Frankfurt', aliases: ['Frankfurt am Main'], weight: 4 },
      { name: 'Cologne', aliases: ['Köln', 'Koeln'], weight: 3 },
      { name: 'Stuttgart', weight: 2 },
    ],
  },
  {
    code: 'FR', name: 'France', callingCode: '33', phoneFormat: '6 ## ## ## ##', namePools: ['french', 'french', 'french', 'arabic'], weight: 5,
    cities: [
      { name: 'Paris', weight: 10 },
      { name: 'Lyon', weight: 3 },
      { name: 'Toulouse', weight: 2 },
      { name: 'Bordeaux', weight: 1 },
      { name: 'Nantes', weight: 1 },
    ],
  },
  {
    code: 'CA', name: 'Canada', callingCode: '1', phoneFormat: '### ### ####', namePools: ['anglo', 'anglo', 'french', 'chinese', 'indian'], weight: 4,
    cities: [
      { name: 'Toronto', weight: 8 },
      { name: 'Vancouver', weight: 4 },
      { name: 'Montreal', aliases: ['Montréal'], weight: 4 },
      { name: 'Ottawa', weight: 1 },
      { name: 'Calgary', weight: 1 },
    ],
  },
  {
    code: 'NL', name: 'Netherlands', aliases: ['Holland', 'The Netherlands'], callingCode: '31', phoneFormat: '6 ########', namePools: ['dutch', 'dutch', 'dutch', 'turkish'], weight: 3,
    cities: [
      { name: 'Amsterdam', weight: 8 },
      { name: 'Rotterdam', weight: 3 },
      { name: 'Utrecht', weight: 2 },
      { name: 'Eindhoven', weight: 2 },
      { name: 'The Hague', aliases: ['Den Haag'], weight: 2 },
    ],
  },
  {
    code: 'ES', name: 'Spain', aliases: ['España', 'Espana'], callingCode: '34', phoneFormat: '6## ### ###', namePools: ['hispanic'], weight: 3,
    cities: [
      { name: 'Madrid', weight: 6 },
      { name: 'Barcelona', weight: 6 },
      { name: 'Valencia', weight: 2 },
      { name: 'Seville', aliases: ['Sevilla'], weight: 1 },
      { name: 'Málaga', aliases: ['Malaga'], weight: 1 },
    ],
  },
  {
    code: 'BR', name: 'Brazil', aliases: ['Brasil'], callingCode: '55', phoneFormat: '11 9####-####', namePools: ['portuguese'], weight: 4,
    cities: [
      { name: 'São Paulo', aliases: ['Sao Paulo', 'SP'], weight: 10 },
      { name: 'Rio de Janeiro', aliases: ['Rio'], weight: 4 },
      { name: 'Belo Horizonte', weight: 2 },
      { name: 'Florianópolis', aliases: ['Florianopolis'], weight: 1 },
      { name: 'Curitiba', weight: 1 },
    ],
  },
  {
    code: 'AU', name: 'Australia', callingCode: '61', phoneFormat: '4## ### ###', namePools: ['anglo', 'anglo', 'anglo', 'chinese', 'indian'], weight: 3,
    cities: [
      { name: 'Sydney', weight: 8 },
      { name: 'Melbourne', weight: 7 },
      { name: 'Brisbane', weight: 2 },
      { name: 'Perth', weight: 2 },
    ],
  },
  {
    code: 'SG', name: 'Singapore', callingCode: '65', phoneFormat: '#### ####', namePools: ['chinese', 'southeast_asian', 'indian'], weight: 2,
    cities: [{ name: 'Singapore', weight: 1 }],
  },
  {
    code: 'JP', name: 'Japan', aliases: ['Nippon'], callingCode: '81', phoneFormat: '90-####-####', namePools: ['japanese'], weight: 2,
    cities: [
      { name: 'Tokyo', weight: 10 },
      { name: 'Osaka', weight: 3 },
      { name: 'Kyoto', weight: 1 },
      { name: 'Fukuoka', weight: 1 },
    ],
  },
  {
    code: 'AE', name: 'United Arab Emirates', aliases: ['UAE', 'Emirates', 'U.A.E.'], callingCode: '971', phoneFormat: '5# ### ####', namePools: ['arabic', 'indian', 'anglo'], weight: 2,
    cities: [
      { name: 'Dubai', weight: 6 },
      { name: 'Abu Dhabi', weight: 3 },
    ],
  },
  {
    code: 'SE', name: 'Sweden', aliases: ['Sverige'], callingCode: '46', phoneFormat: '7#-### ## ##', namePools: ['nordic'], weight: 2,
    cities: [
      { name: 'Stockholm', weight: 6 },
      { name: 'Gothenburg', aliases: ['Göteborg', 'Goteborg'], weight: 2 },
      { name: 'Malmö', aliases: ['Malmo'], weight: 1 },
    ],
  },
  {
    code: 'CH', name: 'Switzerland', aliases: ['Schweiz', 'Suisse'], callingCode: '41', phoneFormat: '7# ### ## ##', namePools: ['german', 'german', 'french', 'italian'], weight: 2,
    cities: [
      { name: 'Zurich', aliases: ['Zürich', 'Zuerich'], weight: 5 },
      { name: 'Geneva', aliases: ['Genève', 'Geneve'], weight: 3 },
      { name: 'Basel', weight: 2 },
      { name: 'Lausanne', weight: 1 },
    ],
  },
  {
    code: 'IE', name: 'Ireland', aliases: ['Éire', 'Eire'], callingCode: '353', phoneFormat: '8# ### ####', namePools: ['anglo'], weight: 2,
    cities: [
      { name: 'Dublin', weight: 8 },
      { name: 'Cork', weight: 2 },
      { name: 'Galway', weight: 1 },
    ],
  },
  {
    code: 'IL', name: 'Israel', callingCode: '972', phoneFormat: '5#-###-####', namePools: ['hebrew'], weight: 2,
    cities: [
      { name: 'Tel Aviv', aliases: ['Tel Aviv-Yafo', 'TLV'], weight: 8 },
      { name: 'Jerusalem', weight: 2 },
      { name: 'Haifa', weight: 2 },
    ],
  },
  {
    code: 'PL', name: 'Poland', aliases: ['Polska'], callingCode: '48', phoneFormat: '### ### ###', namePools: ['slavic'], weight: 2,
    cities: [
      { name: 'Warsaw', aliases: ['Warszawa'], weight: 6 },
      { name: 'Kraków', aliases: ['Krakow', 'Cracow'], weight: 4 },
      { name: 'Wrocław', aliases: ['Wroclaw'], weight: 2 },
      { name: 'Gdańsk', aliases: ['Gdansk'], weight: 1 },
    ],
  },
  {
    code: 'NG', name: 'Nigeria', callingCode: '234', phoneFormat: '80# ### ####', namePools: ['african'], weight: 2,
    cities: [
      { name: 'Lagos', weight: 8 },
      { name: 'Abuja', weight: 3 },
      { name: 'Ibadan', weight: 1 },
    ],
  },
  {
    code: 'KE', name: 'Kenya', callingCode: '254', phoneFormat: '7## ######', namePools: ['african'], weight: 1,
    cities: [
      { name: 'Nairobi', weight: 8 },
      { name: 'Mombasa', weight: 1 },
    ],
  },
  {
    code: 'ZA', name: 'South Africa', aliases: ['RSA'], callingCode: '27', phoneFormat: '8# ### ####', namePools: ['african', 'anglo', 'dutch'], weight: 1,
    cities: [
      { name: 'Cape Town', weight: 5 },
      { name: 'Johannesburg', aliases: ['Joburg', 'Jozi'], weight: 5 },
      { name: 'Durban', weight: 1 },
    ],
  },
  {
    code: 'MX', name: 'Mexico', aliases: ['México'], callingCode: '52', phoneFormat: '55 #### ####', namePools: ['hispanic'], weight: 2,
    cities: [
      { name: 'Mexico City', aliases: ['CDMX', 'Ciudad de México', 'Ciudad de Mexico'], weight: 6 },
      { name: 'Guadalajara', weight: 2 },
      { name: 'Monterrey', weight: 2 },
    ],
  },
  {
    code: 'IT', name: 'Italy', aliases: ['Italia'], callingCode: '39', phoneFormat: '3## ### ####', namePools: ['italian'], weight: 2,
    cities: [
      { name: 'Milan', aliases: ['Milano'], weight: 5 },
      { name: 'Rome', aliases: ['Roma'], weight: 4 },
      { name: 'Turin', aliases: ['Torino'], weight: 2 },
      { name: 'Bologna', weight: 1 },
    ],
  },
  {
    code: 'PT', name: 'Portugal', callingCode: '351', phoneFormat: '9## ### ###', namePools: ['portuguese'], weight: 1,
    cities: [
      { name: 'Lisbon', aliases: ['Lisboa'], weight: 5 },
      { name: 'Porto', aliases: ['Oporto'], weight: 2 },
    ],
  },
  {
    code: 'BE', name: 'Belgium', aliases: ['België', 'Belgique'], callingCode: '32', phoneFormat: '4## ## ## ##', namePools: ['dutch', 'french'], weight: 1,
    cities: [
      { name: 'Brussels', aliases: ['Bruxelles', 'Brussel'], weight: 4 },
      { name: 'Antwerp', aliases: ['Antwerpen'], weight: 2 },
      { name: 'Ghent', aliases: ['Gent'], weight: 1 },
    ],
  },
  {
    code: 'AT', name: 'Austria', aliases: ['Österreich', 'Osterreich'], callingCode: '43', phoneFormat: '6## #######', namePools: ['german'], weight: 1,
    cities: [
      { name: 'Vienna', aliases: ['Wien'], weight: 5 },
      { name: 'Graz', weight: 1 },
      { name: 'Linz', weight: 1 },
    ],
  },
  {
    code: 'DK', name: 'Denmark', aliases: ['Danmark'], callingCode: '45', phoneFormat: '## ## ## ##', namePools: ['nordic'], weight: 1,
    cities: [
      { name: 'Copenhagen', aliases: ['København', 'Kobenhavn'], weight: 5 },
      { name: 'Aarhus', weight: 1 },
    ],
  },
  {
    code: 'NO', name: 'Norway', aliases: ['Norge'], callingCode: '47', phoneFormat: '### ## ###', namePools: ['nordic'], weight: 1,
    cities: [
      { name: 'Oslo', weight: 5 },
      { name: 'Bergen', weight: 1 },
      { name: 'Trondheim', weight: 1 },
    ],
  },
  {
    code: 'FI', name: 'Finland', aliases: ['Suomi'], callingCode: '358', phoneFormat: '4# ### ####', namePools: ['nordic'], weight: 1,
    cities: [
      { name: 'Helsinki', weight: 5 },
      { name: 'Espoo', weight: 1 },
      { name: 'Tampere', weight: 1 },
    ],
  },
  {
    code: 'CN', name: 'China', aliases: ['PRC', "People's Republic of China"], callingCode: '86', phoneFormat: '1## #### ####', namePools: ['chinese'], weight: 3,
    cities: [
      { name: 'Shanghai', weight: 6 },
      { name: 'Beijing', aliases: ['Peking'], weight: 6 },
      { name: 'Shenzhen', weight: 4 },
      { name: 'Hangzhou', weight: 2 },
    ],
  },
  {
    code: 'HK', name: 'Hong Kong', aliases: ['HK', 'Hong Kong SAR'], callingCode: '852', phoneFormat: '#### ####', namePools: ['chinese', 'anglo'], weight: 1,
    cities: [{ name: 'Hong Kong', weight: 1 }],
  },
  {
    code: 'KR', name: 'South Korea', aliases: ['Korea', 'Republic of Korea'], callingCode: '82', phoneFormat: '10-####-####', namePools: ['korean'], weight: 2,
    cities: [
      { name: 'Seoul', weight: 8 },
      { name: 'Busan', weight: 2 },
      { name: 'Pangyo', weight: 1 },
    ],
  },
  {
    code: 'AR', name: 'Argentina', callingCode: '54', phoneFormat: '9 11 ####-####', namePools: ['hispanic', 'italian'], weight: 1,
    cities: [
      { name: 'Buenos Aires', aliases: ['CABA'], weight: 6 },
      { name: 'Córdoba', aliases: ['Cordoba'], weight: 1 },
    ],
  },
  {
    code: 'CO', name: 'Colombia', callingCode: '57', phoneFormat: '3## ### ####', namePools: ['hispanic'], weight: 1,
    cities: [
      { name: 'Bogotá', aliases: ['Bogota'], weight: 4 },
      { name: 'Medellín', aliases: ['Medellin'], weight: 3 },
    ],
  },
  {
    code: 'CL', name: 'Chile', callingCode: '56', phoneFormat: '9 #### ####', namePools: ['hispanic'], weight: 1,
    cities: [{ name: 'Santiago', aliases: ['Santiago de Chile'], weight: 1 }],
  },
  {
    code: 'EG', name: 'Egypt', callingCode: '20', phoneFormat: '1## ### ####', namePools: ['arabic'], weight: 1,
    cities: [
      { name: 'Cairo', weight: 5 },
      { name: 'Alexandria', weight: 1 },
    ],
  },
  {
    code: 'SA', name: 'Saudi Arabia', aliases: ['KSA'], callingCode: '966', phoneFormat: '5# ### ####', namePools: ['arabic'], weight: 1,
    cities: [
      { name: 'Riyadh', weight: 4 },
      { name: 'Jeddah', weight: 2 },
    ],
  },
  {
    code: 'TR', name: 'Turkey', aliases: ['Türkiye', 'Turkiye'], callingCode: '90', phoneFormat: '5## ### ## ##', namePools: ['turkish'], weight: 1,
    cities: [
      { name: 'Istanbul', aliases: ['İstanbul'], weight: 6 },
      { name: 'Ankara', weight: 2 },
      { name: 'Izmir', aliases: ['İzmir'], weight: 1 },
    ],
  },
  {
    code: 'CZ', name: 'Czech Republic', aliases: ['Czechia'], callingCode: '420', phoneFormat: '### ### ###', namePools: ['slavic'], weight: 1,
    cities: [
      { name: 'Prague', aliases: ['Praha'], weight: 4 },
      { name: 'Brno', weight: 1 },
    ],
  },
  {
    code: 'RO', name: 'Romania', aliases: ['România'], callingCode: '40', phoneFormat: '7## ### ###', namePools: ['slavic'], weight: 1,
    cities: [
      { name: 'Bucharest', aliases: ['București', 'Bucuresti'], weight: 4 },
      { name: 'Cluj-Napoca', aliases: ['Cluj'], weight: 2 },
    ],
  },
  {
    code: 'UA', name: 'Ukraine', callingCode: '380', phoneFormat: '## ### ## ##', namePools: ['slavic'], weight: 1,
    cities: [
      { name: 'Kyiv', aliases: ['Kiev'], weight: 4 },
      { name: 'Lviv', weight: 2 },
      { name: 'Kharkiv', weight: 1 },
    ],
  },
  {
    code: 'PH', name: 'Philippines', callingCode: '63', phoneFormat: '9## ### ####', namePools: ['southeast_asian'], weight: 1,
    cities: [
      { name: 'Manila', aliases: ['Metro Manila', 'Makati', 'Taguig'], weight: 4 },
      { name: 'Cebu', weight: 1 },
    ],
  },
  {
    code: 'VN', name: 'Vietnam', aliases: ['Viet Nam'], callingCode: '84', phoneFormat: '9# ### ## ##', namePools: ['southeast_asian'], weight: 1,
    cities: [
      { name: 'Ho Chi Minh City', aliases: ['Saigon', 'HCMC'], weight: 4 },
      { name: 'Hanoi', aliases: ['Ha Noi'], weight: 3 },
    ],
  },
  {
    code: 'ID', name: 'Indonesia', callingCode: '62', phoneFormat: '8##-####-####', namePools: ['southeast_asian'], weight: 1,
    cities: [
      { name: 'Jakarta', weight: 5 },
      { name: 'Bandung', weight: 1 },
    ],
  },
  {
    code: 'MY', name: 'Malaysia', callingCode: '60', phoneFormat: '1#-### ####', namePools: ['southeast_asian', 'chinese', 'indian'], weight: 1,
    cities: [
      { name: 'Kuala Lumpur', aliases: ['KL'], weight: 4 },
      { name: 'Penang', weight: 1 },
    ],
  },
  {
    code: 'NZ', name: 'New Zealand', aliases: ['NZ', 'Aotearoa'], callingCode: '64', phoneFormat: '2# ### ####', namePools: ['anglo'], weight: 1,
    cities: [
      { name: 'Auckland', weight: 4 },
      { name: 'Wellington', weight: 2 },
    ],
  },
  {
    code: 'EE', name: 'Estonia', aliases: ['Eesti'], callingCode: '372', phoneFormat: '5### ####', namePools: ['nordic', 'slavic'], weight: 1,
    cities: [{ name: 'Tallinn', weight: 1 }],
  },
];

// ---------------------------------------------------------------------------------------------
// Industries
// ---------------------------------------------------------------------------------------------

const INDUSTRIES: Industry[] = [
  { key: 'fintech', name: 'Fintech', aliases: ['financial technology', 'payments', 'fin tech', 'financial services technology', 'neobank'] },
  { key: 'saas', name: 'SaaS', aliases: ['software', 'software as a service', 'b2b software', 'enterprise software', 'cloud software'] },
  { key: 'ecommerce', name: 'E-commerce', aliases: ['e-commerce', 'retail tech', 'online retail', 'e commerce', 'retail', 'marketplace', 'marketplaces'] },
  { key: 'healthcare', name: 'Healthcare', aliases: ['healthtech', 'health tech', 'health', 'medtech', 'digital health', 'hospital', 'hospitals'] },
  { key: 'banking', name: 'Banking', aliases: ['bank', 'banks', 'investment banking', 'retail banking'] },
  { key: 'insurance', name: 'Insurance', aliases: ['insurtech', 'insurer', 'insurers'] },
  { key: 'consulting', name: 'Consulting', aliases: ['management consulting', 'consultancy', 'professional services', 'advisory'] },
  { key: 'gaming', name: 'Gaming', aliases: ['games', 'video games', 'game development', 'esports'] },
  { key: 'edtech', name: 'Edtech', aliases: ['education technology', 'education', 'e-learning', 'online learning'] },
  { key: 'logistics', name: 'Logistics', aliases: ['supply chain', 'shipping', 'freight', 'delivery', 'transportation'] },
  { key: 'cybersecurity', name: 'Cybersecurity', aliases: ['security', 'cyber security', 'infosec', 'information security'] },
  { key: 'telecommunications', name: 'Telecommunications', aliases: ['telecom', 'telecoms', 'telco', 'telcos'] },
  { key: 'media', name: 'Media', aliases: ['publishing', 'entertainment', 'streaming', 'news', 'advertising'] },
  { key: 'automotive', name: 'Automotive', aliases: ['cars', 'mobility', 'electric vehicles', 'ev', 'auto'] },
  { key: 'energy', name: 'Energy', aliases: ['cleantech', 'climate tech', 'renewables', 'renewable energy', 'oil and gas', 'utilities'] },
  { key: 'manufacturing', name: 'Manufacturing', aliases: ['industrial', 'industry 4.0', 'hardware', 'factories'] },
  { key: 'real_estate', name: 'Real Estate', aliases: ['real estate', 'proptech', 'property', 'property tech'] },
  { key: 'travel', name: 'Travel', aliases: ['travel tech', 'hospitality', 'tourism', 'airlines'] },
  { key: 'biotech', name: 'Biotech', aliases: ['biotechnology', 'life sciences', 'pharma', 'pharmaceuticals'] },
  { key: 'ai', name: 'Artificial Intelligence', aliases: ['artificial intelligence', 'machine learning', 'generative ai', 'genai', 'a.i.'] },
  { key: 'hr_tech', name: 'HR Tech', aliases: ['hr tech', 'hrtech', 'recruiting software', 'workforce software'] },
  { key: 'crypto', name: 'Crypto', aliases: ['web3', 'blockchain', 'cryptocurrency', 'defi'] },
  { key: 'food', name: 'Food & Beverage', aliases: ['food tech', 'foodtech', 'food delivery', 'restaurants', 'f&b'] },
  { key: 'legal', name: 'Legal Tech', aliases: ['legal', 'legaltech', 'law', 'legal tech'] },
];

// ---------------------------------------------------------------------------------------------
// Schools and degrees
// ---------------------------------------------------------------------------------------------

const SCHOOLS: School[] = [
  // United States
  { name: 'Stanford University', aliases: ['Stanford'], countryCode: 'US', tier: 1 },
  { name: 'Massachusetts Institute of Technology', aliases: ['MIT'], countryCode: 'US', tier: 1 },
  { name: 'Harvard University', aliases: ['Harvard', 'Harvard Business School', 'HBS'], countryCode: 'US', tier: 1 },
  { name: 'University of California, Berkeley', aliases: ['UC Berkeley', 'Berkeley', 'UCB'], countryCode: 'US', tier: 1 },
  { name: 'Carnegie Mellon University', aliases: ['CMU', 'Carnegie Mellon'], countryCode: 'US', tier: 1 },
  { name: 'Princeton University', aliases: ['Princeton'], countryCode: 'US', tier: 1 },
  { name: 'Columbia University', aliases: ['Columbia'], countryCode: 'US', tier: 1 },
  { name: 'University of Pennsylvania', aliases: ['UPenn', 'Penn', 'Wharton'], countryCode: 'US', tier: 1 },
  { name: 'Cornell University', aliases: ['Cornell'], countryCode: 'US', tier: 1 },
  { name: 'University of Michigan', aliases: ['UMich', 'Michigan'], countryCode: 'US', tier: 2 },
  { name: 'University of Texas at Austin', aliases: ['UT Austin'], countryCode: 'US', tier: 2 },
  { name: 'Georgia Institute of Technology', aliases: ['Georgia Tech'], countryCode: 'US', tier: 2 },
  { name: 'University of Washington', aliases: ['UW'], countryCode: 'US', tier: 2 },
  { name: 'University of California, Los Angeles', aliases: ['UCLA'], countryCode: 'US', tier: 2 },
  { name: 'New York University', aliases: ['NYU'], countryCode: 'US', tier: 2 },
  { name: 'University of Illinois Urbana-Champaign', aliases: ['UIUC', 'University of Illinois'], countryCode: 'US', tier: 2 },
  { name: 'Arizona State University', aliases: ['ASU'], countryCode: 'US', tier: 3 },
  { name: 'Boston University', aliases: ['BU'], countryCode: 'US', tier: 3 },
  // United Kingdom
  { name: 'University of Oxford', aliases: ['Oxford', 'Oxford University'], countryCode: 'GB', tier: 1 },
  { name: 'University of Cambridge', aliases: ['Cambridge', 'Cambridge University'], countryCode: 'GB', tier: 1 },
  { name: 'Imperial College London', aliases: ['Imperial', 'Imperial College'], countryCode: 'GB', tier: 1 },
  { name: 'London Business School', aliases: ['LBS'], countryCode: 'GB', tier: 1 },
  { name: 'University College London', aliases: ['UCL'], countryCode: 'GB', tier: 1 },
  { name: 'London School of Economics', aliases: ['LSE'], countryCode: 'GB', tier: 1 },
  { name: 'University of Edinburgh', aliases: ['Edinburgh University'], countryCode: 'GB', tier: 2 },
  { name: 'University of Manchester', aliases: ['Manchester University'], countryCode: 'GB', tier: 2 },
  { name: "King's College London", aliases: ['KCL', "King's College"], countryCode: 'GB', tier: 2 },
  { name: 'University of Bristol', aliases: ['Bristol University'], countryCode: 'GB', tier: 3 },
  // Germany, Switzerland, Austria
  { name: 'Technical University of Munich', aliases: ['TUM', 'TU Munich', 'TU München', 'Technische Universität München'], countryCode: 'DE', tier: 1 },
  { name: 'Ludwig Maximilian University of Munich', aliases: ['LMU', 'LMU Munich'], countryCode: 'DE', tier: 2 },
  { name: 'Humboldt University of Berlin', aliases: ['Humboldt', 'HU Berlin'], countryCode: 'DE', tier: 2 },
  { name: 'Technical University of Berlin', aliases: ['TU Berlin'], countryCode: 'DE', tier: 2 },
  { name: 'RWTH Aachen University', aliases: ['RWTH', 'RWTH Aachen'], countryCode: 'DE', tier: 2 },
  { name: 'Karlsruhe Institute of Technology', aliases: ['KIT'], countryCode: 'DE', tier: 2 },
  { name: 'University of Hamburg', aliases: ['Universität Hamburg'], countryCode: 'DE', tier: 3 },
  { name: 'Goethe University Frankfurt', aliases: ['Goethe University'], countryCode: 'DE', tier: 3 },
  { name: 'ETH Zurich', aliases: ['ETH', 'ETHZ', 'ETH Zürich'], countryCode: 'CH', tier: 1 },
  { name: 'EPFL', aliases: ['École Polytechnique Fédérale de Lausanne', 'Ecole Polytechnique Federale de Lausanne'], countryCode: 'CH', tier: 1 },
  { name: 'University of Vienna', aliases: ['Universität Wien'], countryCode: 'AT', tier: 2 },
  { name: 'TU Wien', aliases: ['Vienna University of Technology'], countryCode: 'AT', tier: 2 },
  // France, Benelux, Southern Europe
  { name: 'INSEAD', countryCode: 'FR', tier: 1 },
  { name: 'Sorbonne University', aliases: ['Sorbonne', 'Sorbonne Université'], countryCode: 'FR', tier: 2 },
  { name: 'École Polytechnique', aliases: ['Polytechnique', 'Ecole Polytechnique'], countryCode: 'FR', tier: 1 },
  { name: 'HEC Paris', aliases: ['HEC'], countryCode: 'FR', tier: 1 },
  { name: 'Sciences Po', aliases: ['Sciences Po Paris'], countryCode: 'FR', tier: 2 },
  { name: 'University of Lyon', aliases: ['Université de Lyon'], countryCode: 'FR', tier: 3 },
  { name: 'University of Amsterdam', aliases: ['UvA'], countryCode: 'NL', tier: 2 },
  { name: 'Delft University of Technology', aliases: ['TU Delft', 'Delft'], countryCode: 'NL', tier: 1 },
  { name: 'Erasmus University Rotterdam', aliases: ['Erasmus'], countryCode: 'NL', tier: 2 },
  { name: 'KU Leuven', aliases: ['Leuven'], countryCode: 'BE', tier: 2 },
  { name: 'Universidad Complutense de Madrid', aliases: ['Complutense', 'UCM'], countryCode: 'ES', tier: 2 },
  { name: 'Universitat Politècnica de Catalunya', aliases: ['UPC', 'Universitat Politecnica de Catalunya'], countryCode: 'ES', tier: 2 },
  { name: 'IE Business School', aliases: ['IE University'], countryCode: 'ES', tier: 1 },
  { name: 'IESE Business School', aliases: ['IESE'], countryCode: 'ES', tier: 1 },
  { name: 'Politecnico di Milano', aliases: ['PoliMi', 'Polimi'], countryCode: 'IT', tier: 2 },
  { name: 'Bocconi University', aliases: ['Bocconi', 'Università Bocconi'], countryCode: 'IT', tier: 1 },
  { name: 'Sapienza University of Rome', aliases: ['Sapienza'], countryCode: 'IT', tier: 3 },
  { name: 'University of Lisbon', aliases: ['Universidade de Lisboa', 'ULisboa'], countryCode: 'PT', tier: 2 },
  { name: 'University of Porto', aliases: ['Universidade do Porto'], countryCode: 'PT', tier: 3 },
  // Nordics, Ireland, Central/Eastern Europe
  { name: 'KTH Royal Institute of Technology', aliases: ['KTH'], countryCode: 'SE', tier: 1 },
  { name: 'Stockholm School of Economics', aliases: ['SSE'], countryCode: 'SE', tier: 2 },
  { name: 'University of Copenhagen', aliases: ['Copenhagen University'], countryCode: 'DK', tier: 2 },
  { name: 'Technical University of Denmark', aliases: ['DTU'], countryCode: 'DK', tier: 2 },
  { name: 'University of Oslo', aliases: ['UiO'], countryCode: 'NO', tier: 2 },
  { name: 'Norwegian University of Science and Technology', aliases: ['NTNU'], countryCode: 'NO', tier: 2 },
  { name: 'Aalto University', aliases: ['Aalto'], countryCode: 'FI', tier: 2 },
  { name: 'University of Helsinki', countryCode: 'FI', tier: 2 },
  { name: 'University of Tartu', aliases: ['Tartu'], countryCode: 'EE', tier: 3 },
  { name: 'Trinity College Dublin', aliases: ['TCD', 'Trinity College'], countryCode: 'IE', tier: 2 },
  { name: 'University College Dublin', aliases: ['UCD'], countryCode: 'IE', tier: 2 },
  { name: 'University of Warsaw', aliases: ['Uniwersytet Warszawski'], countryCode: 'PL', tier: 2 },
  { name: 'Warsaw University of Technology', aliases: ['Politechnika Warszawska'], countryCode: 'PL', tier: 2 },
  { name: 'AGH University of Science and Technology', aliases: ['AGH'], countryCode: 'PL', tier: 3 },
  { name: 'Charles University', aliases: ['Univerzita Karlova'], countryCode: 'CZ', tier: 2 },
  { name: 'Czech Technical University in Prague', aliases: ['CTU', 'ČVUT', 'CVUT'], countryCode: 'CZ', tier: 3 },
  { name: 'University of Bucharest', countryCode: 'RO', tier: 3 },
  { name: 'Politehnica University of Bucharest', aliases: ['Politehnica Bucharest', 'UPB'], countryCode: 'RO', tier: 3 },
  { name: 'Taras Shevchenko National University of Kyiv', aliases: ['KNU', 'Kyiv University'], countryCode: 'UA', tier: 3 },
  { name: 'Igor Sikorsky Kyiv Polytechnic Institute', aliases: ['KPI', 'Kyiv Polytechnic'], countryCode: 'UA', tier: 3 },
  { name: 'Boğaziçi University', aliases: ['Bogazici University', 'Bogazici'], countryCode: 'TR', tier: 2 },
  { name: 'Middle East Technical University', aliases: ['METU', 'ODTÜ', 'ODTU'], countryCode: 'TR', tier: 2 },
  // Americas
  { name: 'University of Toronto', aliases: ['UofT', 'U of T'], countryCode: 'CA', tier: 1 },
  { name: 'University of Waterloo', aliases: ['Waterloo'], countryCode: 'CA', tier: 1 },
  { name: 'McGill University', aliases: ['McGill'], countryCode: 'CA', tier: 1 },
  { name: 'University of British Columbia', aliases: ['UBC'], countryCode: 'CA', tier: 1 },
  { name: 'University of São Paulo', aliases: ['USP', 'Universidade de São Paulo', 'University of Sao Paulo'], countryCode: 'BR', tier: 1 },
  { name: 'University of Campinas', aliases: ['Unicamp'], countryCode: 'BR', tier: 2 },
  { name: 'Federal University of Rio de Janeiro', aliases: ['UFRJ'], countryCode: 'BR', tier: 2 },
  { name: 'Fundação Getulio Vargas', aliases: ['FGV', 'Fundacao Getulio Vargas'], countryCode: 'BR', tier: 2 },
  { name: 'National Autonomous University of Mexico', aliases: ['UNAM'], countryCode: 'MX', tier: 2 },
  { name: 'Tecnológico de Monterrey', aliases: ['Tec de Monterrey', 'ITESM', 'Tecnologico de Monterrey'], countryCode: 'MX', tier: 2 },
  { name: 'University of Buenos Aires', aliases: ['UBA'], countryCode: 'AR', tier: 2 },
  { name: 'Universidad de los Andes', aliases: ['Uniandes'], countryCode: 'CO', tier: 2 },
  { name: 'Pontifical Catholic University of Chile', aliases: ['PUC Chile', 'UC Chile'], countryCode: 'CL', tier: 2 },
  // Asia Pacific
  { name: 'Indian Institute of Technology Bombay', aliases: ['IIT Bombay', 'IITB'], countryCode: 'IN', tier: 1 },
  { name: 'Indian Institute of Technology Delhi', aliases: ['IIT Delhi', 'IITD'], countryCode: 'IN', tier: 1 },
  { name: 'Indian Institute of Technology Madras', aliases: ['IIT Madras', 'IITM'], countryCode: 'IN', tier: 1 },
  { name: 'Indian Institute of Science', aliases: ['IISc'], countryCode: 'IN', tier: 1 },
  { name: 'Indian Institute of Management Ahmedabad', aliases: ['IIM Ahmedabad', 'IIMA'], countryCode: 'IN', tier: 1 },
  { name: 'BITS Pilani', aliases: ['Birla Institute of Technology and Science', 'BITS'], countryCode: 'IN', tier: 2 },
  { name: 'Vellore Institute of Technology', aliases: ['VIT'], countryCode: 'IN', tier: 3 },
  { name: 'University of Mumbai', aliases: ['Mumbai University'], countryCode: 'IN', tier: 3 },
  { name: 'Anna University', countryCode: 'IN', tier: 3 },
  { name: 'National University of Singapore', aliases: ['NUS'], countryCode: 'SG', tier: 1 },
  { name: 'Nanyang Technological University', aliases: ['NTU', 'NTU Singapore'], countryCode: 'SG', tier: 1 },
  { name: 'Tsinghua University', aliases: ['Tsinghua'], countryCode: 'CN', tier: 1 },
  { name: 'Peking University', aliases: ['PKU', 'Beida'], countryCode: 'CN', tier: 1 },
  { name: 'Fudan University', aliases: ['Fudan'], countryCode: 'CN', tier: 2 },
  { name: 'Zhejiang University', aliases: ['ZJU'], countryCode: 'CN', tier: 2 },
  { name: 'University of Hong Kong', aliases: ['HKU'], countryCode: 'HK', tier: 1 },
  { name: 'Hong Kong University of Science and Technology', aliases: ['HKUST'], countryCode: 'HK', tier: 1 },
  { name: 'University of Tokyo', aliases: ['Todai', 'UTokyo'], countryCode: 'JP', tier: 1 },
  { name: 'Kyoto University', aliases: ['Kyodai'], countryCode: 'JP', tier: 1 },
  { name: 'Keio University', aliases: ['Keio'], countryCode: 'JP', tier: 2 },
  { name: 'Waseda University', aliases: ['Waseda'], countryCode: 'JP', tier: 2 },
  { name: 'Seoul National University', aliases: ['SNU'], countryCode: 'KR', tier: 1 },
  { name: 'KAIST', aliases: ['Korea Advanced Institute of Science and Technology'], countryCode: 'KR', tier: 1 },
  { name: 'Yonsei University', aliases: ['Yonsei'], countryCode: 'KR', tier: 2 },
  { name: 'University of Melbourne', aliases: ['Melbourne University', 'UniMelb'], countryCode: 'AU', tier: 1 },
  { name: 'University of Sydney', aliases: ['Sydney University', 'USyd'], countryCode: 'AU', tier: 1 },
  { name: 'University of New South Wales', aliases: ['UNSW'], countryCode: 'AU', tier: 2 },
  { name: 'Monash University', aliases: ['Monash'], countryCode: 'AU', tier: 2 },
  { name: 'University of Auckland', countryCode: 'NZ', tier: 2 },
  { name: 'University of the Philippines', aliases: ['UP Diliman'], countryCode: 'PH', tier: 2 },
  { name: 'Ateneo de Manila University', aliases: ['Ateneo'], countryCode: 'PH', tier: 3 },
  { name: 'Vietnam National University', aliases: ['VNU'], countryCode: 'VN', tier: 3 },
  { name: 'University of Indonesia', aliases: ['Universitas Indonesia'], countryCode: 'ID', tier: 2 },
  { name: 'Bandung Institute of Technology', aliases: ['ITB', 'Institut Teknologi Bandung'], countryCode: 'ID', tier: 2 },
  { name: 'University of Malaya', countryCode: 'MY', tier: 2 },
  // Middle East and Africa
  { name: 'Technion – Israel Institute of Technology', aliases: ['Technion', 'Technion - Israel Institute of Technology'], countryCode: 'IL', tier: 1 },
  { name: 'Tel Aviv University', aliases: ['TAU'], countryCode: 'IL', tier: 1 },
  { name: 'Hebrew University of Jerusalem', aliases: ['Hebrew University', 'HUJI'], countryCode: 'IL', tier: 2 },
  { name: 'Khalifa University', countryCode: 'AE', tier: 2 },
  { name: 'American University of Sharjah', countryCode: 'AE', tier: 3 },
  { name: 'King Abdullah University of Science and Technology', aliases: ['KAUST'], countryCode: 'SA', tier: 1 },
  { name: 'King Saud University', aliases: ['KSU'], countryCode: 'SA', tier: 3 },
  { name: 'American University in Cairo', aliases: ['AUC'], countryCode: 'EG', tier: 2 },
  { name: 'Cairo University', countryCode: 'EG', tier: 3 },
  { name: 'University of Lagos', aliases: ['UNILAG'], countryCode: 'NG', tier: 2 },
  { name: 'Obafemi Awolowo University', aliases: ['OAU'], countryCode: 'NG', tier: 3 },
  { name: 'Covenant University', countryCode: 'NG', tier: 3 },
  { name: 'University of Nairobi', aliases: ['UoN'], countryCode: 'KE', tier: 2 },
  { name: 'Strathmore University', aliases: ['Strathmore'], countryCode: 'KE', tier: 3 },
  { name: 'University of Cape Town', aliases: ['UCT'], countryCode: 'ZA', tier: 1 },
  { name: 'University of the Witwatersrand', aliases: ['Wits', 'Wits University'], countryCode: 'ZA', tier: 2 },
  { name: 'Stellenbosch University', aliases: ['Stellenbosch'], countryCode: 'ZA', tier: 2 },
];

const DEGREES: Degree[] = [
  { level: 'bachelor', names: ['BSc', 'BA', 'BEng', 'BBA', 'BCom', 'BTech'], aliases: ["bachelor's", 'bachelors', 'bachelor', 'undergraduate', 'undergrad', 'b.sc.', 'b.sc', 'bs', 'b.a.', 'bachelor of science', 'bachelor of arts', 'bachelor of engineering'] },
  { level: 'master', names: ['MSc', 'MA', 'MEng', 'MS', 'MTech'], aliases: ["master's", 'masters', 'master', 'graduate degree', 'm.sc.', 'm.sc', 'master of science', 'master of arts', 'master of engineering'] },
  { level: 'mba', names: ['MBA', 'Executive MBA'], aliases: ['m.b.a.', 'emba', 'master of business administration', 'business school'] },
  { level: 'phd', names: ['PhD', 'DPhil'], aliases: ['doctorate', 'ph.d.', 'ph.d', 'doctoral', 'doctor of philosophy', 'phds'] },
];

const FIELDS_OF_STUDY: string[] = [
  'Computer Science', 'Software Engineering', 'Electrical Engineering', 'Mathematics', 'Statistics', 'Physics', 'Data Science', 'Information Systems',
  'Mechanical Engineering', 'Industrial Engineering', 'Business Administration', 'Economics', 'Finance', 'Accounting', 'Marketing', 'Communications',
  'Psychology', 'Human Resources Management', 'Sociology', 'Graphic Design', 'Industrial Design', 'Human-Computer Interaction', 'Fine Arts', 'International Relations',
  'Law', 'Operations Research', 'Supply Chain Management', 'Journalism', 'Political Science', 'Biology', 'Chemistry', 'Management',
];

// ---------------------------------------------------------------------------------------------
// Company names
// ---------------------------------------------------------------------------------------------

const COMPANY_NAME_PARTS: Vocabulary['companyNameParts'] = {
  curated: [
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
  ],
  /** First part of a generated name. */
  prefixes: [
    'North', 'Blue', 'Bright', 'Nova', 'Quant', 'Stack', 'Cloud', 'Data', 'Swift', 'Apex', 'Lumen', 'Terra', 'Vertex', 'Zen', 'Pixel', 'Iron',
    'Silver', 'Green', 'Red', 'Open', 'Clear', 'Deep', 'Sky', 'Star', 'Sun', 'Bolt', 'Core', 'Flux', 'Hyper', 'Aero', 'Aqua', 'Arc',
    'Atlas', 'Beacon', 'Birch', 'Cedar', 'Cobalt', 'Coral', 'Crest', 'Delta', 'Echo', 'Ember', 'Falcon', 'Fern', 'Granite', 'Harbor', 'Helix', 'Indigo',
    'Juniper', 'Kite', 'Lark', 'Maple', 'Meridian', 'Nimbus', 'Oak', 'Onyx', 'Orion', 'Pine', 'Polar', 'Prism', 'Quill', 'Raven', 'Sage', 'Summit',
    'Tidal', 'Umbra', 'Vela', 'Willow', 'Zephyr', 'Kinetic', 'Lattice', 'Mosaic', 'Nexa', 'Otter', 'Pilot', 'Radiant', 'Solace', 'Trail', 'Vivid', 'Wren',
  ],
  /**
   * Second part. A leading space makes it a separate word ('Atlas Labs'); otherwise it is joined ('Atlasly').
   * Words hint at an industry (Pay -> fintech, Health -> healthcare) which the generator uses.
   */
  suffixes: [
    'ly', 'io', 'ify', 'hub', 'base', 'wise', 'stack', 'wave', 'forge', 'path', 'grid', 'loop', 'nest', 'spark', 'flow', 'ware',
    'pay', 'health', 'bank', 'learn', 'cart', 'ship', 'guard', 'play', 'care', 'mind', 'works', 'labs', 'logic', 'point', 'scale', 'bridge',
    ' Labs', ' Systems', ' Technologies', ' Analytics', ' Robotics', ' Dynamics', ' Group', ' Partners', ' Capital', ' Energy', ' Motors', ' Games', ' Media', ' Logistics', ' Networks', ' Security',
    ' Bio', ' Studio', ' Health', ' Insurance', ' Telecom', ' Travel', ' Homes', ' AI', ' Software', ' Commerce', ' Bank', ' Learning', ' Mobility', ' Foods', ' Legal', ' Consulting',
  ],
};

export const VOCABULARY: Vocabulary = {
  functions: FUNCTIONS,
  countries: COUNTRIES,
  namePools: NAME_POOLS,
  industries: INDUSTRIES,
  schools: SCHOOLS,
  degrees: DEGREES,
  fieldsOfStudy: FIELDS_OF_STUDY,
  companyNameParts: COMPANY_NAME_PARTS,
};
