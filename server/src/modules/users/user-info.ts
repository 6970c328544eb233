import type { UserView } from './users.types';

/** The stored user info of docs/product-spec.md §3, as the REST routes return it: `_id` for `id`, and `token` after sign-in. */
export function toUserInfo({ id, planExpiry, ...fields }: UserView, token?: string) {
  return {
    _id: id,
    ...fields,
    planExpiry: planExpiry ? planExpiry.toISOString() : null,
    ...(token ? { token } : {}),
  };
}
