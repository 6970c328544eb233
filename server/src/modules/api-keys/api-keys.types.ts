import { MaxLength } from 'class-validator';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { Required } from '../../common/validators';

export const API_KEY_NAME_MAX = 100;
export const API_KEY_NAME_REQUIRED = 'Please give the API key a name.';
export const API_KEY_NAME_TOO_LONG = `An API key name can be at most ${API_KEY_NAME_MAX} characters.`;

@InputType({ description: 'A new API key: a name to recognise it by (1 to 100 characters, trimmed).' })
export class CreateApiKeyInput {
  @Field(() => String)
  @MaxLength(API_KEY_NAME_MAX, { message: API_KEY_NAME_TOO_LONG })
  @Required(API_KEY_NAME_REQUIRED) // applied first: decorators run bottom-up
  name: string;
}

@ObjectType('ApiKey', { description: 'One of your personal API keys, as the key list shows it: never the key itself.' })
export class ApiKeyView {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => String, { description: "The key's visible start ('tlk_ab12cd34'), to recognise it by." })
  prefix: string;

  @Field(() => GraphQLDateTimeISO)
  createdAt: Date;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When the key was last used (to the minute); null: never.' })
  lastUsedAt: Date | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When the key was revoked; null while it works.' })
  revokedAt: Date | null;

  @Field(() => Boolean, { description: 'True until the key is revoked.' })
  active: boolean;
}

@ObjectType('CreatedApiKey', { description: 'A new API key: the key itself, shown this once and never again, and its entry.' })
export class CreatedApiKey {
  @Field(() => String, { description: 'The whole key (tlk_...): send it as `Authorization: Bearer <key>`. It cannot be shown again.' })
  key: string;

  @Field(() => ApiKeyView)
  apiKey: ApiKeyView;
}
