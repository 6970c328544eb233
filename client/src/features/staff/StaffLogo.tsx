import { Logo } from '../shell/Logo';

/** The product mark of the staff area, linking to the staff dashboard. `compact` shows the icon only (collapsed sidebar). */
export function StaffLogo({ compact = false }: { compact?: boolean }) {
  return <Logo compact={compact} to="/admin/dashboard" label="TalentLens staff area, go to the staff dashboard" suffix="Staff" />;
}
