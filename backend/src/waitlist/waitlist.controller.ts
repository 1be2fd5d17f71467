import { Body, Controller, Get, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MESSAGES } from '@vineyard/domain';
import { ApiDataResponse, ApiErrors, BODY_ERRORS, Envelope, ok } from '../common/api-docs';
import { Authenticated } from '../auth/guards';
import { EmptyDto } from '../auth/dto/auth.dto';
import { ContactDto, ContactMessagesDataDto, NewsletterSubscribeDto, WaitlistJoinDto } from './waitlist.dto';
import { WaitlistService } from './waitlist.service';

@ApiTags('public site')
@Controller()
export class WaitlistController {
  constructor(private readonly waitlist: WaitlistService) {}

  @Post('waitlist/join')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'joinWaitlist',
    summary: 'Join the waitlist',
    description:
      'Public. Idempotent: the same answer whether or not the address is already on the list; earlyAccess, once asked, is kept. Throttled per IP.',
  })
  @ApiDataResponse(EmptyDto)
  @ApiErrors(...BODY_ERRORS, 'RATE_LIMITED')
  async join(@Body() dto: WaitlistJoinDto, @Ip() ip: string): Promise<Envelope<EmptyDto>> {
    await this.waitlist.join(dto.email, dto.earlyAccess ?? false, ip);
    return ok({}, MESSAGES.waitlist.joined);
  }

  @Post('newsletter/subscribe')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'subscribeNewsletter',
    summary: 'Subscribe to the newsletter',
    description:
      'Public. Idempotent: the same answer whether or not the address is already subscribed. Throttled per IP.',
  })
  @ApiDataResponse(EmptyDto)
  @ApiErrors(...BODY_ERRORS, 'RATE_LIMITED')
  async subscribe(@Body() dto: NewsletterSubscribeDto, @Ip() ip: string): Promise<Envelope<EmptyDto>> {
    await this.waitlist.subscribe(dto.email, ip);
    return ok({}, MESSAGES.newsletter.subscribed);
  }

  @Post('contact')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'sendContactMessage',
    summary: 'Send a message to the team',
    description: 'Public. Stored for the admins. Throttled per IP (10 an hour).',
  })
  @ApiDataResponse(EmptyDto)
  @ApiErrors(...BODY_ERRORS, 'RATE_LIMITED')
  async contact(@Body() dto: ContactDto, @Ip() ip: string): Promise<Envelope<EmptyDto>> {
    await this.waitlist.contact(dto, ip);
    return ok({}, MESSAGES.contact.sent);
  }

  @Get('contact/messages')
  @Authenticated('admin')
  @ApiOperation({
    operationId: 'listContactMessages',
    summary: 'Messages sent through the contact page (admins)',
    description: 'Admins only. The 100 most recent, newest first.',
  })
  @ApiDataResponse(ContactMessagesDataDto)
  async messages(): Promise<Envelope<ContactMessagesDataDto>> {
    return ok({ messages: await this.waitlist.contactMessages() });
  }
}
