import type { UserView } from './users.types';

/** The stored user info of spec section 3, as the REST routes return it. */
export function toUserInfo(user: UserView, token?: string) {
  return {
    _id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    company: user.company,
    phone: user.phone,
    designation: user.designation,
    profilePicture: user.profilePicture,
    remainingCredits: user.remainingCredits,
    totalCredits: user.totalCredits,
    plan: user.plan,
    planExpiry: user.planExpiry ? user.planExpiry.toISOString() : null,
    ...(token ? { token } : {}),
  };
}
