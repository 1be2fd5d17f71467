import { Box, Flex, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { formatNumber, scoreBarPercent, soilColor, type Terroir } from '@vineyard/domain';
import type { ReactNode } from 'react';

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
        {/* the track is the progressbar: it gets the label (Chakra would name it by its value) */}
        <Progress.Track rounded="full" aria-label={label}>
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

/** A label and its value on one line, with a hairline below. */
export function Row({ label, children, py = '1' }: { label: string; children: ReactNode; py?: string }) {
  return (
    <Flex justify="space-between" gap="3" fontSize="sm" py={py} borderBottomWidth="1px" borderColor="border.muted">
      <Text color="fg.muted">{label}</Text>
      <Box textAlign="end" fontWeight="medium">
        {children}
      </Box>
    </Flex>
  );
}

/** A plot's terroir (soil, elevation, orientation, terrain, sun and water), as the plot and marketplace pages show it. */
export function TerroirFacts({ plot, rowPy }: { plot: Terroir; rowPy?: string }) {
  return (
    <>
      <Box>
        <Row label="Soil type" py={rowPy}>
          <SoilLabel soil={plot.soilType} />
        </Row>
        <Row label="Elevation" py={rowPy}>
          {formatNumber(plot.elevation)} m
        </Row>
        <Row label="Orientation" py={rowPy}>
          {capitalize(plot.orientation)}
        </Row>
        <Row label="Terrain" py={rowPy}>
          {capitalize(plot.terrain)}
        </Row>
      </Box>
      {(
        [
          ['Sun exposure', plot.sunExposure, 'orange'],
          ['Water access', plot.waterAccess, 'blue'],
        ] as const
      ).map(([label, score, palette]) => (
        <Stack gap="1" key={label}>
          <Text fontSize="sm" color="fg.muted">
            {label}
          </Text>
          <ScoreBar
            label={label}
            percent={scoreBarPercent(score)}
            text={`${formatNumber(score)}/10`}
            palette={palette}
          />
        </Stack>
      ))}
    </>
  );
}
