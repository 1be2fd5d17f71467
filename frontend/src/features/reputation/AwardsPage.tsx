import {
  Badge,
  Box,
  Container,
  Heading,
  HStack,
  NativeSelect,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import {
  AWARD_COMPETITION,
  awardCategoryLabel,
  formatGameDay,
  MESSAGES,
  varietyLabel,
  type GrapeColor,
  type RegionKey,
} from '@vineyard/domain';
import { useListAwardsQuery, type AwardDto } from '../../api';
import { paths } from '../../config/paths';
import { MedalBadge } from '../../components/MedalBadge';
import { SmartLink } from '../../components/SmartLink';

interface Category {
  region: RegionKey;
  colour: GrapeColor;
  awards: AwardDto[];
}

/** The medals by region × colour, in the server's order (region, colour, gold first). */
function categories(awards: readonly AwardDto[]): Category[] {
  const out: Category[] = [];
  for (const a of awards) {
    const last = out[out.length - 1];
    if (last && last.region === a.region && last.colour === a.colour) last.awards.push(a);
    else out.push({ region: a.region, colour: a.colour, awards: [a] });
  }
  return out;
}

function CategoryCard({ category }: { category: Category }) {
  const title = awardCategoryLabel(category.region, category.colour);
  return (
    <Box as="section" aria-label={title} borderWidth="1px" rounded="md" p="4" bg="bg.panel">
      <Heading as="h2" fontSize="md" mb="3" color="wine.800">
        {title}
      </Heading>
      <Stack as="ol" listStyle="none" gap="3">
        {category.awards.map((a) => (
          <Box as="li" key={a.medal}>
            <HStack justify="space-between" align="start" gap="3">
              <Box minW="0">
                <Text fontWeight="semibold">{a.wineName}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {a.estateName} · {a.blend ? `Blend (mostly ${varietyLabel(a.variety)})` : varietyLabel(a.variety)} ·
                  Year {a.vintage} · {a.score} pts
                </Text>
              </Box>
              <MedalBadge medal={a.medal} />
            </HStack>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/** `/awards` (public, no sign-in): a year's medals per region × colour, with a year picker. */
export function AwardsPage() {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('year'));
  const year = Number.isInteger(asked) && asked >= 1 ? asked : undefined;
  const query = useListAwardsQuery(year === undefined ? {} : { year });
  const data = query.currentData?.data;
  const groups = data ? categories(data.awards) : [];
  return (
    <Box as="section" aria-labelledby="awards-title" py={{ base: '10', md: '14' }}>
      <Container maxW="5xl">
        <Stack gap="6">
          <Stack gap="2">
            <Badge colorPalette="gold" variant="subtle" alignSelf="start">
              Yearly
            </Badge>
            <Heading as="h1" id="awards-title" fontSize={{ base: '3xl', md: '4xl' }} color="wine.800">
              Awards
            </Heading>
            <Text color="fg.muted">
              Once a game year, on its first day, the best-reviewed wines of each region and colour win gold, silver and
              bronze. Each estate enters its best wine, and a medal needs rivals: gold is given when{' '}
              {AWARD_COMPETITION.minEstates} estates compete, silver with {AWARD_COMPETITION.minEstates + 1}, bronze
              with {AWARD_COMPETITION.minEstates + 2}. See also the{' '}
              <SmartLink href={paths.leaderboard} color="wine.700" fontWeight="semibold">
                leaderboard
              </SmartLink>
              .
            </Text>
          </Stack>
          {query.isError ? (
            <Text color="fg.error" role="alert">
              {MESSAGES.awards.loadFailed}
            </Text>
          ) : !data ? (
            // data-needs-app: on the prerendered page, the boot script loads the app when this is on screen
            <HStack gap="2" color="fg.muted" data-needs-app="">
              <Spinner size="sm" /> <Text>Loading the awards…</Text>
            </HStack>
          ) : data.years.length === 0 ? (
            <Text color="fg.muted">
              No awards yet — the first are given on {formatGameDay(data.nextDay)}, for the wines reviewed in Year{' '}
              {data.nextYear}.
            </Text>
          ) : (
            <Stack gap="5">
              <HStack gap="3" wrap="wrap">
                <Text asChild fontWeight="medium">
                  <label htmlFor="awards-year">Year</label>
                </Text>
                <NativeSelect.Root size="sm" width="auto">
                  <NativeSelect.Field
                    id="awards-year"
                    value={String(data.year ?? '')}
                    onChange={(e) => setParams({ year: e.currentTarget.value }, { replace: true })}
                  >
                    {!data.years.includes(data.year ?? 0) && data.year !== null && (
                      <option value={data.year}>Year {data.year}</option>
                    )}
                    {data.years.map((y) => (
                      <option key={y} value={y}>
                        Year {y}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Text fontSize="sm" color="fg.muted">
                  Year {data.nextYear}'s medals are given on {formatGameDay(data.nextDay)}
                </Text>
              </HStack>
              {groups.length === 0 ? (
                <Text color="fg.muted">No medals were given for Year {data.year}.</Text>
              ) : (
                <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
                  {groups.map((g) => (
                    <CategoryCard key={`${g.region}-${g.colour}`} category={g} />
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
