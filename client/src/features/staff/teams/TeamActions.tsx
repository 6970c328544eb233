import { App, Form, InputNumber } from 'antd';
import { FormDialog } from '../../common/FormDialog';
import { AuditReasonField } from '../customers/AuditReasonField';
import { CreditChangeFields } from '../customers/CreditChangeFields';
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

/**
 * 'Set seats' and its dialog: a number of seats (1 to 10,000, at least the members the team has)
 * and a required reason (kept in the audit log). The server's refusal is shown as it said it; after
 * a success the dialog closes, a message says what changed, and the team's page is fetched again.
 */
export function SetSeatsButton({ team }: { team: ActionTeam }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<SeatsValues>();
  const { setSeats, loading } = useSetTeamSeats();

  const submit = async (values: SeatsValues) => {
    const request = seatsRequest(team.id, team.members, values);
    if ('problem' in request) return request.problem;
    const saved = await setSeats(request.variables);
    message.success(seatsSetText(saved.name, saved.seats));
  };

  return (
    <FormDialog<SeatsValues>
      opener="Set seats"
      title={`Set the seats of ${team.name}`}
      okText="Set seats"
      form={form}
      name="set-team-seats"
      initialValues={{ seats: team.seats, reason: '' }}
      loading={loading}
      doing="Setting team seats"
      fallback="The seats could not be set. Check your connection and try again."
      onSubmit={submit}
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
      <AuditReasonField />
    </FormDialog>
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
  const direction = Form.useWatch('direction', form) ?? 'grant';

  const submit = async (values: PoolValues) => {
    const request = poolRequest(team.id, values);
    if ('problem' in request) return request.problem;
    const saved = await adjust(request.variables);
    message.success(poolAdjustedText(request.variables.amount, saved.name));
  };

  return (
    <FormDialog<PoolValues>
      opener="Adjust pool credits"
      title={`Adjust the pool credits of ${team.name}`}
      okText={direction === 'remove' ? 'Remove credits' : 'Add credits'}
      form={form}
      name="adjust-team-credits"
      initialValues={{ direction: 'grant', credits: null, reason: '' }}
      loading={loading}
      doing="Adjusting team pool credits"
      fallback="The pool credits could not be adjusted. Check your connection and try again."
      onSubmit={submit}
    >
      <CreditChangeFields grantLabel="Add credits" removing={direction === 'remove'} left={`The pool has ${team.remainingCredits} left.`} />
      <AuditReasonField />
    </FormDialog>
  );
}
