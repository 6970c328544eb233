import { FindMe } from '../../features/privacy/FindMe';
import { PublicLayout } from '../../features/public/PublicLayout';
import publicStyles from '../../features/public/public.module.css';

/** "Find and remove me", route `/people-privacy/me`: for the people in the index, not for users (no account needed). */
export function Component() {
  return (
    <PublicLayout title="See or remove your data · TalentLens">
      <div className={publicStyles.container} style={{ paddingBlock: 32 }}>
        <h1>See or remove your data</h1>
        <p>
          If TalentLens may hold data about you, enter your e-mail address, or the link of your LinkedIn profile. We send a code to your
          address; with the code you see everything we hold about you, with where each fact came from and which companies revealed your
          contact details, and you can download it, ask us to correct it, or have it removed for good.
        </p>
        <FindMe />
      </div>
    </PublicLayout>
  );
}
