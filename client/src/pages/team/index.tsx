import { TeamOutlined } from '@ant-design/icons';
import { Result, Typography, theme } from 'antd';
import { Link } from 'react-router';

/** /team: team management belongs to the Enterprise plan and is not built yet. */
export function Component() {
  const { token } = theme.useToken();
  return (
    <Result
      icon={<TeamOutlined aria-hidden style={{ color: token.colorPrimary }} />}
      title={
        <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>
          Team management
        </Typography.Title>
      }
      subTitle={
        <span style={{ color: token.colorTextSecondary }}>
          Managing a team is part of the Enterprise plan, and it is not available yet.
          <br />
          This part of TalentLens is being built.
        </span>
      }
      extra={<Link to="/pricing">See plans and pricing</Link>}
    />
  );
}
