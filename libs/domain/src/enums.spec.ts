import {
  ALERT_DEFAULT_DURATION_MS,
  ALERT_TYPES,
  BLOCK_LIMITS,
  BLOCK_ORIENTATIONS,
  BLOCK_STATUSES,
  DEFAULT_BLOCK_STATUS,
  DEFAULT_ESTATE_TEMPLATE,
  DEFAULT_SOIL_COLOR,
  DEFAULT_USER_ROLE,
  ESTATE_TEMPLATE_INFO,
  ESTATE_TEMPLATES,
  GRAPE_VARIETIES,
  GRAPE_VARIETY_COLORS,
  grapeColor,
  isAlertType,
  isBlockOrientation,
  isBlockStatus,
  isEstateTemplate,
  isGrapeVariety,
  isOneOf,
  isPlotOrientation,
  isRegionKey,
  isSoilType,
  isTerrain,
  isTrellisSystem,
  isUserRole,
  PLOT_ORIENTATIONS,
  RED_VARIETIES,
  REGION_BASE_PRICES,
  REGION_INFO,
  regionCountry,
  regionLabel,
  REGIONS,
  SCREEN_TOAST_DURATION_MS,
  scoreBarPercent,
  SELECTABLE_ESTATE_TEMPLATES,
  SOIL_COLORS,
  SOIL_TYPES,
  soilColor,
  TERRAINS,
  TRELLIS_SYSTEMS,
  USER_ROLES,
  varietyLabel,
  vineCount,
  vinesPerHectare,
  WHITE_VARIETIES,
} from './index';

describe('regions', () => {
  it('lists the six regions with names and countries', () => {
    expect(REGIONS).toEqual(['tuscany', 'bordeaux', 'napa', 'rioja', 'mendoza', 'barossa']);
    expect(REGION_INFO).toEqual({
      tuscany: { name: 'Tuscany', country: 'Italy' },
      bordeaux: { name: 'Bordeaux', country: 'France' },
      napa: { name: 'Napa Valley', country: 'USA' },
      rioja: { name: 'Rioja', country: 'Spain' },
      mendoza: { name: 'Mendoza', country: 'Argentina' },
      barossa: { name: 'Barossa Valley', country: 'Australia' },
    });
  });

  it('labels known, unknown and missing regions', () => {
    expect(regionLabel('napa')).toBe('Napa Valley');
    expect(regionLabel('barossa')).toBe('Barossa Valley');
    expect(regionLabel('atlantis')).toBe('Unknown Region');
    expect(regionLabel('Tuscany')).toBe('Unknown Region');
    expect(regionLabel(null)).toBe('Local Region');
    expect(regionLabel(undefined)).toBe('Local Region');
    expect(regionLabel('')).toBe('Local Region');
    expect(regionCountry('rioja')).toBe('Spain');
    expect(regionCountry('atlantis')).toBeNull();
    expect(isRegionKey('mendoza')).toBe(true);
    expect(isRegionKey(null)).toBe(false);
  });

  it('has base prices per hectare', () => {
    expect(REGION_BASE_PRICES).toEqual({
      tuscany: 80000,
      bordeaux: 120000,
      napa: 150000,
      rioja: 70000,
      mendoza: 50000,
      barossa: 60000,
    });
  });
});

describe('estate templates and roles', () => {
  it('has the three templates plus standard (= family)', () => {
    expect(ESTATE_TEMPLATES).toEqual(['boutique', 'family', 'commercial', 'standard']);
    expect(SELECTABLE_ESTATE_TEMPLATES).toEqual(['boutique', 'family', 'commercial']);
    expect(DEFAULT_ESTATE_TEMPLATE).toBe('standard');
    expect(ESTATE_TEMPLATE_INFO.boutique).toMatchObject({ hectares: 2, plots: 1 });
    expect(ESTATE_TEMPLATE_INFO.family).toMatchObject({ hectares: 5, plots: 2 });
    expect(ESTATE_TEMPLATE_INFO.commercial).toMatchObject({ hectares: 10, plots: 3 });
    expect(ESTATE_TEMPLATE_INFO.standard).toMatchObject({ hectares: 5, plots: 2 });
    expect(isEstateTemplate('standard')).toBe(true);
    expect(isEstateTemplate('huge')).toBe(false);
  });

  it('has player and admin roles', () => {
    expect(USER_ROLES).toEqual(['player', 'admin']);
    expect(DEFAULT_USER_ROLE).toBe('player');
    expect(isUserRole('admin')).toBe(true);
    expect(isUserRole('root')).toBe(false);
  });
});

describe('soils', () => {
  it('maps every soil to the spec colour', () => {
    expect(SOIL_TYPES).toEqual(['clay', 'loam', 'sandy', 'gravel', 'limestone', 'silt', 'chalk']);
    expect(SOIL_COLORS).toEqual({
      clay: '#8D6E63',
      loam: '#A1887F',
      sandy: '#E0E0E0',
      gravel: '#9E9E9E',
      limestone: '#ECEFF1',
      silt: '#BCAAA4',
      chalk: '#CFD8DC',
    });
    expect(soilColor('clay')).toBe('#8D6E63');
    expect(soilColor('lava')).toBe('#9E9E9E');
    expect(soilColor(null)).toBe(DEFAULT_SOIL_COLOR);
    expect(isSoilType('silt')).toBe(true);
    expect(isSoilType('SILT')).toBe(false);
  });
});

describe('grape varieties', () => {
  it('has the 12 varieties with their colours', () => {
    expect(GRAPE_VARIETIES).toHaveLength(12);
    expect(Object.keys(GRAPE_VARIETY_COLORS).sort()).toEqual([...GRAPE_VARIETIES].sort());
    expect(WHITE_VARIETIES).toEqual(['chardonnay', 'sauvignon blanc', 'riesling']);
    expect(RED_VARIETIES).toEqual([
      'cabernet sauvignon',
      'merlot',
      'pinot noir',
      'syrah',
      'malbec',
      'nebbiolo',
      'sangiovese',
      'tempranillo',
      'zinfandel',
    ]);
    expect(grapeColor('riesling')).toBe('white');
    expect(grapeColor('syrah')).toBe('red');
    expect(isGrapeVariety('pinot noir')).toBe(true);
    expect(isGrapeVariety('Pinot Noir')).toBe(false);
    expect(varietyLabel('cabernet sauvignon')).toBe('Cabernet Sauvignon');
  });
});

describe('plots', () => {
  it('lists orientations and terrains', () => {
    expect(PLOT_ORIENTATIONS).toEqual(['north', 'south', 'east', 'west', 'southeast', 'southwest']);
    expect(TERRAINS).toEqual(['flat', 'gentle slope', 'moderate slope', 'steep slope']);
    expect(isPlotOrientation('southwest')).toBe(true);
    expect(isPlotOrientation('northwest')).toBe(false);
    expect(isTerrain('steep slope')).toBe(true);
  });

  it.each([
    [0, 0],
    [7, 70],
    [0.7, 7],
    [10, 100],
    [12, 100],
    [-1, 0],
    [NaN, 0],
  ])('scoreBarPercent(%p) = %p', (score, percent) => {
    expect(scoreBarPercent(score)).toBe(percent);
  });
});

describe('blocks', () => {
  it('lists orientations, trellis systems, statuses and limits', () => {
    expect(BLOCK_ORIENTATIONS).toEqual(['north-south', 'east-west', 'northeast-southwest', 'northwest-southeast']);
    expect(TRELLIS_SYSTEMS).toEqual(['vsp', 'guyot', 'cordon', 'lyre', 'pergola', 'gobelet']);
    expect(BLOCK_STATUSES).toEqual(['planting', 'growing', 'mature', 'harvesting', 'dormant']);
    expect(DEFAULT_BLOCK_STATUS).toBe('planting');
    expect(BLOCK_LIMITS).toEqual({
      size: { min: 0.1, max: 1000, step: 0.1, default: 0.5 },
      rowSpacing: { min: 0.5, max: 10, step: 0.1, default: 2 },
      vineSpacing: { min: 0.5, max: 10, step: 0.1, default: 1 },
    });
    expect(isBlockOrientation('east-west')).toBe(true);
    expect(isTrellisSystem('vsp')).toBe(true);
    expect(isTrellisSystem('VSP')).toBe(false);
    expect(isBlockStatus('dormant')).toBe(true);
  });

  it('computes vines per hectare and vine counts', () => {
    expect(vinesPerHectare(2, 1)).toBe(5000);
    expect(vinesPerHectare(2.5, 1.25)).toBe(3200);
    expect(vinesPerHectare(1.5, 1.2)).toBeCloseTo(5555.5556, 3);
    expect(vinesPerHectare(0, 1)).toBe(0);
    expect(vinesPerHectare(2, -1)).toBe(0);
    expect(vinesPerHectare(NaN, 1)).toBe(0);
    expect(vineCount(0.5, 2, 1)).toBe(2500);
    expect(vineCount(0.3, 1.5, 1.2)).toBe(1667);
    expect(vineCount(0, 2, 1)).toBe(0);
    expect(vineCount(1, 0, 1)).toBe(0);
  });
});

describe('alerts and guards', () => {
  it('has the alert types and durations', () => {
    expect(ALERT_TYPES).toEqual(['success', 'error', 'warning', 'info']);
    expect(ALERT_DEFAULT_DURATION_MS).toBe(5000);
    expect(SCREEN_TOAST_DURATION_MS).toBe(3000);
    expect(isAlertType('warning')).toBe(true);
    expect(isAlertType('fatal')).toBe(false);
  });

  it('isOneOf checks membership without coercion', () => {
    expect(isOneOf([7, 14] as const, 7)).toBe(true);
    expect(isOneOf([7, 14] as const, '7')).toBe(false);
    expect(isOneOf(['a'] as const, undefined)).toBe(false);
  });
});
