import { Badge, Box, Button, Container, Grid, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuArrowRight, LuFlaskConical, LuGrape, LuSprout, LuStore, LuTrophy } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { RotatingWord } from './RotatingWord';

export interface HeroProps {
  isAuthenticated: boolean;
  onLearnMore: () => void;
  onSeeFeatures: () => void;
}

const LOOP: { icon: ReactNode; title: string; text: string }[] = [
  { icon: <LuSprout />, title: 'Plant', text: 'Choose varieties that suit your soil and climate.' },
  { icon: <LuGrape />, title: 'Harvest', text: 'Pick at the right moment for the style you want.' },
  { icon: <LuFlaskConical />, title: 'Craft', text: 'Ferment, age and blend your own vintages.' },
  { icon: <LuStore />, title: 'Trade', text: 'Sell wine, buy land, grow your reputation.' },
  { icon: <LuTrophy />, title: 'Conquer', text: 'Build an estate whose name carries weight.' },
];

/** The game loop card beside the hero text (a description of play, not data). */
function GameLoopCard() {
  return (
    <Box
      hideBelow="lg"
      bg="whiteAlpha.100"
      borderWidth="1px"
      borderColor="whiteAlpha.300"
      rounded="2xl"
      p="6"
      backdropFilter="blur(6px)"
    >
      <Text textStyle="eyebrow" fontSize="xs" color="gold.200" mb="4">
        The season at your estate
      </Text>
      <Stack as="ol" listStyle="none" gap="4">
        {LOOP.map((step) => (
          <HStack as="li" key={step.title} align="flex-start" gap="3">
            <Box
              flexShrink={0}
              boxSize="9"
              rounded="full"
              bg="whiteAlpha.200"
              color="gold.300"
              display="flex"
              alignItems="center"
              justifyContent="center"
            >
              <Icon boxSize="4" aria-hidden>
                {step.icon}
              </Icon>
            </Box>
            <Box>
              <Text fontWeight="semibold">{step.title}</Text>
              <Text fontSize="sm" color="whiteAlpha.800">
                {step.text}
              </Text>
            </Box>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}

export function Hero({ isAuthenticated, onLearnMore, onSeeFeatures }: HeroProps) {
  return (
    <Box
      as="section"
      aria-labelledby="hero-title"
      position="relative"
      overflow="hidden"
      color="white"
      bgGradient="to-br"
      gradientFrom="wine.950"
      gradientVia="wine.800"
      gradientTo="wine.600"
      pt={{ base: '14', md: '20' }}
      pb={{ base: '24', md: '32' }}
    >
      <Box
        aria-hidden
        position="absolute"
        inset="0"
        opacity={0.12}
        backgroundImage="radial-gradient(circle at 20% 20%, #f3dfa6 0, transparent 35%), radial-gradient(circle at 85% 70%, #ebbcc7 0, transparent 40%)"
      />
      <Container maxW="6xl" position="relative">
        <Grid templateColumns={{ base: '1fr', lg: '1.4fr 1fr' }} gap="12" alignItems="center">
          <Stack gap="6" maxW="2xl">
            <Badge alignSelf="flex-start" colorPalette="gold" variant="solid" rounded="full" px="3" py="1">
              Free to play · Playable now
            </Badge>
            <Heading
              as="h1"
              id="hero-title"
              fontSize={{ base: '4xl', md: '6xl' }}
              lineHeight="1.05"
              letterSpacing="tight"
            >
              Vineyard Valley
              <Box as="span" display="block" fontSize={{ base: '3xl', md: '5xl' }} mt="2">
                <RotatingWord />
              </Box>
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.900" maxW="xl">
              Build the wine estate of your dreams: plant vines, press your first vintage and trade your way to a
              world-renowned label — right in your browser.
            </Text>
            <HStack gap="3" flexWrap="wrap">
              {isAuthenticated ? (
                <Button asChild size="lg" colorPalette="gold">
                  <RouterLink to={paths.game.home}>
                    View Dashboard <LuArrowRight aria-hidden />
                  </RouterLink>
                </Button>
              ) : (
                <>
                  <Button asChild size="lg" colorPalette="gold">
                    <RouterLink to={paths.auth.register}>
                      Play Free <LuArrowRight aria-hidden />
                    </RouterLink>
                  </Button>
                  <Button
                    size="lg"
                    variant="outline"
                    color="white"
                    borderColor="whiteAlpha.600"
                    _hover={{ bg: 'whiteAlpha.200' }}
                    onClick={onLearnMore}
                  >
                    Learn More
                  </Button>
                </>
              )}
              <Button
                size="lg"
                variant="outline"
                color="white"
                borderColor="whiteAlpha.600"
                _hover={{ bg: 'whiteAlpha.200' }}
                onClick={onSeeFeatures}
              >
                See Features
              </Button>
            </HStack>
          </Stack>
          <GameLoopCard />
        </Grid>
      </Container>
    </Box>
  );
}
