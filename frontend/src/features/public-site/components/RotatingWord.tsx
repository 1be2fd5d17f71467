import { Box, VisuallyHidden } from '@chakra-ui/react';
import { HERO_WORD_INTERVAL_MS, HERO_WORDS } from '@vineyard/domain';
import { useEffect, useState } from 'react';

/** Cycles through `words`, one step every `intervalMs`. */
export function useRotatingWord(words: readonly string[], intervalMs: number): string {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (words.length < 2) return undefined;
    const timer = setInterval(() => setIndex((current) => (current + 1) % words.length), intervalMs);
    return () => clearInterval(timer);
  }, [words.length, intervalMs]);
  return words[index % words.length] ?? '';
}

/**
 * The hero's highlighted word: cultivate, craft, conquer, simulation — a new one every 2 s.
 * Screen readers get the whole list once instead of a change every two seconds.
 */
export function RotatingWord({
  words = HERO_WORDS,
  intervalMs = HERO_WORD_INTERVAL_MS,
}: {
  words?: readonly string[];
  intervalMs?: number;
}) {
  const word = useRotatingWord(words, intervalMs);
  return (
    <>
      <Box
        as="span"
        key={word}
        aria-hidden
        data-testid="hero-word"
        // read by the prerendered page's boot script (src/prerender/boot.ts), which turns the word
        // before the app has loaded
        data-words={words.join('|')}
        data-interval={intervalMs}
        display="inline-block"
        color="gold.300"
        textTransform="capitalize"
        animationName="fade-in, slide-from-bottom"
        animationDuration="0.45s"
        animationTimingFunction="ease-out"
      >
        {word}
      </Box>
      <VisuallyHidden>{words.join(', ')}</VisuallyHidden>
    </>
  );
}
