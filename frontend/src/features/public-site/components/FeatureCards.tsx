import { Box, Button, Container, Heading, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { forwardRef, type ReactNode } from 'react';
import { LuArrowRight, LuFlaskConical, LuSprout, LuTrophy } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { SectionHeading } from './SectionHeading';

export interface FeatureCard {
  icon: ReactNode;
  title: string;
  text: string;
}

/** The spec shows at most three cards by default. */
export const MAX_FEATURE_CARDS = 3;

export const FEATURES: FeatureCard[] = [
  {
    icon: <LuSprout />,
    title: 'Master Viticulture',
    text: 'Buy plots, read their soil and slope, and plant vineyard blocks with the varieties and trellis systems that suit them.',
  },
  {
    icon: <LuFlaskConical />,
    title: 'Craft Fine Wines',
    text: 'Harvest at the right moment, then ferment, age and bottle wines whose quality reflects every decision you made.',
  },
  {
    icon: <LuTrophy />,
    title: 'Build Your Empire',
    text: 'Grow from a boutique estate to a commercial house, trade land on the marketplace and earn a reputation that opens doors.',
  },
];

export const FeatureCards = forwardRef<HTMLHeadingElement, { features?: FeatureCard[] }>(function FeatureCards(
  { features = FEATURES },
  headingRef,
) {
  return (
    <Box as="section" aria-labelledby="features-title" bg="bg.subtle" py={{ base: '16', md: '24' }}>
      <Container maxW="6xl">
        <Stack gap="12">
          <SectionHeading id="features-title" ref={headingRef} eyebrow="Features" title="Everything a winemaker needs">
            Three pillars of play, with many more on the way.
          </SectionHeading>
          <SimpleGrid as="ul" listStyle="none" columns={{ base: 1, md: 3 }} gap="6">
            {features.slice(0, MAX_FEATURE_CARDS).map((feature) => (
              <Box
                as="li"
                key={feature.title}
                bg="bg.panel"
                rounded="xl"
                borderWidth="1px"
                borderColor="border.muted"
                p="7"
                boxShadow="xs"
                transition="transform 0.2s ease, box-shadow 0.2s ease"
                _hover={{ transform: 'translateY(-2px)', boxShadow: 'md' }}
              >
                <Stack gap="4">
                  <Box
                    boxSize="12"
                    rounded="lg"
                    bg="wine.solid"
                    color="gold.200"
                    display="flex"
                    alignItems="center"
                    justifyContent="center"
                  >
                    <Icon boxSize="6" aria-hidden>
                      {feature.icon}
                    </Icon>
                  </Box>
                  <Heading as="h3" size="lg" color="wine.800">
                    {feature.title}
                  </Heading>
                  <Text color="fg.muted">{feature.text}</Text>
                </Stack>
              </Box>
            ))}
          </SimpleGrid>
          <Box textAlign="center">
            <Button asChild variant="outline" size="lg">
              <RouterLink to={paths.roadmap}>
                See the development roadmap <LuArrowRight aria-hidden />
              </RouterLink>
            </Button>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
});
