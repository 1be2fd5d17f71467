import { Global, Module } from '@nestjs/common';
import { MailService } from './mail.service';
import { OutboxRepository } from './outbox.repository';

@Global()
@Module({ providers: [OutboxRepository, MailService], exports: [MailService] })
export class MailModule {}
