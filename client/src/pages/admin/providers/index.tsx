import { ProviderUsageTable } from '../../../features/staff/providers/ProviderUsageTable';
import { StaffPage } from '../../../features/staff/StaffPage';

/** /admin/providers: what live people-data providers cost and how they answered. */
export function Component() {
  return (
    <StaffPage
      title="Providers"
      intro="Live people-data providers: calls, answers kept and reused, errors and credits spent per day, and the month so far against the budget."
    >
      <ProviderUsageTable />
    </StaffPage>
  );
}
