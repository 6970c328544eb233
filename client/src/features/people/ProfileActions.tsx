import { ContactsOutlined, PlusOutlined, ReloadOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip, theme } from 'antd';
import { useId } from 'react';
import type { ContactAvailabilityFragment } from '../../graphql/generated';
import { TIMINGS } from '../../lib/theme';
import { visuallyHidden } from '../common/a11y';
import { ContactAvailability } from '../contacts/ContactAvailability';

interface ProfileActionsProps {
  refreshing: boolean;
  onRefresh: () => void;
  /** The signed-in user has revealed this profile's contacts before: they show without a new request. */
  revealed: boolean;
  /** What revealing would show and cost, shown beside 'Get Contacts' and read as its description. */
  contactPreview?: ContactAvailabilityFragment | null;
  revealing: boolean;
  onGetContacts: () => void;
  /** Opens the add-to-list dialog; without it, 'Add to List' is shown switched off ('Lists are coming soon'). */
  onAddToList?: () => void;
  /** Runs a lookalike search for this person; without it, 'Find similar' is not shown. */
  onFindSimilar?: () => void;
}

/**
 * 'Refresh Profile', 'Add to List' and 'Get Contacts' (docs/product-spec.md §2), and 'Find similar' (an AI
 * search for people like this person) where the dialog can run one. Until the dialog is given
 * `onAddToList`, 'Add to List' is shown disabled and says so, as on the result cards.
 */
export function ProfileActions({
  refreshing,
  onRefresh,
  revealed,
  contactPreview,
  revealing,
  onGetContacts,
  onAddToList,
  onFindSimilar,
}: ProfileActionsProps) {
  const { token } = theme.useToken();
  const soonId = useId();
  const fetchedId = useId();
  const availabilityId = useId();
  const describedBy = [revealed ? fetchedId : null, contactPreview ? availabilityId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Flex wrap gap={token.marginXS}>
      <Button icon={<ReloadOutlined aria-hidden />} loading={refreshing} onClick={onRefresh}>
        Refresh Profile
      </Button>
      {onAddToList ? (
        <Button icon={<PlusOutlined aria-hidden />} aria-haspopup="dialog" onClick={onAddToList}>
          Add to List
        </Button>
      ) : (
        <>
          <Tooltip title="Lists are coming soon" mouseEnterDelay={TIMINGS.tooltipEnterDelay / 1000}>
            <Button icon={<PlusOutlined aria-hidden />} disabled aria-describedby={soonId}>
              Add to List
            </Button>
          </Tooltip>
          <span id={soonId} style={visuallyHidden}>
            Lists are coming soon
          </span>
        </>
      )}
      <Button
        type="primary"
        icon={<ContactsOutlined aria-hidden />}
        loading={revealing}
        disabled={revealed}
        aria-describedby={describedBy}
        onClick={onGetContacts}
      >
        Get Contacts
      </Button>
      <ContactAvailability preview={contactPreview} id={availabilityId} />
      {onFindSimilar && (
        <Button icon={<TeamOutlined aria-hidden />} onClick={onFindSimilar}>
          Find similar
        </Button>
      )}
      {revealed && (
        <span id={fetchedId} style={visuallyHidden}>
          Contacts already revealed; they are shown below.
        </span>
      )}
    </Flex>
  );
}
