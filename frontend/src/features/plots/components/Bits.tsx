import { Box, HStack, Progress, Text } from '@chakra-ui/react';
import { soilColor } from '@vineyard/domain';

/** A round dot in the soil's colour, with the soil name. */
export function SoilLabel({ soil }: { soil: string }) {
  return (
    <HStack gap="1.5" as="span" display="inline-flex">
      <Box
        as="span"
        aria-hidden
        boxSize="2.5"
        rounded="full"
        bg={soilColor(soil)}
        borderWidth="1px"
        borderColor="blackAlpha.300"
        flexShrink={0}
      />
      <Text as="span" textTransform="capitalize">
        {soil}
      </Text>
    </HStack>
  );
}

/** A labelled bar: `percent` 0-100, with the text on the right. */
export function ScoreBar({
  label,
  percent,
  text,
  palette = 'wine',
}: {
  label: string;
  percent: number;
  text: string;
  palette?: string;
}) {
  return (
    <HStack gap="3" width="full">
      <Progress.Root
        value={Math.max(0, Math.min(100, percent))}
        size="sm"
        colorPalette={palette}
        flex="1"
        aria-label={label}
      >
        <Progress.Track rounded="full">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="sm" fontWeight="medium" minW="12" textAlign="end">
        {text}
      </Text>
    </HStack>
  );
}

export const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
