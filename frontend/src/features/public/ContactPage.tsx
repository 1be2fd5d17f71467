import {
  Alert,
  Box,
  Button,
  chakra,
  Container,
  Field,
  Heading,
  Input,
  Link,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import {
  CONTACT_LIMITS,
  hasErrors,
  MESSAGES,
  validateContact,
  type ContactErrors,
  type ContactField,
} from '@vineyard/domain';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSendContactMessageMutation } from '../../api';
import { paths } from '../../config/paths';
import { apiErrorMessage, apiFieldErrors } from '../../lib/alerts/apiError';

type Values = Record<ContactField, string>;
const EMPTY: Values = { name: '', email: '', subject: '', message: '' };

/** `/contact`: a message to the team, stored for the admins. */
export function ContactPage() {
  const [send, sending] = useSendContactMessageMutation();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const set = (field: ContactField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validateContact(values);
    setErrors(problems);
    setFailure(null);
    if (hasErrors(problems)) return;
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
      setValues(EMPTY);
    } catch (err) {
      const fieldErrors: ContactErrors = {};
      for (const { field, message } of apiFieldErrors(err)) {
        if (field in EMPTY) fieldErrors[field as ContactField] = message;
      }
      setErrors(fieldErrors);
      setFailure(apiErrorMessage(err, MESSAGES.contact.failed));
    }
  };

  const field = (name: ContactField, label: string, input: React.ReactNode) => (
    <Field.Root required invalid={Boolean(errors[name])}>
      <Field.Label>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      {input}
      {errors[name] && <Field.ErrorText>{errors[name]}</Field.ErrorText>}
    </Field.Root>
  );

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
                {field(
                  'name',
                  'Name',
                  <Input
                    autoComplete="name"
                    value={values.name}
                    maxLength={CONTACT_LIMITS.nameMax}
                    onChange={(e) => set('name')(e.target.value)}
                  />,
                )}
                {field(
                  'email',
                  'Email',
                  <Input
                    type="email"
                    autoComplete="email"
                    value={values.email}
                    onChange={(e) => set('email')(e.target.value)}
                  />,
                )}
                {field(
                  'subject',
                  'Subject',
                  <Input
                    value={values.subject}
                    maxLength={CONTACT_LIMITS.subjectMax}
                    onChange={(e) => set('subject')(e.target.value)}
                  />,
                )}
                {field(
                  'message',
                  'Message',
                  <Textarea
                    rows={6}
                    value={values.message}
                    maxLength={CONTACT_LIMITS.messageMax}
                    onChange={(e) => set('message')(e.target.value)}
                  />,
                )}
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
