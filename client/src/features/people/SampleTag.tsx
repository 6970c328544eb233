import { Tag } from 'antd';

/**
 * The mark of a generated sample person (ProfileCard.sample): shown beside their name wherever a
 * person appears, so that sample data is never taken for a real person (docs/decisions.md, "Sample data").
 */
export function SampleTag() {
  return (
    <Tag
      color="gold"
      style={{ alignSelf: 'flex-start', marginInlineEnd: 0 }}
      title="A generated sample person, not a real one: the e-mails and phone numbers reach no one."
    >
      Sample
    </Tag>
  );
}
