import { Accordion, Badge, Stack, Text } from '@chakra-ui/react';
import { PageHeader } from '../../../components/PageHeader';
import {
  COOPERATIVE_PRICE_SHARE,
  GRAPE_BASE_PRICES,
  GRAPE_BUYER_POOL,
  GRAPE_FRESHNESS,
  GRAPE_VARIETIES,
  gettingStartedTopics,
  regionLabel,
  SOIL_TYPES,
  TRELLIS_SYSTEMS,
  varietyLabel,
  wineryKnowledge,
} from '@vineyard/domain';
import { Panel } from '../../../components/Panel';

interface Topic {
  title: string;
  body: string;
}

interface TopicGroup {
  title: string;
  /** 'Game rules' when the topics are the game's own rules and figures (libs/domain). */
  badge: 'Static guide' | 'Game rules';
  topics: Topic[];
}

const trellisLabel = (system: string) => (system === 'vsp' ? 'VSP' : varietyLabel(system));
const list = (items: readonly string[], label: (item: string) => string) => items.map(label).join(', ');
const grapePrices = Object.entries(GRAPE_BASE_PRICES)
  .map(([region, g]) => `${regionLabel(region)} €${g.toFixed(2)}`)
  .join(', ');

/** Guide content; the lists of varieties, soils and trellis systems, the grape and winery rules come from the game rules. */
const TOPIC_GROUPS: readonly TopicGroup[] = [
  {
    title: 'Getting started',
    badge: 'Game rules',
    // the first year and what to aim for, from the rules they describe (libs/domain getting-started.ts)
    topics: gettingStartedTopics(),
  },
  {
    title: 'Viticulture',
    badge: 'Static guide',
    topics: [
      {
        title: 'Terroir',
        body: `Climate, soil and slope together shape what a site can grow. The game knows ${GRAPE_VARIETIES.length} grape varieties: ${list(GRAPE_VARIETIES, varietyLabel)}.`,
      },
      {
        title: 'Soils',
        body: `Each plot has one soil type: ${list(SOIL_TYPES, varietyLabel)}. Well-drained soils such as gravel and chalk stress the vine a little and concentrate flavour.`,
      },
      {
        title: 'Trellis systems',
        body: `A block is trained on one of ${list(TRELLIS_SYSTEMS, trellisLabel)}. The trellis decides how the canopy is spread, how much sun the fruit gets and how easy the vines are to work.`,
      },
      {
        title: 'Vine spacing',
        body: 'Closer spacing means more vines per hectare competing for water and nutrients, usually with lower yields per vine and more concentrated fruit.',
      },
    ],
  },
  {
    title: 'Winemaking',
    badge: 'Game rules',
    // the winery's real rules, in the words docs/game-rules.md carries too (libs/domain)
    topics: wineryKnowledge(),
  },
  {
    title: 'Business',
    badge: 'Static guide',
    topics: [
      {
        title: 'Reputation',
        body: 'Your estate’s reputation is shown in the status bar. Good wine and a well-run estate raise it over time.',
      },
      {
        title: 'Selling grapes',
        body: `Grapes keep for ${GRAPE_FRESHNESS.graceDays} game days after the harvest, then lose ${GRAPE_FRESHNESS.dailyLoss * 100}% a day. Grape buyers pay G × (0.5 + quality/100) per kilogram, with G by region: ${grapePrices}. Each September they take up to ${GRAPE_BUYER_POOL.kgPerHectare.toLocaleString('en')} kg per planted hectare from your estate, paying less as their pool fills; beyond it a cooperative takes any amount at ${COOPERATIVE_PRICE_SHARE * 100}% of G.`,
      },
      {
        title: 'Land market',
        body: 'Plots are bought and sold between estates on the Land Marketplace, the market that is open today.',
      },
    ],
  },
];

/** /game?tab=knowledge: static topic lists in accordions. */
export function KnowledgeTab() {
  return (
    <Stack gap="6">
      <PageHeader title="Knowledge">Guides to grape growing, winemaking and running your estate.</PageHeader>

      {TOPIC_GROUPS.map((group) => (
        <Panel key={group.title} title={group.title} note={<Badge variant="subtle">{group.badge}</Badge>}>
          {/* a newcomer finds the first year open */}
          <Accordion.Root
            collapsible
            multiple
            variant="plain"
            defaultValue={group.title === 'Getting started' ? ['Getting started'] : []}
          >
            {group.topics.map((topic) => (
              <Accordion.Item key={topic.title} value={topic.title}>
                <Accordion.ItemTrigger>
                  <Text as="span" flex="1" textAlign="start" fontWeight="medium">
                    {topic.title}
                  </Text>
                  <Accordion.ItemIndicator />
                </Accordion.ItemTrigger>
                <Accordion.ItemContent>
                  <Accordion.ItemBody>
                    <Text fontSize="sm" color="fg.muted">
                      {topic.body}
                    </Text>
                  </Accordion.ItemBody>
                </Accordion.ItemContent>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        </Panel>
      ))}
    </Stack>
  );
}
