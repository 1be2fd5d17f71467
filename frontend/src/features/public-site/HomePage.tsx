import { useRef } from 'react';
import { useAppSelector } from '../../lib/store/hooks';
import { selectIsAuthenticated } from '../../lib/session/authSlice';
import { CommunityBlock } from './components/CommunityBlock';
import { FaqSection } from './components/FaqSection';
import { FeatureCards } from './components/FeatureCards';
import { GameOverview } from './components/GameOverview';
import { Hero } from './components/Hero';
import { StatsTiles } from './components/StatsTiles';
import { StayUpdatedCard } from './components/StayUpdatedCard';
import { WaitlistCard } from './components/WaitlistCard';
import { Container } from '@chakra-ui/react';

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
      <Container maxW="2xl" mt={{ base: '10', md: '14' }}>
        <WaitlistCard />
      </Container>
      <GameOverview ref={overviewRef} />
      <FeatureCards ref={featuresRef} />
      <CommunityBlock />
      <FaqSection />
      <StayUpdatedCard />
    </>
  );
}
