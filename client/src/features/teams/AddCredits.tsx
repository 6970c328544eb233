import { ImportOutlined } from '@ant-design/icons';
import { Button, Flex, InputNumber, Popconfirm, Typography, theme } from 'antd';
import { useId, useState } from 'react';
import { useCurrentUser } from '../session/useSession';
import { creditsText, transferProblem } from './teamText';
import type { useTeamActions } from './useTeamActions';

type Actions = ReturnType<typeof useTeamActions>;

/**
 * 'Add your credits to the pool' (any member): the user's own credits (from `me`, as the header
 * shows them) and how many to move. Moving is confirmed first: the credits then belong to the
 * team and do not come back. After it, `me` and both histories are read again.
 */
export function AddCredits({ actions }: { actions: Actions }) {
  const { token } = theme.useToken();
  const { user } = useCurrentUser();
  const inputId = useId();
  const helpId = useId();
  const problemId = useId();
  const [amount, setAmount] = useState<number | null>(null);
  const [touched, setTouched] = useState(false);
  const own = user?.remainingCredits ?? null;
  const problem = transferProblem(amount, own);
  const shownProblem = touched && amount !== null ? problem : null;

  if (own === 0) {
    return (
      <Typography.Text style={{ color: token.colorTextSecondary }}>
        You have no credits of your own to move. Credits you buy stay yours until you move them here.
      </Typography.Text>
    );
  }

  const move = async () => {
    if (amount === null || problem) return;
    const team = await actions.addCredits(amount);
    if (team) {
      setAmount(null);
      setTouched(false);
    }
  };

  return (
    <Flex vertical gap={token.marginSM}>
      <Typography.Text id={helpId}>
        {own === null ? 'Your own credits are loading.' : `You have ${creditsText(own)} of your own.`} Credits you move into the pool belong
        to the team: every member's reveals are paid from it, and they do not come back to you.
      </Typography.Text>
      <Flex wrap gap={token.marginSM} align="flex-end">
        <Flex vertical gap={token.marginXXS}>
          <label htmlFor={inputId}>Credits to move</label>
          <InputNumber<number>
            id={inputId}
            aria-describedby={shownProblem ? `${helpId} ${problemId}` : helpId}
            aria-invalid={shownProblem ? true : undefined}
            status={shownProblem ? 'error' : undefined}
            min={1}
            max={own ?? 100_000}
            precision={0}
            value={amount}
            onChange={(v) => {
              setAmount(v ?? null);
              setTouched(true);
            }}
            style={{ width: 160 }}
          />
        </Flex>
        <Popconfirm
          title={`Move ${creditsText(amount ?? 0)} into the pool?`}
          description={<div style={{ maxWidth: 320 }}>They become the team's credits and cannot be moved back.</div>}
          okText="Move credits"
          cancelText="Cancel"
          disabled={amount === null || problem !== null}
          // antd awaits the promise onConfirm returns (its typing says void): OK spins until the move ends.
          // oxlint-disable-next-line typescript/no-misused-promises
          onConfirm={move}
        >
          <Button
            icon={<ImportOutlined aria-hidden />}
            loading={actions.pending === 'credits'}
            disabled={amount === null || problem !== null || own === null}
          >
            Move into the pool
          </Button>
        </Popconfirm>
      </Flex>
      {shownProblem && (
        <Typography.Text id={problemId} type="danger" role="alert">
          {shownProblem}
        </Typography.Text>
      )}
    </Flex>
  );
}
