import BulbOutlined from '@ant-design/icons-svg/es/asn/BulbOutlined';
import ContactsOutlined from '@ant-design/icons-svg/es/asn/ContactsOutlined';
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import { Icon } from './Icon';
import { FEATURES_ID } from './TopBar';
import styles from './landing.module.css';

const FEATURES: { title: string; icon: IconDefinition; text: string }[] = [
  {
    title: 'Search without borders',
    icon: GlobalOutlined,
    text: 'Search the open web with keywords, boolean operators (AND, OR, NOT) or a plain-language description of the person you need. Filter by role, company, skills and location, and find people wherever they are.',
  },
  {
    title: 'Find Contact',
    icon: ContactsOutlined,
    text: "Reveal a prospect's e-mail addresses and phone numbers together with their online footprint: social profiles and public work. You see what is there before you pay; one credit per profile, nothing when no contact is verified or likely, and a revealed profile stays revealed.",
  },
  {
    title: 'Insights',
    icon: BulbOutlined,
    text: 'Get an AI-written profile summary, career progression, a skills assessment, a SWOT analysis and role recommendations: decision-ready insights to share with your hiring team.',
  },
];

export function Features() {
  return (
    <section id={FEATURES_ID} tabIndex={-1} aria-labelledby="features-title" className={styles.features}>
      <h2 id="features-title" className={styles.sectionTitle}>
        Everything you need to reach the right people
      </h2>
      <p className={styles.sectionLead}>From the first search to the first conversation, in one place.</p>
      <div className={styles.featureGrid}>
        {FEATURES.map((f) => (
          <article key={f.title} className={styles.feature}>
            <span className={styles.featureIcon} aria-hidden="true">
              <Icon icon={f.icon} />
            </span>
            <h3 className={styles.featureTitle}>{f.title}</h3>
            <p className={styles.featureText}>{f.text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
