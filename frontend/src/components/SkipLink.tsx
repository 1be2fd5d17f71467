import { Box } from '@chakra-ui/react';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every layout: jumps over the navigation to the page content. */
export function SkipLink() {
  return (
    <Box
      asChild
      position="absolute"
      insetStart="3"
      top="-20"
      zIndex="skipLink"
      bg="wine.solid"
      color="wine.contrast"
      px="4"
      py="2"
      rounded="md"
      fontWeight="semibold"
      _focus={{ top: '3' }}
    >
      <a href={`#${MAIN_CONTENT_ID}`}>Skip to content</a>
    </Box>
  );
}
