import { Init1763700000000 } from './1763700000000-Init';
import { ProfileIndex1763800000000 } from './1763800000000-ProfileIndex';
import { ProfileAnalysis1763900000000 } from './1763900000000-ProfileAnalysis';
import { ProfileLists1764000000000 } from './1764000000000-ProfileLists';
import { JobTitles1764100000000 } from './1764100000000-JobTitles';
import { SignupBonusClaims1764200000000 } from './1764200000000-SignupBonusClaims';
import { Payments1764300000000 } from './1764300000000-Payments';
import { Staff1764400000000 } from './1764400000000-Staff';
import { Refunds1764500000000 } from './1764500000000-Refunds';
import { Settings1764600000000 } from './1764600000000-Settings';
import { SocialSignIn1764700000000 } from './1764700000000-SocialSignIn';
import { ApiKeys1764800000000 } from './1764800000000-ApiKeys';

/** Every migration, oldest first. A generated migration is added here by hand. */
export const migrations = [
  Init1763700000000,
  ProfileIndex1763800000000,
  ProfileAnalysis1763900000000,
  ProfileLists1764000000000,
  JobTitles1764100000000,
  SignupBonusClaims1764200000000,
  Payments1764300000000,
  Staff1764400000000,
  Refunds1764500000000,
  Settings1764600000000,
  SocialSignIn1764700000000,
  ApiKeys1764800000000,
];
