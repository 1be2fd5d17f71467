import { useRef } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectIsAuthenticated } from '../auth/authSlice';
import { CommunityBlock } from './components/CommunityBlock';
import { FaqSection } from './components/FaqSection';
import { FeatureCards } from './components/FeatureCards';
import { GameOverview } from './components/GameOverview';
import { Hero } from './components/Hero';
import { StatsTiles } from './components/StatsTiles';

function reveal(heading: HTMLHeadingElement | null) {
  if (!heading) return;
  heading.scrollIntoView({ behavior: 'smooth', block: 'start' });
  heading.focus({ preventScroll: true });
}

/** The public home page (`/`). */
export function HomePage() {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const overviewRef = useRef<HTMLHeadingElement>(null);
  const featuresRef = useRef<HTMLHeadingElement>(null);

  return (
    <>
      <Hero
        isAuthenticated={isAuthenticated}
        onLearnMore={() => reveal(overviewRef.current)}
        onSeeFeatures={() => reveal(featuresRef.current)}
      />
      <StatsTiles />
      <GameOverview ref={overviewRef} />
      <FeatureCards ref={featuresRef} />
      <CommunityBlock />
      <FaqSection />
    </>
  );
}
