/**
 * Input validation through the API's own global pipes (InputGuardPipe, then the validation pipe)
 * on the DTOs the controllers declare, in process: each refusal is a 400 with the field and the
 * spec message; valid input arrives transformed (trimmed, numbers from query strings) and
 * unknown fields are refused. No database: the pipes and DTOs of the built backend only.
 * (The api suites keep one refusal per route family over HTTP: the body the client sees.)
 */
import {
  BLOCK_LIMITS,
  BLOCK_ORIENTATIONS,
  GRAPE_VARIETIES,
  MARKETPLACE_PAGE_LIMITS,
  MAX_CO_OWNERS,
  MESSAGES,
} from '@vineyard/domain';
import { backend, backendDtos } from './support/backend';
import { refusal, validated } from './support/fixtures';

const b = MESSAGES.block;
const l = MESSAGES.listing;
const m = MESSAGES.marketplace;
const w = MESSAGES.winery;
const blocks = () => backend('blocks/dto/block.dto');
const market = () => backend('marketplace/dto/marketplace.dto');
const wines = () => backend('wine-market/dto/wine-market.dto');

const block = {
  name: 'North Sangiovese',
  size: 0.5,
  grapeVariety: 'sangiovese',
  vineSpacing: { rowSpacing: 2, vineSpacing: 1 },
  orientation: 'north-south',
  trellisSystem: 'vsp',
};

describe('a new block', () => {
  it.each([
    [{ name: '' }, 'name', b.nameRequired],
    [{ name: '   ' }, 'name', b.nameRequired],
    [{ name: 42 }, 'name', b.nameRequired],
    [{ size: 0.05 }, 'size', b.sizeMin],
    [{ size: 0.555 }, 'size', b.sizeMin],
    [{ size: 1e7 }, 'size', b.sizeMax(BLOCK_LIMITS.size.max)],
    [{ grapeVariety: '' }, 'grapeVariety', b.grapeVarietyRequired],
    // a value outside the list: the domain's text (validateGrapeVariety), the form's too
    [{ grapeVariety: 'grenache' }, 'grapeVariety', MESSAGES.common.invalidChoice('Grape variety', GRAPE_VARIETIES)],
    [{ vineSpacing: { rowSpacing: 0.4, vineSpacing: 1 } }, 'vineSpacing.rowSpacing', b.rowSpacingMin],
    [{ vineSpacing: { rowSpacing: 1000, vineSpacing: 1 } }, 'vineSpacing.rowSpacing', b.rowSpacingMax(10)],
    [{ vineSpacing: { rowSpacing: 2, vineSpacing: 0.2 } }, 'vineSpacing.vineSpacing', b.vineSpacingMin],
    [{ vineSpacing: { rowSpacing: 2, vineSpacing: 1000 } }, 'vineSpacing.vineSpacing', b.vineSpacingMax(10)],
    [{ orientation: 'up-down' }, 'orientation', MESSAGES.common.invalidChoice('Orientation', BLOCK_ORIENTATIONS)],
    [{ trellisSystem: undefined }, 'trellisSystem', b.trellisSystemRequired],
    [{ harvestPlan: 'eat' }, 'harvestPlan', b.harvestPlanInvalid],
    [{ colour: 'red' }, 'colour', 'Unknown field: colour'],
  ])('refuses %j with the spec message', async (override, field, message) => {
    const refused = await refusal(validated(blocks().CreateBlockDto, { ...block, ...override }));
    expect(refused).toEqual({ status: 400, message, errors: [{ field, message }] });
  });

  it('arrives trimmed, as a CreateBlockDto; an edit takes any subset, with the same rules', async () => {
    const dto = await validated(blocks().CreateBlockDto, { ...block, name: '  North  ' });
    expect(dto).toBeInstanceOf(blocks().CreateBlockDto);
    expect(dto).toMatchObject({ ...block, name: 'North' });
    expect(await validated(blocks().UpdateBlockDto, { notes: 'Good slope' })).toEqual({ notes: 'Good slope' });
    expect(await refusal(validated(blocks().UpdateBlockDto, { notes: 'Good slope', size: 0.05 }))).toEqual({
      status: 400,
      message: b.sizeMin,
      errors: [{ field: 'size', message: b.sizeMin }],
    });
  });

  it.each([
    ['a NUL character', { ...block, name: 'North\u0000' }, 'Text cannot contain NUL characters'],
    ['deep nesting', { ...block, notes: JSON.parse('{"a":'.repeat(40) + '1' + '}'.repeat(40)) }, /nested too deeply/],
  ])('refuses %s before validation', async (_what, body, message) => {
    const refused = await refusal(validated(blocks().CreateBlockDto, body));
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(message);
  });
});

describe('the marketplace', () => {
  it.each([
    [{ price: 999, expirationDays: 30 }, 'price', l.priceMin],
    [{ expirationDays: 30 }, 'price', l.priceMin],
    [{ price: 5000.5, expirationDays: 30 }, 'price', l.priceWholeEuros],
    [{ price: '5000', expirationDays: 30 }, 'price', l.priceMin], // JSON numbers only (forms send text)
    [{ price: 5000, expirationDays: 10 }, 'expirationDays', l.durationInvalid],
    [{ price: 5000, expirationDays: 7, sold: true }, 'sold', 'Unknown field: sold'],
  ])('refuses the listing %j', async (body, field, message) => {
    expect((await refusal(validated(market().ListPlotDto, body))).errors).toContainEqual({ field, message });
  });

  it.each([
    [{}, 'estateId', m.selectEstate],
    [{ estateId: '' }, 'estateId', m.selectEstate],
    [{ estateId: 'e', expectedPrice: 'lots' }, 'expectedPrice', m.expectedPriceInvalid],
    [{ estateId: 'e', expectedPrice: -1 }, 'expectedPrice', m.expectedPriceInvalid],
  ])('refuses the purchase %j', async (body, field, message) => {
    expect((await refusal(validated(market().PurchasePlotDto, body))).errors).toEqual([{ field, message }]);
  });

  it('reads the search from a query string: numbers, lists of soils, and clear messages', async () => {
    const query = market().MarketplaceQueryDto;
    expect(
      await validated(query, { region: 'tuscany', minPrice: '1000', soilType: 'clay, loam', page: '2' }, 'query'),
    ).toMatchObject({ region: 'tuscany', minPrice: 1000, soilType: ['clay', 'loam'], page: 2 });
    const refused = await refusal(
      validated(query, { region: 'atlantis', minPrice: 'cheap', soilType: 'lava', page: '0' }, 'query'),
    );
    expect(refused.errors).toEqual([
      { field: 'region', message: m.unknownRegion },
      { field: 'minPrice', message: m.filterNotANumber('Minimum price') },
      { field: 'soilType', message: m.unknownSoilType },
      { field: 'page', message: MESSAGES.common.pageRange(MARKETPLACE_PAGE_LIMITS.maxPage) },
    ]);
  });
});

describe('selling wine', () => {
  it.each([0, 1.5, -3, 'ten', null, 1_000_001])('refuses %j bottles', async (bottles) => {
    expect((await refusal(validated(wines().SellWineDto, { bottles }))).errors).toEqual([
      { field: 'bottles', message: w.bottlesInvalid },
    ]);
  });

  it('quotes a number of bottles from the query string, or all of them', async () => {
    expect(await validated(wines().WineQuoteQueryDto, { bottles: '120' }, 'query')).toEqual({ bottles: 120 });
    expect(await validated(wines().WineQuoteQueryDto, {}, 'query')).toEqual({});
    expect((await refusal(validated(wines().WineQuoteQueryDto, { bottles: '0' }, 'query'))).errors).toEqual([
      { field: 'bottles', message: w.bottlesInvalid },
    ]);
    expect((await refusal(validated(wines().SellWineDto, { bottles: 10, expectedRevenue: -5 }))).errors).toEqual([
      { field: 'expectedRevenue', message: w.expectedRevenueInvalid },
    ]);
  });
});

describe('every DTO', () => {
  // class-validator's own texts ('name must be shorter than or equal to 100 characters') name the
  // property and are not the catalogue's: every rule says a text of MESSAGES instead
  const DEFAULT_NESTED = /^(each value in )?nested property \$property /;

  it('gives every rule a text of its own, never class-validator’s default', () => {
    const { classes, validator } = backendDtos();
    const storage = validator.getMetadataStorage();
    const rules = classes.flatMap((target) =>
      storage.getTargetValidationMetadatas(target, '', true, false).map((rule) => {
        const constraint = rule.constraintCls
          ? storage.getTargetValidatorConstraints(rule.constraintCls)[0]
          : undefined;
        return { where: `${target.name}.${rule.propertyName}`, type: rule.type, name: constraint?.name, rule };
      }),
    );
    expect(rules.length).toBeGreaterThan(200);
    const silent = rules.filter(({ type, name, rule }) => {
      // Optional/IsOptional decide whether to validate; the whitelist's text is the pipe's (Unknown field)
      if (type === 'conditionalValidation' || type === 'whitelistValidation') return false;
      // a libs/domain validator's text is its own result (DomainRule)
      if (name === 'domainRule') return false;
      return rule.message === undefined || (typeof rule.message === 'string' && DEFAULT_NESTED.test(rule.message));
    });
    expect(silent.map(({ where, type, name }) => `${where}: ${name ?? type}`)).toEqual([]);
  });

  const c = MESSAGES.common;
  const dtos = {
    UpdatePlotDto: () => backend('plots/dto/plot.dto').UpdatePlotDto,
    CreateBlockDto: () => blocks().CreateBlockDto,
    LoginDto: () => backend('auth/dto/auth.dto').LoginDto,
    CreateEstateDto: () => backend('estate-office/dto/estate.dto').CreateEstateDto,
  };
  const estate = { name: 'Tenuta', location: 'tuscany' };
  const owners = MESSAGES.estate.ownersInvalid(MAX_CO_OWNERS);
  it.each([
    ['UpdatePlotDto', 'notes', { notes: 'x'.repeat(5001) }, c.textTooLong('Notes', 5000)],
    ['UpdatePlotDto', 'description', { description: 42 }, c.notText('Description')],
    ['CreateBlockDto', 'vineSpacing', { ...block, vineSpacing: 2 }, c.notAnObject('Vine spacing')],
    ['CreateBlockDto', 'name', { ...block, name: 'x'.repeat(101) }, c.textTooLong('Block name', 100)],
    ['LoginDto', 'rememberMe', { identifier: 'a', password: 'b', rememberMe: 'yes' }, c.notTrueOrFalse('Remember me')],
    ['CreateEstateDto', 'owners', { ...estate, owners: 'a@b.co' }, owners],
    ['CreateEstateDto', 'owners', { ...estate, owners: [7] }, owners],
  ] as const)('%s refuses a bad %s with the catalogue’s text', async (dto, field, body, message) => {
    const metatype: new (...args: never[]) => object = dtos[dto]();
    expect((await refusal(validated(metatype, body))).errors).toEqual([{ field, message }]);
  });
});
