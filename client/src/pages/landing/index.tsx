import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Features } from '../../features/public/Features';
import { Hero } from '../../features/public/Hero';
import { PUBLIC_PAGES } from '../../features/public/publicPages';
import { PublicLayout } from '../../features/public/PublicLayout';
import { scrollToSection } from '../../features/public/scroll';
import { Stats } from '../../features/public/Stats';
import publicStyles from '../../features/public/public.module.css';

/** Landing page, route `/` (docs/product-spec.md §2). Light on purpose: plain elements, no antd, no Apollo. */
export function Component() {
  const { hash } = useLocation();

  // Arriving from another page's "Features" button (/#features): go to the section once it exists.
  useEffect(() => {
    if (hash.length > 1) scrollToSection(decodeURIComponent(hash.slice(1)));
  }, [hash]);

  return (
    <PublicLayout title={PUBLIC_PAGES.landing.title}>
      <div className={publicStyles.container}>
        <Hero />
        <Stats />
        <Features />
      </div>
    </PublicLayout>
  );
}
