import { SEASON_SCORE_MAX, SEASON_WEIGHTS } from './seasons';
import { CAMPAIGN_RULES, CAMPAIGNS } from './campaigns';
import { CONTRACT_RULES } from './contracts';
import { BOTTLE_STORE, extensionsCost } from './bottle-store';
import { cropLossText, eventsPerYear, FORECAST_DAYS, WEATHER_EVENTS } from './weather-events';
import { VINEYARD_WORK, WORK_LABOUR_FACTOR } from './vineyard-work';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { wineryKnowledge, wineryRulesMarkdown } from './winery-knowledge';
import { REPUTATION_RULES, REPUTATION_SCALE, reputationFromPoints } from './reputation';
import { WINE_TIER_INFO } from './market';

describe('the winery rules in words', () => {
  it('docs/game-rules.md carries the same text as the Knowledge tab (npm run docs:rules writes it)', () => {
    const doc = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'game-rules.md'), 'utf8');
    const block = doc.slice(
      doc.indexOf('<!-- winery-rules:start (npm run docs:rules) -->'),
      doc.indexOf('<!-- winery-rules:end -->'),
    );
    expect(block.split('\n').slice(1).join('\n').trim()).toBe(wineryRulesMarkdown());
  });

  it('names every stage, and its figures come from the rules', () => {
    const titles = wineryKnowledge().map((t) => t.title);
    expect(titles).toEqual([
      'Harvest timing',
      'The cellar',
      'Crush and press',
      'Fermentation and malolactic',
      'Élevage',
      'Presets',
      'Blending',
      'Bottling and bottle ageing',
      'The bottle store',
      'Staff',
      'Winery equipment',
      'The cellar door',
      'Bulk wine',
      'Selling bottled wine',
      'The market tier where you decide',
      'Reputation',
      'Awards',
      'Seasons',
      'The regional price index',
      'The wine exchange',
      'Grapes on the exchange',
      "Merchants' contracts",
      'Marketing campaigns',
      'Weather events',
      'Vineyard work',
    ]);
    expect(wineryRulesMarkdown()).toContain('Crushing costs €0.04 a kilogram');
    expect(wineryRulesMarkdown()).toContain('The pickers cost €0.10 a kilogram');
    expect(wineryRulesMarkdown()).toContain('Cabernet Sauvignon 26 Sep – 21 Oct');
    expect(wineryRulesMarkdown()).toContain('gold (+20% on the wine');
    expect(wineryRulesMarkdown()).toContain('The first medals are given on Spring, Year 2, Day 1 (March)');
    const reputation = wineryKnowledge().find((t) => t.title === 'Reputation')!.body;
    expect(reputation).toContain(`so ${REPUTATION_SCALE} points show as ${reputationFromPoints(REPUTATION_SCALE)}`);
    expect(reputation).toContain(`past ${REPUTATION_RULES.monthlySoftCap} points from sales`);
    expect(reputation).toContain(`Fine buyers at ${WINE_TIER_INFO.fine.minReputation}`);
    const tiers = wineryKnowledge().find((t) => t.title === 'The market tier where you decide')!.body;
    expect(tiers).toContain(
      'At the harvest (the block page), the crush, the bottling and the sale, a badge names the tier',
    );
    expect(tiers).toContain(`(Fine ${WINE_TIER_INFO.fine.minReputation}; Icon ${WINE_TIER_INFO.icon.minReputation})`);
    // the regional index from MARKET_INDEX and REGIONAL_INDEX_BOUNDS
    expect(wineryRulesMarkdown()).toContain('Index = 1 + 0.3 × (1 − sold / normal)');
    expect(wineryRulesMarkdown()).toContain('Premium 562.5 bottles');
    // the exchange from exchange.ts
    const exchange = wineryKnowledge().find((t) => t.title === 'The wine exchange')!.body;
    expect(exchange).toContain('between 0.5× and 2× the wine');
    expect(exchange).toContain('a 5% fee rounded up to the euro');
    expect(exchange).toContain('for 7 to 60 days');
    // the seasons from seasons.ts
    const seasons = wineryKnowledge().find((t) => t.title === 'Seasons')!.body;
    expect(seasons).toContain(
      `up to ${SEASON_WEIGHTS.revenue} points for what its bottled wines earned from buyers in the year, revenue ÷ (revenue + €200,000)`,
    );
    expect(seasons).toContain(`Its season score (0–${SEASON_SCORE_MAX})`);
    expect(seasons).toContain('champion (1st); runner-up (2nd); third place (3rd)');
    expect(seasons).toContain('The first season ends on Spring, Year 2, Day 1 (March)');
    // the winery equipment from equipment.ts
    const equipment = wineryKnowledge().find((t) => t.title === 'Winery equipment')!.body;
    expect(equipment).toContain('the sorting table, +2 quality points for every batch crushed');
    expect(equipment).toContain('sorting table €30,000 at 5 ha');
    expect(equipment).toContain('0.5% of the price paid in upkeep (the sorting table at 5 ha: €150 a month)');
    // the bottle store from bottle-store.ts
    const store = wineryKnowledge().find((t) => t.title === 'The bottle store')!.body;
    expect(store).toContain(`${BOTTLE_STORE.starting.family.toLocaleString('en-US')} bottles for a family estate`);
    expect(store).toContain(`pay €${BOTTLE_STORE.chargePerHundred} for every started hundred`);
    expect(store).toContain(`the second €${extensionsCost(1, 1).toLocaleString('en-US')}`);
    // marketing campaigns from campaigns.ts
    const marketing = wineryKnowledge().find((t) => t.title === 'Marketing campaigns')!.body;
    expect(marketing).toContain(
      `trade fair stand, +${Math.round(CAMPAIGNS.fair.boost * 100)}% buyers for ${CAMPAIGNS.fair.days} days`,
    );
    expect(marketing).toContain(`the second at ${Math.round(CAMPAIGN_RULES.stackFactor * 100)}% of its boost`);
    // merchants' contracts from contracts.ts
    const contracts = wineryKnowledge().find((t) => t.title === "Merchants' contracts")!.body;
    expect(contracts).toContain(`a board of ${CONTRACT_RULES.offersPerMonth} offers`);
    expect(contracts).toContain(`at most ${CONTRACT_RULES.maxOpen} open contracts`);
    expect(contracts).toContain(`a penalty of ${CONTRACT_RULES.penaltyPercent}% of its value`);
    expect(contracts).toContain("takes its bottles out of the estate's pool of the contract's colour and tier");
    expect(contracts).toContain('the last day of the second to sixth month');
    // the weather events from weather-events.ts
    const weather = wineryKnowledge().find((t) => t.title === 'Weather events')!.body;
    expect(weather).toContain(`forecast ${FORECAST_DAYS} days ahead`);
    expect(weather).toContain(
      `hail (May to August): −${WEATHER_EVENTS.hail.damage.moderate} health and ${cropLossText(WEATHER_EVENTS.hail.crop.moderate)} off the harvest (severe: −${WEATHER_EVENTS.hail.damage.severe} health, ${cropLossText(WEATHER_EVENTS.hail.crop.severe)}); hail nets €${WEATHER_EVENTS.hail.costPerHectare} a hectare`,
    );
    expect(weather).toContain(`Barossa Valley heat wave ${eventsPerYear('barossa').heatwave}`);
    const work = wineryKnowledge().find((t) => t.title === 'Vineyard work')!.body;
    expect(work).toContain(
      `winter pruning (December to March): light €${VINEYARD_WORK.pruning.options.light!.costPerHectare} a hectare (+10% grapes, -3 quality)`,
    );
    expect(work).toContain('left undone: +10% grapes, -10 quality');
    expect(work).toContain(`Mendoza ×${WORK_LABOUR_FACTOR.mendoza}`);
  });
});
