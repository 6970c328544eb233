import { Flex, Typography, theme } from 'antd';
import { ImportJobsTable } from '../../../features/staff/imports/ImportJobsTable';
import { ImportUploadCard } from '../../../features/staff/imports/ImportUploadCard';
import { SampleProfilesCard } from '../../../features/staff/imports/SampleProfilesCard';
import { usePageTitle } from '../../../features/public/usePageTitle';

/** /admin/imports: upload files of people to import, follow the import jobs, and remove the sample people (superadmins). */
export function Component() {
  const { token } = theme.useToken();
  usePageTitle('Imports · TalentLens staff');
  return (
    <Flex vertical gap={token.marginLG} style={{ minWidth: 0 }}>
      <Flex vertical gap={token.marginXXS}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>
          Imports
        </Typography.Title>
        <Typography.Text type="secondary">Add people to the index from files, and follow each import as it runs.</Typography.Text>
      </Flex>
      <ImportUploadCard />
      <ImportJobsTable />
      <SampleProfilesCard />
    </Flex>
  );
}
