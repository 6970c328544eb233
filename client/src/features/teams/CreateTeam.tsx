import { TeamOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form, Input, Typography, theme } from 'antd';
import { handled } from '../../lib/handled';
import type { useTeamActions } from './useTeamActions';

type Actions = ReturnType<typeof useTeamActions>;

const WHAT_A_TEAM_GIVES: readonly { title: string; text: string }[] = [
  {
    title: 'One pool of credits',
    text: "While you are in a team, your contact reveals are paid from the team's pool. Your own credits stay yours, and you can move them into the pool.",
  },
  {
    title: 'One reveal for the whole team',
    text: 'A contact revealed by any member is free for every member, so nobody pays twice for the same person.',
  },
  {
    title: 'Shared lists',
    text: 'Share a list with the team, and everyone adds people, sets stages and takes notes in it.',
  },
  {
    title: 'Control for owners and admins',
    text: 'Invite colleagues by their work e-mail, give them a role, and set a monthly limit on what each member may use of the pool.',
  },
];

/**
 * /team when the user is in no team: what a team gives, and 'Create a team' (a name; the user
 * becomes its owner, and their e-mail's domain the team's). Joining one goes through the link of
 * an invitation.
 */
export function CreateTeam({ actions }: { actions: Actions }) {
  const { token } = theme.useToken();
  const [form] = Form.useForm<{ name: string }>();

  return (
    <Flex vertical gap={token.marginLG}>
      <Typography.Paragraph style={{ margin: 0, color: token.colorTextSecondary, fontSize: token.fontSizeLG }}>
        You are not in a team yet. A team works with one pool of credits and shares what its members find.
      </Typography.Paragraph>
      <ul
        aria-label="What a team gives you"
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: token.margin,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
        }}
      >
        {WHAT_A_TEAM_GIVES.map((item) => (
          <li key={item.title} style={{ minWidth: 0 }}>
            <Card size="small" style={{ height: '100%' }}>
              <Typography.Text strong style={{ display: 'block', marginBottom: token.marginXS }}>
                {item.title}
              </Typography.Text>
              <Typography.Text style={{ color: token.colorTextSecondary }}>{item.text}</Typography.Text>
            </Card>
          </li>
        ))}
      </ul>

      <Card
        title={
          <Typography.Title level={2} style={{ margin: 0, fontSize: token.fontSizeHeading4 }}>
            Create a team
          </Typography.Title>
        }
      >
        <Form<{ name: string }>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ name: '' }}
          onFinish={(values) => handled(actions.createTeam(values.name), 'Creating a team')}
          style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginSM, alignItems: 'flex-end' }}
        >
          <Form.Item
            name="name"
            label="Team name"
            rules={[
              { required: true, whitespace: true, message: 'Please give the team a name.' },
              { max: 100, message: 'A team name can be at most 100 characters.' },
            ]}
            style={{ flex: '1 1 260px', marginBottom: 0, minWidth: 0 }}
          >
            <Input placeholder="Acme recruiting" maxLength={100} autoComplete="organization" />
          </Form.Item>
          <Form.Item style={{ marginBottom: 0 }}>
            <Button type="primary" htmlType="submit" icon={<TeamOutlined aria-hidden />} loading={actions.pending === 'create'}>
              Create a team
            </Button>
          </Form.Item>
        </Form>
        <Typography.Paragraph style={{ margin: `${token.marginSM}px 0 0`, color: token.colorTextSecondary }}>
          You become its owner. To join a colleague's team instead, open the invitation link they sent to your work e-mail.
        </Typography.Paragraph>
      </Card>
    </Flex>
  );
}
