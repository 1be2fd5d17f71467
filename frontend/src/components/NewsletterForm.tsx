import { Button, chakra, Checkbox, Field, HStack, Input, Text } from '@chakra-ui/react';
import { MESSAGES, NEWSLETTER_CONFIRMATION_MS } from '@vineyard/domain';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

type Status = 'idle' | 'submitting' | 'done' | 'failed';

export interface NewsletterFormProps {
  /** Receives the address; resolve when subscribed, reject to show a failure. */
  onSubmit: (email: string, options: { earlyAccess: boolean }) => Promise<void> | void;
  /** Shows the optional 'Include me in early access' checkbox. */
  withEarlyAccess?: boolean;
  label?: string;
  /** 'light' on burgundy surfaces such as the footer. */
  tone?: 'dark' | 'light';
  submitLabel?: string;
}

/**
 * E-mail sign-up: required e-mail field, the button reads 'Subscribing...' while `onSubmit`
 * runs, then 'Thanks for subscribing!' for 5 s (spec: default layout footer).
 */
export function NewsletterForm({
  onSubmit,
  label = 'Email address',
  tone = 'dark',
  submitLabel = 'Subscribe',
  withEarlyAccess = false,
}: NewsletterFormProps) {
  const [email, setEmail] = useState('');
  const [earlyAccess, setEarlyAccess] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);
  const messageId = useId();

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(resetTimer.current);
    };
  }, []);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    setStatus('submitting');
    try {
      await onSubmit(email.trim(), { earlyAccess });
      if (!mounted.current) return;
      setStatus('done');
      setEmail('');
      setEarlyAccess(false);
      clearTimeout(resetTimer.current);
      resetTimer.current = setTimeout(() => setStatus('idle'), NEWSLETTER_CONFIRMATION_MS);
    } catch {
      if (mounted.current) setStatus('failed');
    }
  };

  const light = tone === 'light';
  const buttonText =
    status === 'submitting'
      ? MESSAGES.newsletter.subscribing
      : status === 'done'
        ? MESSAGES.newsletter.subscribed
        : submitLabel;

  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="2"
      onSubmit={handleSubmit}
      aria-label="Newsletter sign-up"
      width="full"
    >
      <Field.Root required>
        <Field.Label srOnly>{label}</Field.Label>
        <HStack gap="2" width="full" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
            aria-describedby={messageId}
            bg={light ? 'whiteAlpha.200' : 'bg.panel'}
            borderColor={light ? 'whiteAlpha.400' : 'border'}
            color={light ? 'white' : 'fg'}
            _placeholder={{ color: light ? 'whiteAlpha.700' : 'fg.subtle' }}
            flex="1"
            minW="0"
          />
          <Button
            type="submit"
            colorPalette={light ? 'gold' : 'wine'}
            loading={status === 'submitting'}
            loadingText={MESSAGES.newsletter.subscribing}
            flexShrink={0}
            width={{ base: 'full', sm: 'auto' }}
          >
            {buttonText}
          </Button>
        </HStack>
      </Field.Root>
      {withEarlyAccess && (
        <Checkbox.Root
          checked={earlyAccess}
          onCheckedChange={(details) => setEarlyAccess(details.checked === true)}
          colorPalette={light ? 'gold' : 'wine'}
          size="sm"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label color={light ? 'whiteAlpha.900' : 'fg'}>Include me in early access</Checkbox.Label>
        </Checkbox.Root>
      )}
      <Text id={messageId} fontSize="xs" color={light ? 'whiteAlpha.800' : 'fg.muted'} aria-live="polite" minH="4">
        {status === 'failed'
          ? MESSAGES.newsletter.failed
          : status === 'done'
            ? MESSAGES.newsletter.subscribed
            : 'Game news now and then, no spam.'}
      </Text>
    </chakra.form>
  );
}
