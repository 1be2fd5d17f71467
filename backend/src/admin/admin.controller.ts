import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { MESSAGES } from '@vineyard/domain';
import { ApiDataResponse, ApiErrors, BODY_ERRORS, Envelope, INPUT_ERRORS, ok } from '../common/api-docs';
import { Authenticated, CurrentAuth } from '../auth/guards';
import type { AuthenticatedUser } from '../auth/auth.types';
import { AdminClockService } from './admin-clock.service';
import { AdminUsersService } from './admin-users.service';
import { AuditService } from '../audit/audit.service';
import { ClockJobDataDto } from '../gametime/dto/clock-job.dto';
import {
  AdminClockDto,
  AdminUserDataDto,
  AdminUsersDataDto,
  AdminUsersQueryDto,
  AdvanceClockDto,
  AuditDataDto,
  AuditQueryDto,
  SetRoleDto,
} from './dto/admin.dto';

const a = MESSAGES.admin;
const ADMIN_ONLY = 'Admins only: 401 without a session, 403 for players.';

@ApiTags('admin')
@Controller('admin')
@Authenticated('admin')
export class AdminController {
  constructor(
    private readonly users: AdminUsersService,
    private readonly clock: AdminClockService,
    private readonly audit: AuditService,
  ) {}

  @Get('users')
  @ApiOperation({
    operationId: 'adminListUsers',
    summary: 'Search users (admins)',
    description: `Newest first, paginated; search matches part of a username or e-mail. ${ADMIN_ONLY}`,
  })
  @ApiDataResponse(AdminUsersDataDto)
  @ApiErrors(...INPUT_ERRORS)
  async listUsers(@Query() query: AdminUsersQueryDto): Promise<Envelope<AdminUsersDataDto>> {
    return ok(await this.users.list(query));
  }

  @Get('users/:id')
  @ApiOperation({ operationId: 'adminGetUser', summary: 'A user (admins)', description: ADMIN_ONLY })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiDataResponse(AdminUserDataDto)
  @ApiErrors('UNSAFE_INPUT', 'USER_NOT_FOUND')
  async getUser(@Param('id') id: string): Promise<Envelope<AdminUserDataDto>> {
    return ok({ user: await this.users.get(id) });
  }

  @Post('users/:id/verify-email')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminVerifyUserEmail',
    summary: "Mark a user's e-mail verified (admins)",
    description: `Also turns their pending estate invitations into ownership. Audited. ${ADMIN_ONLY}`,
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiDataResponse(AdminUserDataDto)
  @ApiErrors('UNSAFE_INPUT', 'USER_NOT_FOUND', 'NOT_YOURSELF', 'ALREADY_VERIFIED')
  async verifyEmail(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('id') id: string,
  ): Promise<Envelope<AdminUserDataDto>> {
    return ok({ user: await this.users.verifyEmail(auth, id) }, a.emailMarkedVerified);
  }

  @Post('users/:id/disable')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminDisableUser',
    summary: 'Disable a user (admins)',
    description: `Ends every session of the user at once; they cannot sign in until enabled. Never yourself, never the last admin. Audited. ${ADMIN_ONLY}`,
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiDataResponse(AdminUserDataDto)
  @ApiErrors('UNSAFE_INPUT', 'USER_NOT_FOUND', 'NOT_YOURSELF', 'LAST_ADMIN')
  async disable(@CurrentAuth() auth: AuthenticatedUser, @Param('id') id: string): Promise<Envelope<AdminUserDataDto>> {
    return ok({ user: await this.users.disable(auth, id) }, a.userDisabled);
  }

  @Post('users/:id/enable')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminEnableUser',
    summary: 'Enable a user (admins)',
    description: `Audited. ${ADMIN_ONLY}`,
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiDataResponse(AdminUserDataDto)
  @ApiErrors('UNSAFE_INPUT', 'USER_NOT_FOUND', 'NOT_YOURSELF')
  async enable(@CurrentAuth() auth: AuthenticatedUser, @Param('id') id: string): Promise<Envelope<AdminUserDataDto>> {
    return ok({ user: await this.users.enable(auth, id) }, a.userEnabled);
  }

  @Post('users/:id/role')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminSetUserRole',
    summary: 'Promote or demote (admins)',
    description: `Sets the role to player or admin. Never yourself, never the last active admin. Audited. ${ADMIN_ONLY}`,
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiDataResponse(AdminUserDataDto)
  @ApiErrors(...BODY_ERRORS, 'USER_NOT_FOUND', 'NOT_YOURSELF', 'LAST_ADMIN')
  async setRole(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('id') id: string,
    @Body() dto: SetRoleDto,
  ): Promise<Envelope<AdminUserDataDto>> {
    return ok({ user: await this.users.setRole(auth, id, dto.role as 'player' | 'admin') }, a.roleUpdated);
  }

  @Get('clock')
  @ApiOperation({
    operationId: 'adminGetClock',
    summary: 'Game clock state (admins)',
    description: `Current game time, pause state and the last ten ticks with their durations. ${ADMIN_ONLY}`,
  })
  @ApiDataResponse(AdminClockDto)
  async getClock(): Promise<Envelope<AdminClockDto>> {
    return ok(await this.clock.state());
  }

  @Post('clock/pause')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminPauseClock',
    summary: 'Pause the game clock (admins)',
    description: `Scheduled ticks stop until resumed. Audited. ${ADMIN_ONLY}`,
  })
  @ApiDataResponse(AdminClockDto)
  async pause(@CurrentAuth() auth: AuthenticatedUser): Promise<Envelope<AdminClockDto>> {
    return ok(await this.clock.setPaused(auth, true), a.clockPaused);
  }

  @Post('clock/resume')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminResumeClock',
    summary: 'Resume the game clock (admins)',
    description: `The next day is due one interval from now. Audited. ${ADMIN_ONLY}`,
  })
  @ApiDataResponse(AdminClockDto)
  async resume(@CurrentAuth() auth: AuthenticatedUser): Promise<Envelope<AdminClockDto>> {
    return ok(await this.clock.setPaused(auth, false), a.clockResumed);
  }

  @Post('clock/advance')
  @HttpCode(202)
  @ApiOperation({
    operationId: 'adminAdvanceClock',
    summary: 'Advance the game N days, as a job (admins)',
    description: `Accepts 1-360 days and answers 202 at once with the job (Location: its status). The job applies each day once, in its own batches, exactly as the scheduled job would (also while paused); any instance resumes it if its instance dies. One advance at a time: 409 CLOCK_BUSY while one is queued or running. Audited when it ends (clock.advance). ${ADMIN_ONLY}`,
  })
  @ApiDataResponse(ClockJobDataDto, 202, 'Accepted: the job, to poll at GET /admin/clock/jobs/{id}')
  @ApiErrors(...BODY_ERRORS, 'CLOCK_BUSY')
  async advance(
    @CurrentAuth() auth: AuthenticatedUser,
    @Body() dto: AdvanceClockDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Envelope<ClockJobDataDto>> {
    const job = await this.clock.advance(auth, dto.days);
    reply.header('Location', `/api/admin/clock/jobs/${job.id}`);
    return ok({ job }, a.advanceStarted(dto.days));
  }

  @Get('clock/jobs/:id')
  @ApiOperation({
    operationId: 'adminGetClockJob',
    summary: 'A clock advance job: state and progress (admins)',
    description: `queued, running, done or failed; days done of days asked, batches done, errors. ${ADMIN_ONLY}`,
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiDataResponse(ClockJobDataDto)
  @ApiErrors('CLOCK_JOB_NOT_FOUND')
  async getClockJob(@Param('id') id: string): Promise<Envelope<ClockJobDataDto>> {
    return ok({ job: await this.clock.job(id) });
  }

  @Get('audit')
  @ApiOperation({
    operationId: 'adminListAudit',
    summary: 'Audit log (admins)',
    description: `Every admin action, newest first, filterable by action, acting admin and target. ${ADMIN_ONLY}`,
  })
  @ApiDataResponse(AuditDataDto)
  @ApiErrors(...INPUT_ERRORS)
  async listAudit(@Query() query: AuditQueryDto): Promise<Envelope<AuditDataDto>> {
    return ok(await this.audit.list(query));
  }
}
