import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isExpiredVerificationMessage, MESSAGES } from './index';

/** Every static text in MESSAGES, flattened. */
function allTexts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (node && typeof node === 'object') return Object.values(node).flatMap(allTexts);
  return [];
}

describe('MESSAGES', () => {
  const texts = allTexts(MESSAGES);

  // Verbatim from sections 5 and 8 (and screen texts) of both spec documents.
  const specTexts = [
    // accounts-estates-shell §5
    'Email or username is required',
    'Password is required',
    'Username is required',
    'Username must be 3-30 characters and can only contain letters, numbers, dots, underscores, and dashes',
    'Email is required',
    'Please enter a valid email address',
    'Password must be at least 8 characters and include uppercase, lowercase, number, and special character',
    'Please confirm your password',
    'Passwords do not match',
    'You must accept the terms and conditions',
    'Estate name is required',
    'Estate name must be at least 3 characters',
    'Estate name cannot exceed 50 characters',
    'Estate name must be at least 3 characters long',
    // accounts-estates-shell §8
    'Login failed. Please try again.',
    'No token received from server',
    'Registration failed. Please try again.',
    'Email verification failed. Please try again.',
    'Failed to send verification email. Please try again.',
    'Failed to resend verification email. Please try again later.',
    'Failed to load your estates',
    'Failed to load estates. Please try again.',
    'Failed to create estate',
    'Failed to load estate details',
    'Failed to update estate',
    'Failed to update estate name',
    'Failed to delete estate',
    'Failed to delete estate. Please try again.',
    'Failed to add owner to estate',
    'Failed to remove owner from estate',
    'No estate selected',
    'No estate ID provided.',
    "Estate Not Found: The estate you're looking for doesn't exist or you don't have access to it.",
    'You need to create an estate before playing the game.',
    'Unable to connect to the server. Please check your internet connection.',
    'An unexpected error occurred',
    'Registration successful! Please check your email to verify your account.',
    'Account created successfully! Please check your email to verify your account.',
    'Email verification successful!',
    'Verification email sent! Please check your inbox.',
    'Verification email has been resent. Please check your inbox.',
    'Estate created successfully!',
    'Estate updated successfully!',
    'Estate deleted successfully!',
    'Estate name updated successfully',
    'You need to select or create an estate to play the game.',
    'Verification Failed',
    'Your verification link has expired. Would you like to request a new one?',
    'You already have at least one estate. Redirecting to game.',
    // plots-marketplace-public §5 and §8
    'Plot name cannot be empty',
    'Price must be at least €1,000',
    'Please select an estate to make the purchase',
    'Block name is required',
    'Size must be at least 0.1 hectares',
    'Grape variety is required',
    'Row spacing must be at least 0.5 meters',
    'Vine spacing must be at least 0.5 meters',
    'Orientation is required',
    'Trellis system is required',
    'Title is required',
    'Title must be at least 5 characters',
    'Description is required',
    'Description must be at least 10 characters',
    'Maximum of 5 tags allowed',
    'Failed to load plots',
    'Failed to load plot details',
    'Could not load detailed plot information',
    'Failed to create plot',
    'Failed to update plot',
    'Failed to delete plot',
    'Failed to update plot name',
    'Failed to update plot description',
    'Failed to update plot notes',
    'Failed to load vineyard blocks',
    'Failed to load block details',
    'Failed to create vineyard block',
    'Failed to update vineyard block',
    'Failed to delete vineyard block',
    'Failed to record harvest',
    'Failed to load block data for editing',
    'Failed to save vineyard block',
    'Failed to list plot for sale',
    'Failed to cancel listing',
    'Failed to load marketplace plots',
    'Failed to load available plots',
    'Failed to load estates',
    'Failed to purchase plot',
    'Insufficient funds to purchase this plot',
    "Sorry, we couldn't add you to our waitlist. Please try again later.",
    'Unable to process your request. Please try again.',
    'Failed to load suggestions',
    'Failed to load more suggestions',
    'Failed to submit suggestion',
    'Failed to submit suggestion. Please try again.',
    'Failed to record your vote. Please try again.',
    'Failed to add your comment. Please try again.',
    'Failed to add comment. Please try again.',
    'Plot created successfully!',
    'Plot updated successfully!',
    'Plot deleted successfully',
    'Plot name updated successfully',
    'Plot description updated',
    'Plot notes updated',
    'Vineyard block created successfully',
    'Vineyard block updated successfully',
    'Vineyard block deleted successfully',
    'Harvest recorded successfully!',
    'Plot successfully listed for sale!',
    'Listing successfully canceled',
    "Thank you for joining our waitlist! We'll keep you updated on our progress.",
    'Your feature suggestion has been submitted!',
    'Your vote has been recorded!',
    'Your comment has been added!',
    'Subscribing...',
    'Thanks for subscribing!',
    // plots-marketplace-public screen texts
    'Loading plot details...',
    "Plot Not Found: The plot you're looking for doesn't exist or you don't have access to it.",
    'Detailed Analysis Not Available',
    'No description available.',
    'No notes available.',
    'No Plots Found',
    'No Plots Available',
    'This action cannot be undone.',
    'No Vineyard Blocks Found',
    'No plots available in the marketplace. Try adjusting your filters or check back later.',
    'A beautiful plot of land perfect for growing grapes.',
    'No feature suggestions found. Try a different search or filter.',
    'No comments yet.',
    'Manage your land holdings and purchase new plots',
    'Browse and purchase vineyard plots from other estates',
  ];

  it.each(specTexts)('contains %p', (text) => {
    expect(texts).toContain(text);
  });

  it('uses the named keys other code relies on', () => {
    expect(MESSAGES.auth.identifierRequired).toBe('Email or username is required');
    expect(MESSAGES.auth.usernameInvalid).toBe(
      'Username must be 3-30 characters and can only contain letters, numbers, dots, underscores, and dashes',
    );
    expect(MESSAGES.auth.passwordWeak).toBe(
      'Password must be at least 8 characters and include uppercase, lowercase, number, and special character',
    );
    expect(MESSAGES.common.offline).toBe('Unable to connect to the server. Please check your internet connection.');
    expect(MESSAGES.common.unexpected).toBe('An unexpected error occurred');
    expect(MESSAGES.estate.notFound).toMatch(/^Estate Not Found: /);
    expect(MESSAGES.plot.notFound).toMatch(/^Plot Not Found: /);
  });

  it('builds the templated texts', () => {
    expect(MESSAGES.estate.nowManaging('Château Test')).toBe('Now managing: Château Test');
    expect(MESSAGES.plot.deletedNamed('North Field')).toBe('Plot "North Field" deleted successfully');
    expect(MESSAGES.plot.deleteFailedWithReason('Plot has blocks')).toBe('Failed to delete plot: Plot has blocks');
    expect(MESSAGES.plot.deleteFailedWithReason()).toBe('Failed to delete plot: Unknown error');
    expect(MESSAGES.plot.deleteFailedWithReason('')).toBe('Failed to delete plot: Unknown error');
    expect(MESSAGES.block.deleteFailedWithReason('Locked')).toBe('Failed to delete block: Locked');
    expect(MESSAGES.block.deleteFailedWithReason(null)).toBe('Failed to delete block: Unknown error');
    expect(MESSAGES.block.createdNamed('Block A')).toBe('Vineyard block "Block A" created successfully!');
    expect(MESSAGES.plot.purchasedOn({ year: 1, day: 1 })).toBe('Plot purchased on 1 Mar, Year 1');
    expect(MESSAGES.plot.purchasedOn({ year: 2, day: 41 })).toBe('Plot purchased on 11 Apr, Year 2');
    expect(MESSAGES.listing.cancelConfirm('North Field')).toBe(
      'Are you sure you want to remove North Field from the marketplace?',
    );
    expect(MESSAGES.marketplace.purchased('North Field', 165000)).toBe(
      'Successfully purchased North Field for €165,000',
    );
    expect(MESSAGES.marketplace.purchaseConfirm('North Field', 165000)).toBe(
      'Are you sure you want to purchase North Field for €165,000?',
    );
    expect(MESSAGES.marketplace.plotsFound(0)).toBe('0 plot(s) found');
    expect(MESSAGES.marketplace.plotsFound(12)).toBe('12 plot(s) found');
    expect(MESSAGES.marketplace.listedOn('2025-12-01T00:00:00Z')).toBe('Listed on December 1, 2025');
    expect(MESSAGES.common.invalidChoice('Orientation', ['a', 'b'])).toBe('Orientation must be one of: a, b');
  });

  it('takes the rule figures from the rules: another fee, price band, minimum price, duration or length changes every text naming it', () => {
    // today's rules give today's words
    expect(MESSAGES.ledger.marketFee).toBe('2% market fee on the sale');
    expect(MESSAGES.notice.plotSoldBody('North', 2, '€100,000', '€2,000', '€98,000')).toBe(
      'North (2 ha) was bought on the marketplace for €100,000. After the 2% market fee of €2,000, €98,000 went to the estate.',
    );
    expect(MESSAGES.listing.priceMin).toBe('Price must be at least €1,000');
    expect(MESSAGES.listing.priceOutOfBandShort).toBe('Price must be within 0.5–2× the plot’s valuation');
    expect(MESSAGES.listing.durationInvalid).toBe('Duration must be 7, 14, 30, 60 or 90 days');
    expect(MESSAGES.listing.descriptionTooLong).toBe('Description cannot exceed 2000 characters');
    // other rules give other words
    jest.isolateModules(() => {
      jest.doMock('./economy', () => ({
        ...jest.requireActual('./economy'),
        LAND_SALE_FEE_RATE: 0.035,
        LISTING_PRICE_BAND: { min: 0.6, max: 1.5 },
      }));
      jest.doMock('./marketplace', () => ({
        ...jest.requireActual('./marketplace'),
        MIN_LISTING_PRICE: 2500,
        LISTING_DURATIONS_DAYS: [7, 30],
        LISTING_DESCRIPTION_MAX: 500,
      }));
      const { MESSAGES: changed } = jest.requireActual<typeof import('./messages')>('./messages');
      expect(changed.ledger.marketFee).toBe('3.5% market fee on the sale');
      expect(changed.notice.plotSoldBody('North', 2, '€100,000', '€3,500', '€96,500')).toContain(
        'After the 3.5% market fee of €3,500,',
      );
      expect(changed.listing.priceMin).toBe('Price must be at least €2,500');
      expect(changed.listing.priceOutOfBand(600, 1500)).toBe(
        "Price must be between €600 and €1,500 (0.6–1.5× the plot's valuation)",
      );
      expect(changed.listing.priceOutOfBandShort).toBe('Price must be within 0.6–1.5× the plot’s valuation');
      expect(changed.listing.durationInvalid).toBe('Duration must be 7 or 30 days');
      expect(changed.listing.descriptionTooLong).toBe('Description cannot exceed 500 characters');
    });
  });

  it('writes no percentage or euro amount into a text: those figures come from the rules', () => {
    const code = readFileSync(join(__dirname, 'messages.ts'), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\/\/.*$/gm, '');
    expect(code.match(/\d\s?%|€\s?\d|\d\s?€/g) ?? []).toEqual([]);
  });

  it('recognises expired verification messages', () => {
    expect(isExpiredVerificationMessage('Verification token has expired')).toBe(true);
    expect(isExpiredVerificationMessage('Invalid token')).toBe(true);
    expect(isExpiredVerificationMessage('Server exploded')).toBe(false);
    expect(isExpiredVerificationMessage(undefined)).toBe(false);
  });
});
