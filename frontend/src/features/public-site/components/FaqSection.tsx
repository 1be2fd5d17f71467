import { Accordion, Box, Container, Link, Span, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { SectionHeading } from './SectionHeading';

export interface FaqEntry {
  id: string;
  question: string;
  answer: ReactNode;
}

export const DEFAULT_FAQ: FaqEntry[] = [
  {
    id: 'what',
    question: 'What is Vineyard Valley?',
    answer:
      'A text-based wine estate simulation that runs in your browser. You manage vineyards, make wine, trade land and build the reputation of your estate.',
  },
  {
    id: 'free',
    question: 'Is it really free to play?',
    answer: 'Yes. Vineyard Valley is 100% free to play and there is nothing to download.',
  },
  {
    id: 'knowledge',
    question: 'Do I need to know anything about wine?',
    answer:
      'Not at all. The game explains varieties, soils and seasons as you go; wine lovers will recognise the real-world details.',
  },
  {
    id: 'when',
    question: 'When can I play?',
    answer: (
      <>
        Right now: create a free account, confirm your e-mail and found your first estate — the game runs on a shared
        clock, a game month every few real hours. New features arrive in seasons; the{' '}
        <Link asChild color="wine.700" fontWeight="semibold">
          <RouterLink to={paths.roadmap}>development roadmap</RouterLink>
        </Link>{' '}
        shows what is being built next.
      </>
    ),
  },
  {
    id: 'contact',
    question: 'How can I suggest a feature or get in touch?',
    answer: (
      <>
        Post your idea on the{' '}
        <Link asChild color="wine.700" fontWeight="semibold">
          <RouterLink to={paths.featureRequests}>feature request board</RouterLink>
        </Link>{' '}
        or{' '}
        <Link asChild color="wine.700" fontWeight="semibold">
          <RouterLink to={paths.contact}>contact us</RouterLink>
        </Link>
        .
      </>
    ),
  },
];

/** Frequently asked questions; only one answer is open at a time. */
export function FaqSection({ entries = DEFAULT_FAQ }: { entries?: FaqEntry[] }) {
  return (
    <Box as="section" aria-labelledby="faq-title" bg="bg.subtle" py={{ base: '16', md: '24' }}>
      <Container maxW="3xl">
        <Stack gap="10">
          <SectionHeading id="faq-title" eyebrow="FAQ" title="Frequently asked questions" />
          <Accordion.Root
            collapsible
            defaultValue={[entries[0]?.id ?? '']}
            variant="enclosed"
            bg="bg.panel"
            rounded="xl"
          >
            {entries.map((entry) => (
              <Accordion.Item key={entry.id} value={entry.id}>
                <Accordion.ItemTrigger py="4" px="5" fontWeight="semibold" fontSize="md" cursor="pointer">
                  <Span flex="1" textAlign="start">
                    {entry.question}
                  </Span>
                  <Accordion.ItemIndicator color="wine.600" />
                </Accordion.ItemTrigger>
                <Accordion.ItemContent>
                  <Accordion.ItemBody px="5" pb="5" color="fg.muted">
                    {entry.answer}
                  </Accordion.ItemBody>
                </Accordion.ItemContent>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        </Stack>
      </Container>
    </Box>
  );
}
