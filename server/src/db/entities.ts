import { AuditEntry } from '../modules/staff/audit-entry.entity';
import { StaffAccount } from '../modules/staff/staff-account.entity';
import { StaffSessionRecord } from '../modules/staff/staff-session.entity';
import { ApiKey } from '../modules/api-keys/api-key.entity';
import { OtpCode } from '../modules/auth/otp-code.entity';
import { RateLimitBucket } from '../modules/auth/rate-limit.entity';
import { Session } from '../modules/auth/session.entity';
import { SocialSignInAttempt } from '../modules/auth/social-sign-in-attempt.entity';
import { UserIdentity } from '../modules/auth/user-identity.entity';
import { ProfileAnalysisRecord } from '../modules/analysis/profile-analysis.entity';
import { ContactReveal } from '../modules/contacts/contact-reveal.entity';
import { CreditLedgerEntry } from '../modules/credits/credit-ledger.entity';
import { CreditPackage } from '../modules/payments/credit-package.entity';
import { PaymentOrder } from '../modules/payments/payment-order.entity';
import { ProfileListItem } from '../modules/lists/profile-list-item.entity';
import { ProfileList } from '../modules/lists/profile-list.entity';
import { Company } from '../modules/profiles/company.entity';
import { JobTitle } from '../modules/profiles/job-title.entity';
import { ProfileContact } from '../modules/profiles/profile-contact.entity';
import { ProfileSearch } from '../modules/profiles/profile-search.entity';
import { Profile } from '../modules/profiles/profile.entity';
import { ProfileIdentity } from '../modules/profiles/profile-identity.entity';
import { ImportJob } from '../modules/imports/import-job.entity';
import { AppSetting } from '../modules/settings/app-setting.entity';
import { Suppression } from '../modules/privacy/suppression.entity';
import { RevealLogEntry } from '../modules/privacy/reveal-log-entry.entity';
import { PrivacyRequest } from '../modules/privacy/privacy-request.entity';
import { SavedSearch } from '../modules/search/saved-search.entity';
import { SearchHistoryEntry } from '../modules/search/search-history.entity';
import { SignupBonusClaim } from '../modules/users/signup-bonus-claim.entity';
import { User } from '../modules/users/user.entity';
import { OutboxMail } from '../providers/mail/outbox.entity';
import { LocalCheckoutSession } from '../providers/payments/local-checkout/local-checkout.entity';
import { LocalInvoice, LocalSubscription } from '../providers/payments/local-checkout/local-billing.entity';
import { BillingCustomer } from '../modules/subscriptions/billing-customer.entity';
import { BillingEventRecord } from '../modules/subscriptions/billing-event.entity';
import { Subscription } from '../modules/subscriptions/subscription.entity';
import { SubscriptionGrant } from '../modules/subscriptions/subscription-grant.entity';
import { Team } from '../modules/teams/team.entity';
import { ProfileListStageChange } from '../modules/lists/profile-list-stage-change.entity';
import { TeamInvitation } from '../modules/teams/team-invitation.entity';
import { TeamLedgerEntry } from '../modules/teams/team-ledger.entity';
import { TeamMember } from '../modules/teams/team-member.entity';
import { TeamReveal } from '../modules/teams/team-reveal.entity';

export const entities = [
  User,
  Session,
  OtpCode,
  RateLimitBucket,
  CreditLedgerEntry,
  OutboxMail,
  Company,
  Profile,
  ProfileContact,
  ProfileIdentity,
  ImportJob,
  ProfileSearch,
  JobTitle,
  SearchHistoryEntry,
  SavedSearch,
  ContactReveal,
  ProfileAnalysisRecord,
  ProfileList,
  ProfileListItem,
  SignupBonusClaim,
  CreditPackage,
  PaymentOrder,
  LocalCheckoutSession,
  LocalSubscription,
  LocalInvoice,
  Subscription,
  BillingCustomer,
  SubscriptionGrant,
  BillingEventRecord,
  StaffAccount,
  StaffSessionRecord,
  AuditEntry,
  AppSetting,
  Suppression,
  RevealLogEntry,
  PrivacyRequest,
  UserIdentity,
  SocialSignInAttempt,
  ApiKey,
  Team,
  TeamMember,
  TeamInvitation,
  TeamLedgerEntry,
  TeamReveal,
  ProfileListStageChange,
];
