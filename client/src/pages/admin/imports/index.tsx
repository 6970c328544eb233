import { ImportJobsTable } from '../../../features/staff/imports/ImportJobsTable';
import { ImportUploadCard } from '../../../features/staff/imports/ImportUploadCard';
import { SampleProfilesCard } from '../../../features/staff/imports/SampleProfilesCard';
import { StaffPage } from '../../../features/staff/StaffPage';
import { usePageTitle } from '../../../features/public/usePageTitle';

/** /admin/imports: upload files of people to import, follow the import jobs, and remove the sample people (superadmins). */
export function Component() {
  usePageTitle('Imports · TalentLens staff');
  return (
    <StaffPage title="Imports" intro="Add people to the index from files, and follow each import as it runs.">
      <ImportUploadCard />
      <ImportJobsTable />
      <SampleProfilesCard />
    </StaffPage>
  );
}
