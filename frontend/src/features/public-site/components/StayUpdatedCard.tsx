import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { NewsletterForm } from '../../../components/NewsletterForm';
import { useNewsletterSignup } from '../hooks/useSignups';

/** 'Stay Updated': the newsletter card with the optional 'Include me in early access'. */
export function StayUpdatedCard({ id = 'stay-updated-title' }: { id?: string }) {
  const signup = useNewsletterSignup();
  return (
    <Box as="section" aria-labelledby={id} py={{ base: '12', md: '16' }}>
      <Container maxW="2xl">
        <Stack
          gap="4"
          bg="bg.panel"
          rounded="2xl"
          borderWidth="1px"
          borderColor="border.muted"
          boxShadow="md"
          p={{ base: '6', md: '10' }}
          textAlign="center"
          align="center"
        >
          <Heading as="h2" id={id} size={{ base: 'xl', md: '2xl' }} color="wine.800">
            Stay Updated
          </Heading>
          <Text color="fg.muted">
            News about development, new features and the launch date, straight to your inbox.
          </Text>
          <Box width="full" maxW="md" textAlign="start">
            <NewsletterForm onSubmit={(email, options) => signup(email, options)} withEarlyAccess />
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
