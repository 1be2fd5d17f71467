import { MOBILE_BREAKPOINT_PX } from '@vineyard/domain';
import { designSystem } from './theme';

const system = designSystem();

describe('design system', () => {
  it('uses the spec mobile breakpoint for md and keeps the other defaults', () => {
    const { breakpoints } = system._config.theme ?? {};
    expect(breakpoints?.md).toBe(`${MOBILE_BREAKPOINT_PX}px`);
    expect(breakpoints?.md).toBe('768px');
    expect(breakpoints?.sm).toBe('480px');
    expect(breakpoints?.lg).toBe('1024px');
  });

  it('defines the wine palette as the default colour palette', () => {
    expect(system.token('colors.wine.700')).toBe('#731c38');
    expect(system.token('colors.cream.50')).toBe('#fdfaf5');
  });
});
