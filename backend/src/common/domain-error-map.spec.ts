import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as ts from 'typescript';
import { ERROR_CODES, MAX_API_KEYS_PER_USER, MAX_CO_OWNERS, MAX_ESTATES_PER_USER, MESSAGES } from '@vineyard/domain';
import { codeForStatus, DOMAIN_ERRORS, errorBody } from './domain-error-map';
import { DomainError, STATUS_TEXT } from './errors';

describe('DOMAIN_ERRORS', () => {
  it('maps exactly the codes of ERROR_CODES, each to a known status and a message', () => {
    expect(Object.keys(DOMAIN_ERRORS).sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES) {
      const { status, message } = DOMAIN_ERRORS[code];
      expect([code, STATUS_TEXT[status]]).toEqual([code, expect.any(String)]);
      expect([code, message.trim().length > 0]).toEqual([code, true]);
      expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
    }
  });

  it('gives each message one status: the same text never answers two statuses (issue 33)', () => {
    const statuses = new Map<string, Set<number>>();
    for (const code of ERROR_CODES) {
      const { status, message } = DOMAIN_ERRORS[code];
      statuses.set(message, (statuses.get(message) ?? new Set()).add(status));
    }
    expect([...statuses].filter(([, s]) => s.size > 1).map(([m, s]) => `${m}: ${[...s].join(', ')}`)).toEqual([]);
  });

  it('takes every message from the catalogue (MESSAGES), never a text of its own', () => {
    const catalogue = new Set([
      ...textsOf(MESSAGES),
      // the texts made by catalogue functions, with the game's limits
      MESSAGES.estate.tooManyEstates(MAX_ESTATES_PER_USER),
      MESSAGES.estate.tooManyCoOwners(MAX_CO_OWNERS),
      MESSAGES.apiKeys.tooMany(MAX_API_KEYS_PER_USER),
    ]);
    const own = ERROR_CODES.filter((code) => !catalogue.has(DOMAIN_ERRORS[code].message));
    expect(own.map((code) => `${code}: ${DOMAIN_ERRORS[code].message}`)).toEqual([]);
    // and the map's source names them: a literal equal to a catalogue text is a copy all the same
    expect(literalsIn(DOMAIN_ERRORS_SOURCE)).toEqual([]);
  });

  it('builds the body of every code with its status, status text and message', () => {
    for (const code of ERROR_CODES) {
      const { status, message } = DOMAIN_ERRORS[code];
      expect(errorBody(code)).toEqual({ statusCode: status, error: STATUS_TEXT[status], code, message });
    }
  });

  it('keeps a more precise message and the fields, and leaves out an empty field list', () => {
    const message = MESSAGES.winery.quoteChanged('€1,234');
    expect(errorBody('QUOTE_CHANGED', { message })).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'QUOTE_CHANGED',
      message,
    });
    const errors = [{ field: 'name', message: MESSAGES.estate.nameRequired }];
    expect(errorBody('VALIDATION_FAILED', { message: errors[0]!.message, errors })).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      errors,
    });
    expect(errorBody('VALIDATION_FAILED', { errors: [] })).not.toHaveProperty('errors');
  });

  it('gives every status the API answers a code of that status, and others a generic one', () => {
    for (const status of Object.keys(STATUS_TEXT).map(Number)) {
      expect([status, DOMAIN_ERRORS[codeForStatus(status)].status]).toEqual([status, status]);
    }
    expect(codeForStatus(410)).toBe('BAD_REQUEST');
    expect(codeForStatus(502)).toBe('INTERNAL_ERROR');
    expect(errorBody(codeForStatus(410), { status: 410 })).toMatchObject({ statusCode: 410, error: 'Error' });
  });

  it('is what a DomainError carries: the code, and the message it was given', () => {
    expect(new DomainError('PRICE_CHANGED')).toMatchObject({ code: 'PRICE_CHANGED', details: {} });
    expect(new DomainError('RATE_LIMITED', { retryAfter: 3 }).details.retryAfter).toBe(3);
  });
});

/** Every static text of the catalogue. */
function textsOf(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (node && typeof node === 'object') return Object.values(node).flatMap(textsOf);
  return [];
}

const DOMAIN_ERRORS_SOURCE = join(__dirname, 'domain-error-map.ts');

/** The string and template literals inside the initializer of `DOMAIN_ERRORS` in `file`. */
function literalsIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  let map: ts.Node | undefined;
  const find = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === 'DOMAIN_ERRORS') map = node.initializer;
    else ts.forEachChild(node, find);
  };
  find(source);
  if (!map) throw new Error(`no DOMAIN_ERRORS in ${file}`);
  const literals: string[] = [];
  const collect = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      literals.push(node.getText(source));
    } else ts.forEachChild(node, collect);
  };
  collect(map);
  return literals;
}
