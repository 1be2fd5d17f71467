import { Alert, Box, Button, chakra, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { MESSAGES, validateEmail } from '@vineyard/domain';
import { useState, type FormEvent } from 'react';
import { useJoinWaitlistMutation } from '../../../api';
import { apiErrorMessage, apiErrorStatus } from '../../../lib/alerts/apiError';

/** The waitlist card: an e-mail form, then the success or the failure message (spec §4). */
export function WaitlistCard() {
  const [join, joining] = useJoinWaitlistMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateEmail(email);
    setError(problem);
    if (problem) return;
    try {
      await join({ waitlistJoinDto: { email: email.trim() } }).unwrap();
      setDone(true);
    } catch (err) {
      // A refused address shows the server's reason; anything else the spec's failure text.
      setError(apiErrorStatus(err) === 400 ? apiErrorMessage(err) : MESSAGES.waitlist.failed);
    }
  };

  return (
    <Box
      as="section"
      aria-labelledby="waitlist-title"
      bg="bg.panel"
      rounded="2xl"
      borderWidth="1px"
      borderColor="border.muted"
      boxShadow="lg"
      p={{ base: '6', md: '8' }}
    >
      <Stack gap="4">
        <Stack gap="1">
          <Heading as="h2" id="waitlist-title" size="xl" color="wine.800">
            Early Access to New Seasons
          </Heading>
          <Text color="fg.muted">
            The game is open: you can play it now. Join the waitlist to try each new season&apos;s features before
            everyone else.
          </Text>
        </Stack>
        {done ? (
          <Alert.Root status="success" rounded="md" role="status">
            <Alert.Indicator />
            <Alert.Title>{MESSAGES.waitlist.joined}</Alert.Title>
          </Alert.Root>
        ) : (
          <chakra.form onSubmit={submit} noValidate display="flex" flexDirection="column" gap="3" aria-label="Waitlist">
            <Field.Root required invalid={Boolean(error)}>
              <Field.Label>Email address</Field.Label>
              <Input
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
                value={email}
                onChange={(e) => {
                  setEmail(e.target.value);
                  if (error) setError(null);
                }}
              />
              {error && <Field.ErrorText>{error}</Field.ErrorText>}
            </Field.Root>
            <Button type="submit" loading={joining.isLoading} loadingText="Joining...">
              Join the Waitlist
            </Button>
          </chakra.form>
        )}
      </Stack>
    </Box>
  );
}
