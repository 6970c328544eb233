import { Result, Typography, theme } from 'antd';
import { RouterButton } from '../common/RouterButton';
import { STAFF_TEXT } from './staffText';

/** A staff section whose route exists but whose page is not built yet: says so plainly, in one line. */
export function StaffComingSoon({ title }: { title: string }) {
  const { token } = theme.useToken();
  return (
    <Result
      status="info"
      title={
        <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>
          {title}
        </Typography.Title>
      }
      subTitle={<span style={{ color: token.colorTextSecondary }}>{STAFF_TEXT.comingSoon}</span>}
      extra={
        <RouterButton type="primary" to="/admin/dashboard">
          Back to the staff dashboard
        </RouterButton>
      }
    />
  );
}
