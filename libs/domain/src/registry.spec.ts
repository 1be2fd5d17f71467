import { generateRegistryOffer, REGISTRY_SUPPLY, registryShortfall } from './registry';
import { REGION_BASE_PRICES, REGIONS } from './regions';
import { seededRandom, terroirFactor } from './terroir';

describe('land registry supply', () => {
  it('tops a region up to a target of 3-6 offers only when it holds fewer than 3', () => {
    const rng = seededRandom(7);
    for (let current = 0; current < 3; current++) {
      for (let i = 0; i < 50; i++) {
        const add = registryShortfall(current, rng);
        expect(current + add).toBeGreaterThanOrEqual(REGISTRY_SUPPLY.minOffersPerRegion);
        expect(current + add).toBeLessThanOrEqual(REGISTRY_SUPPLY.maxOffersPerRegion);
      }
    }
    expect(registryShortfall(3, rng)).toBe(0);
    expect(registryShortfall(9, rng)).toBe(0);
  });

  it('generates 1-6 ha plots priced at base price × size × terroir factor, maintenance 2%', () => {
    const rng = seededRandom(42);
    for (const region of REGIONS) {
      for (let i = 0; i < 30; i++) {
        const offer = generateRegistryOffer(region, rng);
        expect(offer.size).toBeGreaterThanOrEqual(1);
        expect(offer.size).toBeLessThanOrEqual(6);
        expect(Math.round(offer.size * 10)).toBe(offer.size * 10);
        expect(offer.price).toBe(Math.round(REGION_BASE_PRICES[region] * offer.size * terroirFactor(offer)));
        expect(offer.maintenanceCost).toBe(Math.round(offer.price * 0.02));
        expect(offer.name).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)* [A-Z][a-z]+$/);
      }
    }
  });

  it('is deterministic for a seed', () => {
    expect(generateRegistryOffer('napa', seededRandom(3))).toEqual(generateRegistryOffer('napa', seededRandom(3)));
  });
});
