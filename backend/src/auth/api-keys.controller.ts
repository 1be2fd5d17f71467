import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { MAX_API_KEYS_PER_USER, MESSAGES } from '@vineyard/domain';
import { ApiDataResponse, ApiErrors, BODY_ERRORS, Envelope, ok } from '../common/api-docs';
import { ApiKeysService } from './api-keys.service';
import type { AuthenticatedUser } from './auth.types';
import { ApiKeysDataDto, CreateApiKeyDto, CreatedApiKeyDataDto } from './dto/api-keys.dto';
import { EmptyDto } from './dto/auth.dto';
import { CurrentAuth, SessionOnly } from './guards';

const k = MESSAGES.apiKeys;

/**
 * The signed-in player's personal API keys (issue 33). Session only: a key never lists, creates
 * or revokes keys (403 `API_KEY_NOT_ALLOWED`), so a leaked key cannot mint a longer-lived one.
 */
@ApiTags('auth')
@Controller('auth/api-keys')
@SessionOnly()
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Get()
  @ApiOperation({
    operationId: 'listApiKeys',
    summary: 'Your API keys',
    description:
      'The keys you have not revoked, newest first (expired ones too, by their `expiresAt`): name, prefix, scopes, when created, when they expire and when last used (written at most once a minute). Never the secret.',
  })
  @ApiDataResponse(ApiKeysDataDto)
  async list(@CurrentAuth() auth: AuthenticatedUser): Promise<Envelope<ApiKeysDataDto>> {
    return ok({ keys: await this.keys.list(auth.user.id) });
  }

  @Post()
  @ApiOperation({
    operationId: 'createApiKey',
    summary: 'Create an API key',
    description: `Answers the key's secret this once (only its SHA-256 is stored): send it as \`Authorization: Bearer vv_…\` on any authenticated operation within its scopes — \`read\` for GET requests, \`play\` for every other method, \`admin\` for the admin routes (admins only). A key acts as you: 404 for what is not yours, as with your session. At most ${MAX_API_KEYS_PER_USER} live keys (409 \`TOO_MANY_API_KEYS\`); each key has its own rate limit (429 with Retry-After).`,
  })
  @ApiDataResponse(CreatedApiKeyDataDto, 201, 'Created')
  // an operation's own 403 replaces its controller's: API_KEY_NOT_ALLOWED again
  @ApiErrors(...BODY_ERRORS, 'TOO_MANY_API_KEYS', 'API_KEY_ADMIN_ONLY', 'API_KEY_NOT_ALLOWED')
  async create(
    @CurrentAuth() auth: AuthenticatedUser,
    @Body() dto: CreateApiKeyDto,
  ): Promise<Envelope<CreatedApiKeyDataDto>> {
    return ok(await this.keys.create(auth, dto), k.created);
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'revokeApiKey',
    summary: 'Revoke an API key',
    description:
      'Ends the key at once: its next request answers 401. 404 for a key that is not yours or was already revoked.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiDataResponse(EmptyDto)
  @ApiErrors('UNSAFE_INPUT', 'API_KEY_NOT_FOUND')
  async revoke(@CurrentAuth() auth: AuthenticatedUser, @Param('id') id: string): Promise<Envelope<EmptyDto>> {
    await this.keys.revoke(auth, id);
    return ok({}, k.revoked);
  }
}
