import { Alert, App, Button, Form, Input, InputNumber, Modal, Radio } from 'antd';
import { useState } from 'react';
import { handled } from '../../../lib/handled';
import { serverMessage } from '../../common/errors';
import { ADJUST_MAX, adjustCreditsProblem, adjustReasonProblem, REASON_MAX } from '../customers/customerText';
import {
  countOf,
  poolAdjustedText,
  poolRequest,
  type PoolValues,
  SEATS_MAX,
  seatsProblem,
  seatsRequest,
  seatsSetText,
  type SeatsValues,
} from './teamsText';
import { useAdjustTeamCredits, useSetTeamSeats } from './useStaffTeams';
import { problemRule } from '../../common/formRules';

type ActionTeam = { id: string; name: string; members: number; seats: number; remainingCredits: number };

const reasonField = (
  <Form.Item label="Reason" name="reason" required rules={[problemRule(adjustReasonProblem)]} extra="Kept in the audit log.">
    <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={REASON_MAX} showCount />
  </Form.Item>
);

/**
 * 'Set seats' and its dialog: a number of seats (1 to 10,000, at least the members the team has)
 * and a required reason (kept in the audit log). The server's refusal is shown as it said it; after
 * a success the dialog closes, a message says what changed, and the team's page is fetched again.
 */
export function SetSeatsButton({ team }: { team: ActionTeam }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<SeatsValues>();
  const { setSeats, loading } = useSetTeamSeats();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setOpen(false);
    setFailure(null);
    form.resetFields();
  };

  const submit = async (values: SeatsValues) => {
    setFailure(null);
    const request = seatsRequest(team.id, team.members, values);
    if ('problem' in request) {
      setFailure(request.problem);
      return;
    }
    try {
      const saved = await setSeats(request.variables);
      message.success(seatsSetText(saved.name, saved.seats));
      close();
    } catch (error) {
      setFailure(serverMessage(error, 'The seats could not be set. Check your connection and try again.'));
    }
  };

  return (
    <>
      <Button aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Set seats
      </Button>
      <Modal
        open={open}
        title={`Set the seats of ${team.name}`}
        onCancel={close}
        destroyOnHidden
        footer={[
          <Button key="cancel" onClick={close}>
            Cancel
          </Button>,
          <Button key="ok" type="primary" loading={loading} onClick={() => form.submit()}>
            Set seats
          </Button>,
        ]}
      >
        <Form<SeatsValues>
          form={form}
          name="set-team-seats"
          aria-label="Set seats"
          layout="vertical"
          requiredMark
          initialValues={{ seats: team.seats, reason: '' }}
          onFinish={(values) => handled(submit(values), 'Setting team seats')}
          disabled={loading}
        >
          <Form.Item
            label="Seats"
            name="seats"
            required
            rules={[problemRule((value) => seatsProblem(value, team.members))]}
            extra={`The owner included. It has ${countOf(team.members, 'member')} and ${countOf(team.seats, 'seat')} now.`}
          >
            <InputNumber min={1} max={SEATS_MAX} precision={0} style={{ width: '100%', maxWidth: 200 }} />
          </Form.Item>
          {reasonField}
          {failure && <Alert type="error" showIcon role="alert" title={failure} />}
        </Form>
      </Modal>
    </>
  );
}

/**
 * 'Adjust pool credits' and its dialog: Add or Remove, a number of credits (1 to 10,000) and a
 * required reason (kept in the audit log). The server's refusal (more than the pool has) is shown as
 * it said it; after a success the dialog closes, a message says what moved, and the team's page and
 * its pool's changes are fetched again.
 */
export function AdjustPoolButton({ team }: { team: ActionTeam }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<PoolValues>();
  const { adjust, loading } = useAdjustTeamCredits();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const direction = Form.useWatch('direction', form) ?? 'grant';

  const close = () => {
    setOpen(false);
    setFailure(null);
    form.resetFields();
  };

  const submit = async (values: PoolValues) => {
    setFailure(null);
    const request = poolRequest(team.id, values);
    if ('problem' in request) {
      setFailure(request.problem);
      return;
    }
    try {
      const saved = await adjust(request.variables);
      message.success(poolAdjustedText(request.variables.amount, saved.name));
      close();
    } catch (error) {
      setFailure(serverMessage(error, 'The pool credits could not be adjusted. Check your connection and try again.'));
    }
  };

  const action = direction === 'remove' ? 'Remove credits' : 'Add credits';
  return (
    <>
      <Button aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Adjust pool credits
      </Button>
      <Modal
        open={open}
        title={`Adjust the pool credits of ${team.name}`}
        onCancel={close}
        destroyOnHidden
        footer={[
          <Button key="cancel" onClick={close}>
            Cancel
          </Button>,
          <Button key="ok" type="primary" loading={loading} onClick={() => form.submit()}>
            {action}
          </Button>,
        ]}
      >
        <Form<PoolValues>
          form={form}
          name="adjust-team-credits"
          aria-label="Adjust pool credits"
          layout="vertical"
          requiredMark
          initialValues={{ direction: 'grant', credits: null, reason: '' }}
          onFinish={(values) => handled(submit(values), 'Adjusting team pool credits')}
          disabled={loading}
        >
          <Form.Item label="Change" name="direction" required>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              options={[
                { value: 'grant', label: 'Add credits' },
                { value: 'remove', label: 'Remove credits' },
              ]}
            />
          </Form.Item>
          <Form.Item
            label="Credits"
            name="credits"
            required
            rules={[problemRule(adjustCreditsProblem)]}
            extra={direction === 'remove' ? `The pool has ${team.remainingCredits} left.` : undefined}
          >
            <InputNumber min={1} max={ADJUST_MAX} precision={0} style={{ width: '100%', maxWidth: 200 }} />
          </Form.Item>
          {reasonField}
          {failure && <Alert type="error" showIcon role="alert" title={failure} />}
        </Form>
      </Modal>
    </>
  );
}
