import { Box, Container, Grid, Heading, List, Separator, Stack, Text } from '@chakra-ui/react';
import { PRODUCT_NAME } from '@vineyard/domain';
import { NewsletterForm } from '../../components/NewsletterForm';
import { useNewsletterSignup } from '../../features/public-site/hooks/useSignups';
import { Logo } from '../../components/Logo';
import { SmartLink } from '../../components/SmartLink';
import { env } from '../../config/env';
import { paths } from '../../config/paths';

const footerLink = {
  color: 'whiteAlpha.900',
  textDecoration: 'none',
  _hover: { color: 'gold.200', textDecoration: 'underline' },
  focusRingColor: 'gold.300',
} as const;

function FooterColumn({
  title,
  links,
}: {
  title: string;
  links: { label: string; href: string; external?: boolean }[];
}) {
  return (
    <Stack as="nav" aria-label={title} gap="3">
      <Heading as="h2" size="sm" color="gold.200" textStyle="capsHeading">
        {title}
      </Heading>
      <List.Root as="ul" listStyle="none" gap="2">
        {links.map((link) => (
          <List.Item key={link.label}>
            <SmartLink href={link.href} external={link.external} {...footerLink}>
              {link.label}
            </SmartLink>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

export interface SiteFooterProps {
  /** A signed-in player gets links into the game instead of sign-in and registration. */
  isAuthenticated?: boolean;
  /** Replaces the real sign-up (POST /newsletter/subscribe), e.g. in tests. */
  onNewsletterSubmit?: (email: string) => Promise<void> | void;
}

/** Footer with 'Play & Explore', the community links and the newsletter form (a real sign-up). */
export function SiteFooter({ isAuthenticated = false, onNewsletterSubmit }: SiteFooterProps) {
  const signup = useNewsletterSignup();
  return (
    <Box as="footer" bg="wine.900" color="whiteAlpha.900" mt="auto">
      <Container maxW="6xl" py={{ base: '10', md: '14' }}>
        <Grid
          templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: '1.4fr 1fr 1fr 1.6fr' }}
          gap={{ base: '8', md: '10' }}
        >
          <Stack gap="3" maxW="xs">
            <Logo tone="light" />
            <Text fontSize="sm" color="whiteAlpha.800">
              A free-to-play wine estate simulation in your browser. Plant, press and trade your way to a legendary
              label.
            </Text>
          </Stack>
          <FooterColumn
            title="Play & Explore"
            links={[
              { label: 'Home', href: paths.home },
              { label: 'Development Roadmap', href: paths.roadmap },
              { label: 'Leaderboard', href: paths.leaderboard },
              { label: 'Awards', href: paths.awards },
              { label: 'Feature Requests', href: paths.featureRequests },
              isAuthenticated
                ? { label: 'Dashboard', href: paths.game.home }
                : { label: 'Create an Account', href: paths.auth.register },
            ]}
          />
          <FooterColumn
            title="Community"
            links={[
              { label: env.community.label, href: env.community.href, external: env.community.external },
              { label: 'Contact', href: paths.contact },
              isAuthenticated
                ? { label: 'Manage Estates', href: paths.estates }
                : { label: 'Sign In', href: paths.auth.login },
            ]}
          />
          <Stack gap="3">
            <Heading as="h2" size="sm" color="gold.200" textStyle="capsHeading">
              Newsletter
            </Heading>
            <Text fontSize="sm" color="whiteAlpha.800">
              Game news: new seasons, features and events.
            </Text>
            <NewsletterForm tone="light" onSubmit={(email) => (onNewsletterSubmit ?? signup)(email)} />
          </Stack>
        </Grid>
        <Separator my="8" borderColor="whiteAlpha.300" />
        <Text fontSize="sm" color="whiteAlpha.700" textAlign={{ base: 'center', md: 'start' }}>
          © {new Date().getFullYear()} {PRODUCT_NAME}. Free to play, in active development.
        </Text>
      </Container>
    </Box>
  );
}
