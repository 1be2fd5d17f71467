import { Box, Button, Container, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { LuExternalLink, LuMessageCircle } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { env } from '../../../config/env';

/** 'Join Our Community' with the chat link (or the in-app board when no chat is configured). */
export function CommunityBlock() {
  const { community } = env;
  return (
    <Box as="section" aria-labelledby="community-title" py={{ base: '16', md: '20' }}>
      <Container maxW="4xl">
        <Stack
          align="center"
          textAlign="center"
          gap="5"
          bgGradient="to-br"
          gradientFrom="wine.800"
          gradientTo="wine.950"
          color="white"
          rounded="2xl"
          px={{ base: '6', md: '12' }}
          py={{ base: '10', md: '14' }}
          boxShadow="lg"
        >
          <Icon boxSize="10" color="gold.300" aria-hidden>
            <LuMessageCircle />
          </Icon>
          <Heading as="h2" id="community-title" size={{ base: '2xl', md: '3xl' }}>
            Join Our Community
          </Heading>
          <Text fontSize="lg" color="whiteAlpha.900" maxW="xl">
            Meet other players, share tasting notes and help decide what we build next.
          </Text>
          {community.external ? (
            <Button asChild size="lg" colorPalette="gold">
              <a href={community.href} target="_blank" rel="noopener noreferrer">
                Join the community chat <LuExternalLink aria-hidden />
                <Box as="span" srOnly>
                  (opens in a new tab)
                </Box>
              </a>
            </Button>
          ) : (
            <Button asChild size="lg" colorPalette="gold">
              <RouterLink to={community.href}>Share your ideas</RouterLink>
            </Button>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
