import type { UserEntity } from '../users/entities/user.entity';
import type { UserDto } from './dto/auth.dto';

/** The public shape of a user: never a hash or a token. */
export function toUserDto(user: UserEntity): UserDto {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt.toISOString(),
  };
}
