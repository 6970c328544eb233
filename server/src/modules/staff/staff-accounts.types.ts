import { IsBoolean, IsEmail, IsIn, IsOptional, IsString, IsUUID, Matches, MaxLength, MinLength } from 'class-validator';
import { GraphQLDateTimeISO, GraphQLJSONObject } from 'graphql-scalars';
import { ArgsType, Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import type { StaffRole } from '../../common/session';
import { Required } from '../../common/validators';
import { Paginated, PageArgs } from '../../graphql/pagination';

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
export const PASSWORD_MIN = 12;

export const StaffRoleEnum = { admin: 'admin', superadmin: 'superadmin' } as const satisfies { readonly [K in StaffRole]: K };
registerEnumType(StaffRoleEnum, { name: 'StaffRole', description: 'admin, or superadmin (also manages staff and settings).' });

@ObjectType('StaffAccount', { description: 'A staff account.' })
export class StaffAccountView {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  username: string;

  @Field(() => String)
  email: string;

  @Field(() => StaffRoleEnum)
  role: StaffRole;

  @Field(() => Boolean)
  isActive: boolean;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  lastSignInAt: Date | null;

  @Field(() => GraphQLDateTimeISO)
  createdAt: Date;
}

@ObjectType({ description: 'A staff sign-in: the token (also set as the httpOnly staff cookie) and the account.' })
export class AdminSignIn {
  @Field(() => String)
  token: string;

  @Field(() => GraphQLDateTimeISO)
  expiresAt: Date;

  @Field(() => StaffAccountView)
  admin: StaffAccountView;
}

/** The staff login form: an e-mail or a username, and the password. */
@InputType()
export class AdminLoginInput {
  @Field(() => String, { description: 'An e-mail or a username.' })
  @MaxLength(254, { message: 'Login failed' })
  @Required(REQUIRED_FIELDS_MESSAGE)
  email: string;

  @Field(() => String)
  @MaxLength(200, { message: 'Login failed' })
  @Required(REQUIRED_FIELDS_MESSAGE)
  password: string;
}

/** The 'Add Admin User' dialog: every field required; the role admin or superadmin. */
@InputType()
export class CreateAdminInput {
  @Field(() => String)
  @Matches(/^\s*[A-Za-z0-9._-]{3,64}\s*$/, { message: 'A username is 3 to 64 letters, digits, dots, dashes or underscores.' })
  @Required(REQUIRED_FIELDS_MESSAGE)
  username: string;

  @Field(() => String)
  @IsEmail({}, { message: 'Please enter a valid e-mail address.' })
  @MaxLength(254)
  @Required(REQUIRED_FIELDS_MESSAGE)
  email: string;

  @Field(() => String)
  @MaxLength(128, { message: 'A password can be at most 128 characters.' })
  @MinLength(PASSWORD_MIN, { message: `A password needs at least ${PASSWORD_MIN} characters.` })
  @Required(REQUIRED_FIELDS_MESSAGE)
  password: string;

  @Field(() => StaffRoleEnum)
  @IsIn(['admin', 'superadmin'], { message: 'Please choose a role: admin or superadmin.' })
  role: StaffRole;
}

@ArgsType()
export class SetAdminActiveArgs {
  @Field(() => ID)
  @Required(REQUIRED_FIELDS_MESSAGE)
  id: string;

  @Field(() => Boolean)
  @IsBoolean({ message: 'isActive must be true or false.' })
  isActive: boolean;
}

/** The REST body of PATCH /api/admins/admin/{id}. */
export class SetActiveBody {
  @IsIn([true, false], { message: 'isActive must be true or false.' })
  isActive: boolean;
}

@ObjectType('AuditEntry', { description: 'One staff action that changed something.' })
export class AuditEntryView {
  @Field(() => ID)
  id: string;

  @Field(() => GraphQLDateTimeISO)
  createdAt: Date;

  @Field(() => ID, { nullable: true, description: 'The staff member; null for the command line and the first start.' })
  staffId: string | null;

  @Field(() => String, { nullable: true, description: "The staff member's username, when there is one." })
  staffUsername: string | null;

  @Field(() => String)
  action: string;

  @Field(() => String)
  targetType: string;

  @Field(() => String, { nullable: true })
  targetId: string | null;

  @Field(() => GraphQLJSONObject)
  details: Record<string, unknown>;

  @Field(() => String, { nullable: true })
  reason: string | null;
}

@ObjectType({ description: 'A page of the audit log, newest first.' })
export class AuditLogPage extends Paginated(AuditEntryView) {}

@ArgsType()
export class AuditLogArgs extends PageArgs {
  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsUUID('all', { message: 'That is not a staff member.' })
  staffId?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  action?: string | null;
}
