import { Alert, Box, Button, chakra, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { CONTACT_LIMITS, MESSAGES, validateContact, type ContactField } from '@vineyard/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSendContactMessageMutation } from '../../api';
import { paths } from '../../config/paths';
import { TextareaField, TextField } from '../../components/FormFields';
import { useForm } from '../../hooks/useForm';
import { apiErrorMessage, apiFieldErrors } from '../../lib/alerts/apiError';

const EMPTY: Record<ContactField, string> = { name: '', email: '', subject: '', message: '' };

/** `/contact`: a message to the team, stored for the admins. */
export function ContactPage() {
  const [send, sending] = useSendContactMessageMutation();
  const form = useForm(EMPTY, validateContact);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await send({
        contactDto: {
          name: values.name.trim(),
          email: values.email.trim(),
          subject: values.subject.trim(),
          message: values.message.trim(),
        },
      }).unwrap();
      setSent(true);
      form.reset();
    } catch (err) {
      form.applyServerErrors(apiFieldErrors(err));
      setFailure(apiErrorMessage(err, MESSAGES.contact.failed));
    }
  });

  /** The props every field of this form shares. */
  const field = (name: ContactField, label: string) => ({
    name,
    label,
    size: 'md' as const,
    required: true,
    value: form.values[name],
    onChange: (value: string) => form.setValue(name, value),
    onBlur: () => form.touch(name),
    error: form.errorOf(name),
  });

  return (
    <Box py={{ base: '10', md: '16' }}>
      <Container maxW="2xl">
        <Stack gap="8">
          <Stack gap="3">
            <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="wine.800">
              Contact
            </Heading>
            <Text color="fg.muted" fontSize="lg">
              Questions, feedback or press enquiries: write to the Vineyard Valley team. Ideas for the game are best
              shared on the{' '}
              <Link asChild color="wine.700" fontWeight="semibold">
                <RouterLink to={paths.featureRequests}>feature request board</RouterLink>
              </Link>
              , where others can vote for them.
            </Text>
          </Stack>
          {sent ? (
            <Alert.Root status="success" rounded="lg" role="status">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{MESSAGES.contact.sent}</Alert.Title>
              </Alert.Content>
              <Button size="sm" variant="outline" ms="auto" onClick={() => setSent(false)}>
                Send another
              </Button>
            </Alert.Root>
          ) : (
            <chakra.form
              ref={form.formRef}
              onSubmit={submit}
              noValidate
              aria-label="Contact form"
              bg="bg.panel"
              borderWidth="1px"
              borderColor="border.muted"
              rounded="xl"
              p={{ base: '5', md: '8' }}
              boxShadow="sm"
            >
              <Stack gap="5">
                {failure && (
                  <Alert.Root status="error" rounded="md">
                    <Alert.Indicator />
                    <Alert.Title>{failure}</Alert.Title>
                  </Alert.Root>
                )}
                <TextField {...field('name', 'Name')} prose autoComplete="name" maxLength={CONTACT_LIMITS.nameMax} />
                <TextField {...field('email', 'Email')} type="email" autoComplete="email" />
                <TextField {...field('subject', 'Subject')} prose maxLength={CONTACT_LIMITS.subjectMax} />
                <TextareaField {...field('message', 'Message')} rows={6} maxLength={CONTACT_LIMITS.messageMax} />
                <Button type="submit" alignSelf="flex-start" loading={sending.isLoading} loadingText="Sending...">
                  Send Message
                </Button>
              </Stack>
            </chakra.form>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
