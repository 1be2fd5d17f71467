import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import * as chakraTheme from '@chakra-ui/react/theme';
import { MOBILE_BREAKPOINT_PX } from '@vineyard/domain';

/**
 * Chakra's colour palettes the app never names (checked with `grep -rE 'teal|cyan|pink'
 * frontend/src`; only Chakra's CodeBlock, which the app does not use, reads them). Each palette
 * costs about 8% of `createSystem` — a long task of every page load — because every colour token
 * is also expanded for `colorPalette`; leaving these three out takes about a quarter off it.
 */
const UNUSED_PALETTES: ReadonlySet<string> = new Set(['teal', 'cyan', 'pink']);

const withoutUnusedPalettes = <T extends Record<string, unknown>>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

/**
 * Chakra's default theme (what `defaultConfig` adds to `defaultBaseConfig`: tokens, recipes,
 * global styles), minus the unused palettes.
 */
const chakraDefaults = defineConfig({
  preflight: true,
  cssVarsPrefix: chakraTheme.cssVarsPrefix,
  cssVarsRoot: chakraTheme.cssVarsRoot,
  globalCss: chakraTheme.globalCss,
  theme: {
    breakpoints: chakraTheme.breakpoints,
    keyframes: chakraTheme.keyframes,
    tokens: { ...chakraTheme.tokens, colors: withoutUnusedPalettes(chakraTheme.tokens.colors) },
    semanticTokens: {
      ...chakraTheme.semanticTokens,
      colors: withoutUnusedPalettes(chakraTheme.semanticTokens.colors),
    },
    recipes: chakraTheme.recipes,
    slotRecipes: chakraTheme.slotRecipes,
    textStyles: chakraTheme.textStyles,
    layerStyles: chakraTheme.layerStyles,
    animationStyles: chakraTheme.animationStyles,
  },
});

/**
 * Vineyard Valley design system on top of Chakra v3's defaults.
 *
 * - `wine`: deep burgundy, the primary palette (buttons, links, focus rings). `wine.700` on white
 *   and white on `wine.700` both exceed WCAG AA for body text.
 * - `cream`: warm neutrals for page backgrounds, borders and muted text.
 * - `gold`: a sparing accent (highlights on dark burgundy surfaces).
 * The app is light-only: semantic tokens map the neutral `bg`/`fg`/`border` tokens to cream.
 */
const config = defineConfig({
  globalCss: {
    html: { colorPalette: 'wine', scrollBehavior: 'smooth', _motionReduce: { scrollBehavior: 'auto' } },
    body: { bg: 'bg', color: 'fg', minHeight: '100dvh' },
    '::selection': { bg: 'wine.200', color: 'wine.950' },
    '*, *::before, *::after': {
      _motionReduce: { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
    },
  },
  theme: {
    // `md` is the spec's mobile breakpoint (768 px): below it the game layout swaps its sidebar
    // for the bottom bar and the public header collapses into the menu button.
    breakpoints: { md: `${MOBILE_BREAKPOINT_PX}px` },
    tokens: {
      colors: {
        wine: {
          50: { value: '#fbf2f4' },
          100: { value: '#f5dfe4' },
          200: { value: '#ebbcc7' },
          300: { value: '#dc8c9f' },
          400: { value: '#c65c77' },
          500: { value: '#a93556' },
          600: { value: '#8d2545' },
          700: { value: '#731c38' },
          800: { value: '#5d172e' },
          900: { value: '#471224' },
          950: { value: '#2c0a16' },
        },
        cream: {
          50: { value: '#fdfaf5' },
          100: { value: '#f8f2e8' },
          200: { value: '#efe5d4' },
          300: { value: '#e2d3ba' },
          400: { value: '#cbb897' },
          500: { value: '#a8916b' },
          600: { value: '#84704e' },
          700: { value: '#65553b' },
          800: { value: '#4a3e2b' },
          900: { value: '#30281c' },
          950: { value: '#1e1911' },
        },
        gold: {
          100: { value: '#faf0d5' },
          200: { value: '#f3dfa6' },
          300: { value: '#e8cb7c' },
          400: { value: '#dab455' },
          500: { value: '#c89b3c' },
          600: { value: '#a67c26' },
          700: { value: '#7f5e1c' },
        },
      },
      fonts: {
        heading: {
          value: "'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, serif",
        },
        body: {
          value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
        },
      },
    },
    // The repeated heading and label styles: `textStyle="pageTitle"` etc. (components/PageHeader,
    // DataTable, the status bar). Colours stay with the element unless the style is a page title.
    textStyles: {
      /** The h1 of every page and game tab. */
      pageTitle: {
        value: {
          fontSize: { base: '2xl', md: '3xl' },
          lineHeight: { base: '2rem', md: '2.375rem' },
          letterSpacing: '-0.025em',
          color: 'wine.800',
        },
      },
      /** The small upper-case label above a value (table headers, facts, field groups). */
      caps: { value: { fontSize: 'xs', textTransform: 'uppercase', letterSpacing: 'wide' } },
      /** The tiniest upper-case label (status bar and top bar terms). */
      capsTiny: { value: { fontSize: '2xs', textTransform: 'uppercase', letterSpacing: 'wider', lineHeight: 'short' } },
      /** An upper-case heading of a group of links or items (footer columns, inventory groups). */
      capsHeading: { value: { textTransform: 'uppercase', letterSpacing: 'wider' } },
      /** The upper-case line above a public page's heading. */
      eyebrow: { value: { textTransform: 'uppercase', letterSpacing: 'widest' } },
    },
    semanticTokens: {
      colors: {
        bg: {
          DEFAULT: { value: '{colors.cream.50}' },
          subtle: { value: '{colors.cream.100}' },
          muted: { value: '{colors.cream.200}' },
          emphasized: { value: '{colors.cream.300}' },
          panel: { value: '{colors.white}' },
        },
        fg: {
          DEFAULT: { value: '#2b1d1a' },
          muted: { value: '{colors.cream.700}' },
          subtle: { value: '{colors.cream.600}' },
        },
        border: {
          DEFAULT: { value: '{colors.cream.300}' },
          muted: { value: '{colors.cream.200}' },
          subtle: { value: '{colors.cream.100}' },
          emphasized: { value: '{colors.cream.400}' },
        },
        wine: {
          solid: { value: '{colors.wine.700}' },
          contrast: { value: '{colors.white}' },
          fg: { value: '{colors.wine.700}' },
          muted: { value: '{colors.wine.200}' },
          subtle: { value: '{colors.wine.100}' },
          emphasized: { value: '{colors.wine.300}' },
          focusRing: { value: '{colors.wine.500}' },
          border: { value: '{colors.wine.600}' },
        },
        cream: {
          solid: { value: '{colors.cream.700}' },
          contrast: { value: '{colors.white}' },
          fg: { value: '{colors.cream.800}' },
          muted: { value: '{colors.cream.200}' },
          subtle: { value: '{colors.cream.100}' },
          emphasized: { value: '{colors.cream.300}' },
          focusRing: { value: '{colors.cream.500}' },
          border: { value: '{colors.cream.400}' },
        },
        gold: {
          solid: { value: '{colors.gold.500}' },
          contrast: { value: '{colors.wine.950}' },
          fg: { value: '{colors.gold.700}' },
          muted: { value: '{colors.gold.200}' },
          subtle: { value: '{colors.gold.100}' },
          emphasized: { value: '{colors.gold.300}' },
          focusRing: { value: '{colors.gold.500}' },
          border: { value: '{colors.gold.500}' },
        },
      },
    },
  },
});

let made: ReturnType<typeof createSystem> | undefined;

/**
 * The design system, made on first use rather than when this module is evaluated: making it is
 * the longest single piece of the app's start-up (~300 ms on a 4×-slowed phone), and a page the
 * app hydrates makes it in a task of its own (main.tsx), not in the one that evaluates the app's
 * modules, so that neither is as long.
 */
export function designSystem() {
  return (made ??= createSystem(defaultBaseConfig, chakraDefaults, config));
}
