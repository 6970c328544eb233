import { ContactsOutlined } from '@ant-design/icons';
import { App, Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { handled } from '../../lib/handled';
import { TIMINGS } from '../../lib/theme';
import { useTeamPoolCreditsQuery } from '../../graphql/generated';
import { useCurrentUser } from '../session/useSession';
import { bulkConfirmDetail, bulkConfirmTitle, bulkOutcomeText } from './contactsText';
import { type BulkCost, type BulkOutcome, useBulkReveal } from './useBulkReveal';

interface BulkRevealButtonProps {
  /** The linkedinUsernames of the selected profiles (1 to 50), in the order to reveal them. */
  usernames: readonly string[];
  /** Called with the outcome once the reveal is done (to clear the selection, say). */
  onDone?: (outcome: BulkOutcome) => void;
}

/** The most profiles one bulk reveal takes (the server's limit). */
export const BULK_REVEAL_MAX = 50;

/**
 * 'Get contacts' for a selection of results: it asks the server what the selection costs now,
 * asks the user in a dialog ('Reveal contacts of 3 profiles for 2 credits?', with their credits and
 * what happens when they fall short), then reveals and says what came of it ('Revealed 2 for 2
 * credits, 1 not revealed: no credits left'). Self-contained: give it the selected usernames.
 */
export function BulkRevealButton({ usernames, onDone }: BulkRevealButtonProps) {
  const { message } = App.useApp();
  const { user } = useCurrentUser();
  // A team member's reveals are paid from the team's pool: the dialog tells its credits, not theirs.
  const team = useTeamPoolCreditsQuery({ fetchPolicy: 'cache-first' });
  const pool = team.data?.myTeam?.remainingCredits ?? null;
  const inTeam = Boolean(team.data?.myTeam);
  const bulk = useBulkReveal();
  const [cost, setCost] = useState<BulkCost | null>(null);
  const count = usernames.length;
  const tooMany = count > BULK_REVEAL_MAX;

  const ask = async () => {
    // The pool as it is now (teammates spend from it too), read while the cost is.
    const [priced] = await Promise.all([bulk.price(usernames), inTeam ? team.refetch().catch(() => null) : null]);
    if (priced) setCost(priced);
  };

  const confirm = async () => {
    const outcome = await bulk.reveal(usernames);
    setCost(null);
    if (!outcome) return;
    const text = bulkOutcomeText(outcome);
    if (outcome.skipped > 0) message.warning({ content: text, duration: TIMINGS.snackbar / 1000 });
    else message.success({ content: text, duration: TIMINGS.snackbar / 1000 });
    onDone?.(outcome);
  };

  const free = cost?.profiles.filter((p) => p.preview && p.preview.cost === 0).length ?? 0;
  const missing = cost?.profiles.filter((p) => !p.preview).length ?? 0;

  return (
    <>
      <Button
        icon={<ContactsOutlined aria-hidden />}
        aria-haspopup="dialog"
        disabled={count === 0 || tooMany}
        title={tooMany ? `Choose at most ${BULK_REVEAL_MAX} profiles at a time.` : undefined}
        loading={bulk.pricing}
        onClick={() => handled(ask(), 'Pricing the bulk reveal')}
      >
        {count > 0 ? `Get contacts (${count})` : 'Get contacts'}
      </Button>
      {bulk.error && !cost && (
        <Typography.Text type="danger" role="alert">
          {bulk.error}
        </Typography.Text>
      )}
      <Modal
        open={cost !== null}
        title={cost ? bulkConfirmTitle(count, cost.totalCost) : undefined}
        okText="Reveal"
        cancelText="Cancel"
        confirmLoading={bulk.revealing}
        onOk={() => handled(confirm(), 'Revealing the selected contacts')}
        onCancel={() => {
          setCost(null);
          bulk.clearError();
        }}
        destroyOnHidden
      >
        {cost && (
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            {inTeam
              ? bulkConfirmDetail({ totalCost: cost.totalCost, free, missing }, pool, 'team')
              : bulkConfirmDetail({ totalCost: cost.totalCost, free, missing }, user?.remainingCredits ?? null)}
          </Typography.Paragraph>
        )}
        {bulk.error && cost && (
          <Typography.Text type="danger" role="alert">
            {bulk.error}
          </Typography.Text>
        )}
      </Modal>
    </>
  );
}
