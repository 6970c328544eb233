import { Alert } from 'antd';

/** Where the Assessment and Insights would be when there is no analysis: the server's reason (an expired plan). */
export function AnalysisUnavailable({ message }: { message: string | null }) {
  return (
    <Alert
      type="info"
      showIcon
      title={message ?? 'The analysis of this profile is not available right now.'}
      description="The Professional Journey tab still shows the profile's own work experience and education."
    />
  );
}
