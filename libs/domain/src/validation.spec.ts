import {
  EMAIL_PATTERN,
  hasErrors,
  MESSAGES,
  validateContact,
  normalizeEmail,
  normalizeTags,
  parseTags,
  PASSWORD_PATTERN,
  USERNAME_PATTERN,
  validateBlock,
  validateCommentText,
  validateConfirmPassword,
  validateEmail,
  validateEstateName,
  validateEstateRename,
  validateIdentifier,
  validateListingDuration,
  validateListingPrice,
  validateLoginPassword,
  validatePassword,
  validatePlotName,
  validateProblemSolved,
  validateSuggestion,
  validateTags,
  validateTerms,
  validateUsername,
} from './index';

const { auth, estate, plot, block, listing, suggestion } = MESSAGES;

describe('login', () => {
  it.each([
    ['', auth.identifierRequired],
    ['   ', auth.identifierRequired],
    [undefined, auth.identifierRequired],
    [42, auth.identifierRequired],
    ['player@example.com', null],
    ['player_1', null],
  ])('validateIdentifier(%p)', (value, expected) => {
    expect(validateIdentifier(value)).toBe(expected);
  });

  it('requires a non-empty password without other rules', () => {
    expect(validateLoginPassword('')).toBe('Password is required');
    expect(validateLoginPassword(undefined)).toBe('Password is required');
    expect(validateLoginPassword('x')).toBeNull();
  });
});

describe('username', () => {
  it.each([
    ['', 'Username is required'],
    ['  ', 'Username is required'],
    [null, 'Username is required'],
    ['ab', auth.usernameInvalid],
    ['abc', null],
    ['a'.repeat(30), null],
    ['a'.repeat(31), auth.usernameInvalid],
    ['john.doe_99-x', null],
    ['john doe', auth.usernameInvalid],
    ['john@doe', auth.usernameInvalid],
    ['jöhn', auth.usernameInvalid],
    [' john', auth.usernameInvalid],
  ])('validateUsername(%p)', (value, expected) => {
    expect(validateUsername(value)).toBe(expected);
  });

  it('exports the pattern', () => {
    expect(USERNAME_PATTERN.source).toBe('^[A-Za-z0-9._-]{3,30}$');
  });
});

describe('email', () => {
  it.each([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    [undefined, 'Email is required'],
    ['player@example.com', null],
    ['  player@example.com ', null],
    ['first.last+tag@sub.example.co.uk', null],
    ['player', 'Please enter a valid email address'],
    ['player@', 'Please enter a valid email address'],
    ['@example.com', 'Please enter a valid email address'],
    ['player@example', 'Please enter a valid email address'],
    ['play er@example.com', 'Please enter a valid email address'],
    ['player@@example.com', 'Please enter a valid email address'],
    ['player@-example.com', 'Please enter a valid email address'],
    [`${'a'.repeat(250)}@example.com`, 'Please enter a valid email address'],
  ])('validateEmail(%p)', (value, expected) => {
    expect(validateEmail(value)).toBe(expected);
  });

  it('pattern and normalisation', () => {
    expect(EMAIL_PATTERN.test('a@b.io')).toBe(true);
    expect(normalizeEmail('  Player@Example.COM ')).toBe('player@example.com');
  });
});

describe('password', () => {
  it.each([
    ['', 'Password is required'],
    [undefined, 'Password is required'],
    ['Abcdef1!', null],
    ['Abcde1!', auth.passwordWeak], // 7 characters
    ['abcdefg1!', auth.passwordWeak], // no uppercase
    ['ABCDEFG1!', auth.passwordWeak], // no lowercase
    ['Abcdefgh!', auth.passwordWeak], // no digit
    ['Abcdefgh1', auth.passwordWeak], // no special
    ['Abcdefg1#', auth.passwordWeak], // special not allowed
    ['Abcd efg1!', auth.passwordWeak], // space not allowed
    ['Äbcdefg1!', auth.passwordWeak], // non-ASCII letter
    ['P@$!%*?&1a', null],
    ['LongerPassword123&', null],
    [`Aa1!${'a'.repeat(124)}`, null], // PASSWORD_MAX_LENGTH
    [`Aa1!${'a'.repeat(125)}`, auth.passwordWeak], // one more
  ])('validatePassword(%p)', (value, expected) => {
    expect(validatePassword(value)).toBe(expected);
  });

  it('pattern accepts each allowed special character', () => {
    for (const special of '@$!%*?&') expect(PASSWORD_PATTERN.test(`Abcdef1${special}`)).toBe(true);
  });

  it('confirm password', () => {
    expect(validateConfirmPassword('Abcdef1!', '')).toBe('Please confirm your password');
    expect(validateConfirmPassword('Abcdef1!', undefined)).toBe('Please confirm your password');
    expect(validateConfirmPassword('Abcdef1!', 'Abcdef1?')).toBe('Passwords do not match');
    expect(validateConfirmPassword('Abcdef1!', 'Abcdef1!')).toBeNull();
  });

  it('terms', () => {
    expect(validateTerms(false)).toBe('You must accept the terms and conditions');
    expect(validateTerms(undefined)).toBe('You must accept the terms and conditions');
    expect(validateTerms('true')).toBe('You must accept the terms and conditions');
    expect(validateTerms(true)).toBeNull();
  });
});

describe('estate name', () => {
  it.each([
    ['', 'Estate name is required'],
    ['    ', 'Estate name is required'],
    [undefined, 'Estate name is required'],
    ['ab', 'Estate name must be at least 3 characters'],
    ['  ab  ', 'Estate name must be at least 3 characters'],
    ['abc', null],
    ['a'.repeat(50), null],
    [`  ${'a'.repeat(50)}  `, null],
    ['a'.repeat(51), 'Estate name cannot exceed 50 characters'],
  ])('validateEstateName(%p)', (value, expected) => {
    expect(validateEstateName(value)).toBe(expected);
  });

  it.each([
    ['', estate.renameTooShort],
    ['ab', 'Estate name must be at least 3 characters long'],
    [' ab ', estate.renameTooShort],
    [null, estate.renameTooShort],
    ['abc', null],
    ['a'.repeat(51), estate.nameTooLong],
  ])('validateEstateRename(%p)', (value, expected) => {
    expect(validateEstateRename(value)).toBe(expected);
  });
});

describe('plots and listings', () => {
  it('plot name must not be blank', () => {
    expect(validatePlotName('')).toBe('Plot name cannot be empty');
    expect(validatePlotName('   ')).toBe(plot.nameEmpty);
    expect(validatePlotName('North Field')).toBeNull();
  });

  it.each([
    [undefined, listing.priceMin],
    [null, listing.priceMin],
    ['', listing.priceMin],
    ['abc', listing.priceMin],
    [999, 'Price must be at least €1,000'],
    [999.99, listing.priceMin],
    [-5000, listing.priceMin],
    [NaN, listing.priceMin],
    [Infinity, listing.priceMin],
    [1000, null],
    ['1000', null],
    [165000, null],
    [1000.5, listing.priceWholeEuros],
    [1_000_000_000_000, null],
    [1_000_000_000_001, 'Price cannot exceed €1,000,000,000,000'],
  ])('validateListingPrice(%p)', (value, expected) => {
    expect(validateListingPrice(value)).toBe(expected);
  });

  it('listing duration is one of the choices', () => {
    for (const days of [7, 14, 30, 60, 90]) expect(validateListingDuration(days)).toBeNull();
    expect(validateListingDuration('60')).toBeNull();
    expect(validateListingDuration(31)).toBe('Duration must be 7, 14, 30, 60 or 90 days');
    expect(validateListingDuration(undefined)).toBe('Duration must be 7, 14, 30, 60 or 90 days');
  });
});

describe('validateBlock', () => {
  const valid = {
    name: 'Block A',
    size: 0.5,
    grapeVariety: 'merlot',
    rowSpacing: 2,
    vineSpacing: 1,
    orientation: 'north-south',
    trellisSystem: 'vsp',
  };

  it('accepts a valid block (notes optional)', () => {
    expect(validateBlock(valid)).toEqual({});
    expect(validateBlock({ ...valid, notes: 'anything' })).toEqual({});
    expect(hasErrors(validateBlock(valid))).toBe(false);
  });

  it('reports every missing field with its spec message', () => {
    const errors = validateBlock({});
    expect(errors).toEqual({
      name: 'Block name is required',
      size: 'Size must be at least 0.1 hectares',
      grapeVariety: 'Grape variety is required',
      rowSpacing: 'Row spacing must be at least 0.5 meters',
      vineSpacing: 'Vine spacing must be at least 0.5 meters',
      orientation: 'Orientation is required',
      trellisSystem: 'Trellis system is required',
    });
    expect(hasErrors(errors)).toBe(true);
  });

  it('checks the numeric minimums at their boundaries', () => {
    expect(validateBlock({ ...valid, size: 0.1 }).size).toBeUndefined();
    expect(validateBlock({ ...valid, size: 0.09 }).size).toBe(block.sizeMin);
    expect(validateBlock({ ...valid, size: '0.1' }).size).toBeUndefined();
    expect(validateBlock({ ...valid, size: 0 }).size).toBe(block.sizeMin);
    expect(validateBlock({ ...valid, rowSpacing: 0.5 }).rowSpacing).toBeUndefined();
    expect(validateBlock({ ...valid, rowSpacing: 0.49 }).rowSpacing).toBe(block.rowSpacingMin);
    expect(validateBlock({ ...valid, vineSpacing: 0.5 }).vineSpacing).toBeUndefined();
    expect(validateBlock({ ...valid, vineSpacing: 0.4 }).vineSpacing).toBe(block.vineSpacingMin);
    expect(validateBlock({ ...valid, vineSpacing: 'x' }).vineSpacing).toBe(block.vineSpacingMin);
    // upper limits (not in spec): far beyond real vineyards, inside the columns
    expect(validateBlock({ ...valid, rowSpacing: 10 }).rowSpacing).toBeUndefined();
    expect(validateBlock({ ...valid, rowSpacing: 10.01 }).rowSpacing).toBe(block.rowSpacingMax(10));
    expect(validateBlock({ ...valid, vineSpacing: 1000 }).vineSpacing).toBe(block.vineSpacingMax(10));
    expect(validateBlock({ ...valid, size: 1000.5 }).size).toBe(block.sizeMax(1000));
  });

  it('checks names and choices', () => {
    expect(validateBlock({ ...valid, name: '   ' }).name).toBe(block.nameRequired);
    expect(validateBlock({ ...valid, grapeVariety: '' }).grapeVariety).toBe(block.grapeVarietyRequired);
    expect(validateBlock({ ...valid, grapeVariety: 'concord' }).grapeVariety).toMatch(
      /^Grape variety must be one of: cabernet sauvignon, merlot/,
    );
    expect(validateBlock({ ...valid, orientation: 'up-down' }).orientation).toBe(
      'Orientation must be one of: north-south, east-west, northeast-southwest, northwest-southeast',
    );
    expect(validateBlock({ ...valid, trellisSystem: 'wire' }).trellisSystem).toBe(
      'Trellis system must be one of: vsp, guyot, cordon, lyre, pergola, gobelet',
    );
    expect(validateBlock({ ...valid, trellisSystem: '' }).trellisSystem).toBe(block.trellisSystemRequired);
  });

  it('checks only the given fields in partial mode', () => {
    expect(validateBlock({ size: 1 }, { partial: true })).toEqual({});
    expect(validateBlock({ size: 0.05, name: '' }, { partial: true })).toEqual({
      name: block.nameRequired,
      size: block.sizeMin,
    });
  });
});

describe('suggestions', () => {
  const valid = {
    title: 'Weather system',
    description: 'Add weather that affects growth.',
    problemSolved: 'Makes seasons matter',
    tags: 'weather, vineyard',
  };

  it('accepts a valid suggestion', () => {
    expect(validateSuggestion(valid)).toEqual({});
    expect(validateSuggestion({ ...valid, problemSolved: undefined, tags: undefined })).toEqual({});
    expect(validateSuggestion({ ...valid, tags: ['a', 'b'] })).toEqual({});
  });

  it('reports missing title and description', () => {
    expect(validateSuggestion({})).toEqual({
      title: 'Title is required',
      description: 'Description is required',
    });
  });

  it('checks title length 5-100 after trimming', () => {
    expect(validateSuggestion({ ...valid, title: 'abcd' }).title).toBe('Title must be at least 5 characters');
    expect(validateSuggestion({ ...valid, title: '  abcd  ' }).title).toBe(suggestion.titleTooShort);
    expect(validateSuggestion({ ...valid, title: 'abcde' }).title).toBeUndefined();
    expect(validateSuggestion({ ...valid, title: 'a'.repeat(100) }).title).toBeUndefined();
    expect(validateSuggestion({ ...valid, title: 'a'.repeat(101) }).title).toBe(suggestion.titleTooLong);
  });

  it('checks description length 10-500', () => {
    expect(validateSuggestion({ ...valid, description: 'a'.repeat(9) }).description).toBe(
      'Description must be at least 10 characters',
    );
    expect(validateSuggestion({ ...valid, description: 'a'.repeat(10) }).description).toBeUndefined();
    expect(validateSuggestion({ ...valid, description: 'a'.repeat(500) }).description).toBeUndefined();
    expect(validateSuggestion({ ...valid, description: 'a'.repeat(501) }).description).toBe(
      suggestion.descriptionTooLong,
    );
  });

  it('checks problemSolved max 300 (optional)', () => {
    expect(validateProblemSolved(undefined)).toBeNull();
    expect(validateProblemSolved(null)).toBeNull();
    expect(validateProblemSolved('')).toBeNull();
    expect(validateProblemSolved('a'.repeat(300))).toBeNull();
    expect(validateProblemSolved('a'.repeat(301))).toBe(suggestion.problemSolvedTooLong);
    expect(validateProblemSolved(12)).toBe(suggestion.problemSolvedTooLong);
  });

  it('allows at most 5 distinct tags', () => {
    expect(validateTags('a, b, c, d, e')).toBeNull();
    expect(validateTags('a, b, c, d, e, f')).toBe('Maximum of 5 tags allowed');
    expect(validateTags('a, A, b, c, d, e, ,')).toBeNull();
    expect(validateTags(['a', 'b', 'c', 'd', 'e', 'f'])).toBe(suggestion.tooManyTags);
    expect(validateTags([])).toBeNull();
    expect(validateTags('')).toBeNull();
    expect(validateTags([1, 2])).toBe(suggestion.tagsInvalid);
    expect(validateTags({})).toBe(suggestion.tagsInvalid);
    expect(validateSuggestion({ ...valid, tags: 'a,b,c,d,e,f' }).tags).toBe(suggestion.tooManyTags);
  });

  it('partial mode checks only the given fields', () => {
    expect(validateSuggestion({ title: 'abc' }, { partial: true })).toEqual({ title: suggestion.titleTooShort });
  });

  it('comment text must be non-empty after trim', () => {
    expect(validateCommentText('')).toBe(suggestion.commentEmpty);
    expect(validateCommentText('   ')).toBe(suggestion.commentEmpty);
    expect(validateCommentText(undefined)).toBe(suggestion.commentEmpty);
    expect(validateCommentText(' Nice idea ')).toBeNull();
  });
});

describe('parseTags', () => {
  it.each([
    ['', []],
    [null, []],
    [undefined, []],
    ['weather', ['weather']],
    [' weather , vineyard ', ['weather', 'vineyard']],
    ['a,,b, ,c', ['a', 'b', 'c']],
    ['Weather, weather, WEATHER, vineyard', ['Weather', 'vineyard']],
    ['multi word tag, other', ['multi word tag', 'other']],
  ])('parseTags(%p) = %p', (csv, tags) => {
    expect(parseTags(csv)).toEqual(tags);
  });

  it('normalizeTags applies the same rules to a list', () => {
    expect(normalizeTags([' a ', 'A', '', 'b'])).toEqual(['a', 'b']);
  });
});

describe('validateContact', () => {
  const c = MESSAGES.contact;
  it('requires every field, with the shared e-mail rule', () => {
    expect(validateContact({})).toEqual({
      name: c.nameRequired,
      email: MESSAGES.auth.emailRequired,
      subject: c.subjectRequired,
      message: c.messageRequired,
    });
    expect(validateContact({ name: ' ', email: 'x', subject: ' ', message: '   ' })).toEqual({
      name: c.nameRequired,
      email: MESSAGES.auth.emailInvalid,
      subject: c.subjectRequired,
      message: c.messageRequired,
    });
  });

  it('limits the lengths', () => {
    const ok = { name: 'Anna', email: 'anna@example.test', subject: 'Hello', message: 'A message of some length.' };
    expect(validateContact(ok)).toEqual({});
    expect(validateContact({ ...ok, message: 'Too short' })).toEqual({ message: c.messageTooShort });
    expect(validateContact({ ...ok, message: 'x'.repeat(5001) })).toEqual({ message: c.messageTooLong });
    expect(validateContact({ ...ok, name: 'x'.repeat(101), subject: 'y'.repeat(151) })).toEqual({
      name: c.nameTooLong,
      subject: c.subjectTooLong,
    });
  });
});
