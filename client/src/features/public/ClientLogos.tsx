import styles from './landing.module.css';

/** Wordmarks of (fictional) client companies, drawn for the project: client/public/media/logos. */
const LOGOS = [
  { src: '/media/logos/northpeak.svg', alt: 'Northpeak', width: 132 },
  { src: '/media/logos/quorra-labs.svg', alt: 'Quorra Labs', width: 140 },
  { src: '/media/logos/helio-co.svg', alt: 'Helio & Co', width: 118 },
  { src: '/media/logos/vantaforge.svg', alt: 'Vantaforge', width: 164 },
  { src: '/media/logos/orbitly.svg', alt: 'Orbitly', width: 104 },
  { src: '/media/logos/kestrel-bank.svg', alt: 'Kestrel Bank', width: 144 },
] as const;

export function ClientLogos() {
  return (
    <section aria-labelledby="clients-title" className={styles.clients}>
      <h2 id="clients-title" className={styles.clientsTitle}>
        Trusted by talent and sales teams at
      </h2>
      <ul className={styles.logoRow}>
        {LOGOS.map((logo) => (
          <li key={logo.src}>
            <img src={logo.src} alt={logo.alt} width={logo.width} height={32} loading="lazy" decoding="async" />
          </li>
        ))}
      </ul>
    </section>
  );
}
