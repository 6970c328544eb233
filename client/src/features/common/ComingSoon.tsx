import { Result } from 'antd';
import { RouterButton } from './RouterButton';

/** What a route that is registered but not built yet shows: plainly that it is coming. */
export function ComingSoon({ title, description, back = '/dashboard' }: { title: string; description: string; back?: string }) {
  return (
    <Result
      status="info"
      title={title}
      subTitle={
        <>
          {description}
          <br />
          This part of TalentLens is being built and is not available yet.
        </>
      }
      extra={
        <RouterButton type="primary" to={back}>
          Back
        </RouterButton>
      }
    />
  );
}
