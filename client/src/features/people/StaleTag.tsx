import { ClockCircleOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { staleText } from './format';

/**
 * The mark of a profile that may be out of date (ProfileCard.stale: not read from a source for
 * PROFILE_STALE_DAYS): 'Not updated since Mar 2025', beside the person's name on a result card and
 * in the profile dialog. The words say it all; the clock is decoration.
 */
export function StaleTag({ lastUpdatedAt }: { lastUpdatedAt: string }) {
  return (
    <Tag
      color="orange"
      icon={<ClockCircleOutlined aria-hidden />}
      style={{ alignSelf: 'flex-start', marginInlineEnd: 0 }}
      title="This profile has not been read from its source for a long time: check it before you rely on it."
    >
      {staleText(lastUpdatedAt)}
    </Tag>
  );
}
