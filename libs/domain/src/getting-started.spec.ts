import { headStartBlock, STARTING_GRANT } from './economy';
import {
  gettingStartedTopics,
  regionFacts,
  regionSummary,
  templateFacts,
  templateSummary,
  templateUpkeepEstimate,
} from './getting-started';
import { REGIONS } from './regions';
import { annualMaintenance, generateTerroir, landValuation, seededRandom, templatePlotSizes } from './terroir';

describe('what a new player is told about templates and regions', () => {
  it("gives each template's land, money, cellar and head-start block as founding makes them", () => {
    expect(templateFacts('family')).toMatchObject({
      hectares: 5,
      plotSizes: templatePlotSizes('family'),
      startingMoney: STARTING_GRANT.full,
      tanks: 4,
      barrels: 8,
      barrelLabel: 'American oak barrel',
    });
    for (const template of ['boutique', 'family', 'commercial'] as const) {
      const facts = templateFacts(template);
      const terroir = generateTerroir('tuscany', seededRandom(7));
      // the block founding plants on the largest plot
      expect(facts.headStartHectares).toBe(headStartBlock('tuscany', terroir, facts.plotSizes[0]!).size);
    }
    expect(templateSummary('boutique')).toBe('€250,000 · 2 tanks and 4 French oak barrels · a mature 1 ha block');
  });

  it("estimates the land's upkeep from the region's price per hectare (a plot's terroir moves it)", () => {
    for (const region of REGIONS) {
      const estimate = templateUpkeepEstimate('family', region);
      const plots = templatePlotSizes('family').map((size, i) =>
        annualMaintenance(landValuation(region, size, generateTerroir(region, seededRandom(i + 1)))),
      );
      const actual = plots.reduce((a, b) => a + b, 0);
      expect(actual).toBeGreaterThan(estimate * 0.5);
      expect(actual).toBeLessThan(estimate * 1.5);
    }
    expect(regionSummary('tuscany', 'family')).toBe(
      `Tuscany: a warm climate · land about €80,000 a hectare · grapes of quality 70 sell at €${regionFacts('tuscany').grapesPerKg.toFixed(2)} a kilogram · this estate's land costs about €8,000 a year in upkeep, from the second year`,
    );
  });

  it('starts the Knowledge tab with the first year and what to aim for', () => {
    const [first, aim] = gettingStartedTopics();
    expect(first!.title).toBe('Getting started');
    expect(first!.body).toContain('already 3 years old');
    expect(aim!.title).toBe('What to aim for');
    expect(aim!.body).toContain('quality 80+ from estates of reputation 20');
  });
});
