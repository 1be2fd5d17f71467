import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { Optional } from '../common/validation';
import { CONTACT_LIMITS, EMAIL_MAX_LENGTH, EMAIL_PATTERN, MESSAGES } from '@vineyard/domain';

const a = MESSAGES.auth;
const c = MESSAGES.contact;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimLower = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

export class WaitlistJoinDto {
  @ApiProperty({ example: 'anna@example.com', maxLength: EMAIL_MAX_LENGTH })
  @Transform(trimLower)
  @IsNotEmpty({ message: a.emailRequired })
  @IsString({ message: a.emailInvalid })
  @MaxLength(EMAIL_MAX_LENGTH, { message: a.emailInvalid })
  @Matches(EMAIL_PATTERN, { message: a.emailInvalid })
  email: string;

  /** 'Include me in early access'. */
  @ApiPropertyOptional({ default: false })
  @Optional()
  @IsBoolean()
  earlyAccess?: boolean;
}

export class NewsletterSubscribeDto {
  @ApiProperty({ example: 'anna@example.com', maxLength: EMAIL_MAX_LENGTH })
  @Transform(trimLower)
  @IsNotEmpty({ message: a.emailRequired })
  @IsString({ message: a.emailInvalid })
  @MaxLength(EMAIL_MAX_LENGTH, { message: a.emailInvalid })
  @Matches(EMAIL_PATTERN, { message: a.emailInvalid })
  email: string;
}

export class ContactDto {
  @ApiProperty({ maxLength: CONTACT_LIMITS.nameMax })
  @Transform(trim)
  @IsNotEmpty({ message: c.nameRequired })
  @IsString({ message: c.nameRequired })
  @MaxLength(CONTACT_LIMITS.nameMax, { message: c.nameTooLong })
  name: string;

  @ApiProperty({ example: 'anna@example.com', maxLength: EMAIL_MAX_LENGTH })
  @Transform(trimLower)
  @IsNotEmpty({ message: a.emailRequired })
  @IsString({ message: a.emailInvalid })
  @MaxLength(EMAIL_MAX_LENGTH, { message: a.emailInvalid })
  @Matches(EMAIL_PATTERN, { message: a.emailInvalid })
  email: string;

  @ApiProperty({ maxLength: CONTACT_LIMITS.subjectMax })
  @Transform(trim)
  @IsNotEmpty({ message: c.subjectRequired })
  @IsString({ message: c.subjectRequired })
  @MaxLength(CONTACT_LIMITS.subjectMax, { message: c.subjectTooLong })
  subject: string;

  @ApiProperty({ minLength: CONTACT_LIMITS.messageMin, maxLength: CONTACT_LIMITS.messageMax })
  @Transform(trim)
  @IsNotEmpty({ message: c.messageRequired })
  @IsString({ message: c.messageRequired })
  @MinLength(CONTACT_LIMITS.messageMin, { message: c.messageTooShort })
  @MaxLength(CONTACT_LIMITS.messageMax, { message: c.messageTooLong })
  message: string;
}

export class ContactMessageDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  email: string;

  @ApiProperty()
  subject: string;

  @ApiProperty()
  message: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

export class ContactMessagesDataDto {
  @ApiProperty({ type: [ContactMessageDto] })
  messages: ContactMessageDto[];
}
