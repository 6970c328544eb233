import { AuditOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Row, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { StaffAccountFragment } from '../../graphql/generated';
import { RoleTag } from './StaffBadges';
import { canManageStaff } from './staffText';

function SectionCard({ to, icon, title, text }: { to: string; icon: ReactNode; title: string; text: string }) {
  const { token } = theme.useToken();
  return (
    <Card style={{ height: '100%' }}>
      <Flex vertical gap={token.marginXS}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: token.fontSizeHeading4 }}>
          <Link to={to} style={{ display: 'inline-flex', alignItems: 'center', gap: token.marginXS }}>
            {icon}
            {title}
          </Link>
        </Typography.Title>
        <Typography.Text type="secondary">{text}</Typography.Text>
      </Flex>
    </Card>
  );
}

/**
 * The staff dashboard for now (spec section 2: a placeholder welcome): who is signed in, with which
 * role, and the way to the parts of the staff area that work. Figures come later; none are made up.
 */
export function StaffWelcome({ staff }: { staff: StaffAccountFragment }) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.marginLG}>
      <Flex vertical gap={token.marginXS}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3, overflowWrap: 'anywhere' }}>
          Welcome, {staff.username}
        </Typography.Title>
        <Flex align="center" gap={token.marginXS} wrap>
          <Typography.Text type="secondary">You are signed in to the staff area as</Typography.Text>
          <RoleTag role={staff.role} />
        </Flex>
      </Flex>
      <Row gutter={[token.margin, token.margin]}>
        <Col xs={24} sm={12}>
          <SectionCard
            to="/admin/admins"
            icon={<SafetyCertificateOutlined aria-hidden />}
            title="Admins"
            text={
              canManageStaff(staff.role)
                ? 'The staff accounts: add admin users, deactivate and reactivate them.'
                : 'The staff accounts, their roles and when they last signed in.'
            }
          />
        </Col>
        <Col xs={24} sm={12}>
          <SectionCard
            to="/admin/audit"
            icon={<AuditOutlined aria-hidden />}
            title="Audit log"
            text="Every change made by staff: who, when, what and to which record."
          />
        </Col>
      </Row>
    </Flex>
  );
}
