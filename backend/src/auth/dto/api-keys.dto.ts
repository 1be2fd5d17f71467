import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import {
  API_KEY_MAX_EXPIRY_DAYS,
  API_KEY_NAME_MAX,
  API_KEY_SCOPES,
  MESSAGES,
  type ApiKeyScope,
} from '@vineyard/domain';

const k = MESSAGES.apiKeys;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class CreateApiKeyDto {
  /** What the key is for, to tell keys apart ("Harvest bot"). */
  @ApiProperty({ example: 'Harvest bot', minLength: 1, maxLength: API_KEY_NAME_MAX })
  @IsString({ message: k.nameRequired })
  @IsNotEmpty({ message: k.nameRequired })
  @MaxLength(API_KEY_NAME_MAX, { message: k.nameTooLong(API_KEY_NAME_MAX) })
  @Transform(trim)
  name: string;

  /**
   * What the key may do: `read` (GET requests on your own data), `play` (your game actions: every
   * other method), `admin` (the admin routes; admins only, 403 `API_KEY_ADMIN_ONLY` otherwise).
   */
  @ApiProperty({
    enum: API_KEY_SCOPES,
    isArray: true,
    minItems: 1,
    maxItems: API_KEY_SCOPES.length,
    example: ['read', 'play'],
  })
  @IsArray({ message: k.scopesRequired })
  @ArrayMinSize(1, { message: k.scopesRequired })
  @ArrayMaxSize(API_KEY_SCOPES.length, { message: k.scopeInvalid })
  @IsIn(API_KEY_SCOPES, { each: true, message: k.scopeInvalid })
  scopes: ApiKeyScope[];

  /** Days until the key stops working (1-365), or null for a key that does not expire. */
  @ApiProperty({ type: 'integer', nullable: true, minimum: 1, maximum: API_KEY_MAX_EXPIRY_DAYS, example: 90 })
  @ValidateIf((_body, value) => value !== null)
  @IsInt({ message: k.expiryInvalid(API_KEY_MAX_EXPIRY_DAYS) })
  @Min(1, { message: k.expiryInvalid(API_KEY_MAX_EXPIRY_DAYS) })
  @Max(API_KEY_MAX_EXPIRY_DAYS, { message: k.expiryInvalid(API_KEY_MAX_EXPIRY_DAYS) })
  expiresInDays: number | null;
}

export class ApiKeyDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Harvest bot' })
  name: string;

  /** The secret's first characters: enough to recognise the key, not to use it. */
  @ApiProperty({ example: 'vv_Xb3kQ9aZ' })
  prefix: string;

  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true, example: ['read', 'play'] })
  scopes: ApiKeyScope[];

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  /** Null: the key does not expire. A key past this date answers 401. */
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  expiresAt: string | null;

  /** When the key was last used (written at most once a minute); null when never. */
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastUsedAt: string | null;
}

export class ApiKeysDataDto {
  @ApiProperty({ type: [ApiKeyDto] })
  keys: ApiKeyDto[];
}

export class CreatedApiKeyDataDto {
  @ApiProperty({ type: ApiKeyDto })
  key: ApiKeyDto;

  /** The key itself, answered this once and never again: send it as `Authorization: Bearer <secret>`. */
  @ApiProperty({ example: 'vv_Xb3kQ9aZ0mV7pL2sR8tY4wE6uI1oP5aS3dF7gH9jK2l' })
  secret: string;
}
