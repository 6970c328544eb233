import { Button, Descriptions, Modal } from 'antd';
import type { StaffAccountFragment } from '../../graphql/generated';
import { StatusDot } from './StaffBadges';
import { lastSignInText, roleLabel } from './staffText';
import { formatWhen } from '../../lib/dates';

/** The top bar's Profile: the signed-in staff member's own account, read from `adminMe`. */
export function StaffAccountDialog({ staff, open, onClose }: { staff: StaffAccountFragment; open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onCancel={onClose} title="Your staff account" footer={<Button onClick={onClose}>Close</Button>} destroyOnHidden>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'username', label: 'Username', children: staff.username },
          { key: 'email', label: 'Email', children: <span style={{ overflowWrap: 'anywhere' }}>{staff.email}</span> },
          { key: 'role', label: 'Role', children: roleLabel(staff.role) },
          { key: 'status', label: 'Status', children: <StatusDot isActive={staff.isActive} /> },
          { key: 'last', label: 'Last sign-in', children: lastSignInText(staff.lastSignInAt, formatWhen) },
          { key: 'since', label: 'Staff since', children: formatWhen(staff.createdAt) },
        ]}
      />
    </Modal>
  );
}
