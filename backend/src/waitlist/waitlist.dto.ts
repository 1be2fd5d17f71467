import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean } from 'class-validator';
import { DomainRule, EmailField, Optional } from '../common/validation';
import {
  CONTACT_LIMITS,
  MESSAGES,
  validateContactMessage,
  validateContactName,
  validateContactSubject,
} from '@vineyard/domain';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class WaitlistJoinDto {
  @EmailField()
  email: string;

  /** 'Include me in early access'. */
  @ApiPropertyOptional({ default: false })
  @Optional()
  @IsBoolean({ message: MESSAGES.common.notTrueOrFalse('Early access') })
  earlyAccess?: boolean;
}

export class NewsletterSubscribeDto {
  @EmailField()
  email: string;
}

export class ContactDto {
  @ApiProperty({ maxLength: CONTACT_LIMITS.nameMax })
  @Transform(trim)
  @DomainRule(validateContactName, 'string')
  name: string;

  @EmailField()
  email: string;

  @ApiProperty({ maxLength: CONTACT_LIMITS.subjectMax })
  @Transform(trim)
  @DomainRule(validateContactSubject, 'string')
  subject: string;

  @ApiProperty({ minLength: CONTACT_LIMITS.messageMin, maxLength: CONTACT_LIMITS.messageMax })
  @Transform(trim)
  @DomainRule(validateContactMessage, 'string')
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
