import {
  ApartmentOutlined,
  ApiOutlined,
  AuditOutlined,
  CloudUploadOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  FileProtectOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  SyncOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { useLocation } from 'react-router';
import { useAppNavigate } from '../../lib/handled';
import { ShellMenu, type ShellMenuItem } from '../shell/Shell';

/** The staff area's sections, in the sidebar's order (docs/product-spec.md §2: Dashboard, Admins, Settings; and this increment's others). */
export const STAFF_SECTIONS: readonly ShellMenuItem[] = [
  { key: '/admin/dashboard', label: 'Dashboard', icon: <DashboardOutlined aria-hidden /> },
  { key: '/admin/admins', label: 'Admins', icon: <SafetyCertificateOutlined aria-hidden /> },
  { key: '/admin/users', label: 'Users', icon: <TeamOutlined aria-hidden /> },
  { key: '/admin/teams', label: 'Teams', icon: <ApartmentOutlined aria-hidden /> },
  { key: '/admin/payments', label: 'Payments', icon: <CreditCardOutlined aria-hidden /> },
  { key: '/admin/subscriptions', label: 'Subscriptions', icon: <SyncOutlined aria-hidden /> },
  { key: '/admin/imports', label: 'Imports', icon: <CloudUploadOutlined aria-hidden /> },
  { key: '/admin/providers', label: 'Providers', icon: <ApiOutlined aria-hidden /> },
  { key: '/admin/privacy', label: 'Privacy', icon: <FileProtectOutlined aria-hidden /> },
  { key: '/admin/audit', label: 'Audit', icon: <AuditOutlined aria-hidden /> },
  { key: '/admin/settings', label: 'Settings', icon: <SettingOutlined aria-hidden /> },
];

/**
 * The staff navigation: one menu for the desktop sidebar (collapsible) and the phone drawer. The
 * page being shown is marked (selected, and `aria-current` for assistive technology).
 */
export function StaffNavMenu({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const navigate = useAppNavigate();
  const { pathname } = useLocation();
  const selected = STAFF_SECTIONS.find((s) => pathname === s.key || pathname.startsWith(`${s.key}/`))?.key;
  const onSelect = (key: string) => {
    onNavigate?.();
    navigate(key);
  };
  return <ShellMenu label="Staff area" items={STAFF_SECTIONS} selected={selected} collapsed={collapsed} onSelect={onSelect} />;
}
