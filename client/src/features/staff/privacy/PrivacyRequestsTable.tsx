import { FileProtectOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Form, Grid, Input, Modal, Radio, Segmented, Table, Tag, Typography, theme } from 'antd';
import { useState } from 'react';
import {
  useClosePrivacyRequestMutation,
  type PrivacyRequestList,
  usePrivacyRequestsQuery,
  type PrivacyRequestDecision,
  type PrivacyRequestRowFragment,
} from '../../../graphql/generated';
import { handled } from '../../../lib/handled';
import { serverMessage } from '../../common/errors';
import { QueryState } from '../../common/QueryState';
import { RowCards } from '../../common/RowCards';
import { day, DECISIONS, KIND_LABELS } from './privacyText';

const PAGE_SIZE = 20;

/** When it is or was due, marked when late. */
function Due({ request }: { request: PrivacyRequestRowFragment }) {
  return (
    <span>
      {day(request.dueAt)}{' '}
      {request.late ? (
        <Tag color="red">{request.status === 'open' ? 'Overdue' : 'Closed late'}</Tag>
      ) : (
        request.status !== 'open' && <Tag color="green">In time</Tag>
      )}
    </span>
  );
}

/** What was asked: a correction's field and value (while open), or the kind. */
function Asked({ request }: { request: PrivacyRequestRowFragment }) {
  if (request.kind !== 'correction') return <span>{KIND_LABELS[request.kind]}</span>;
  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      <span>
        Correction{request.field ? ` of ${request.field.toLowerCase()}` : ''}
        {request.value ? ': ' : ''}
        {request.value && <Typography.Text strong>“{request.value}”</Typography.Text>}
      </span>
      {request.note && (
        <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
          {request.note}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** What was done and by whom. */
function Outcome({ request }: { request: PrivacyRequestRowFragment }) {
  if (request.status === 'open') return <Tag color="gold">Open</Tag>;
  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      <span>
        <Tag color={request.status === 'declined' ? 'default' : 'green'}>{request.status === 'declined' ? 'Declined' : 'Done'}</Tag>
        {day(request.closedAt)} · {request.closedBy ?? 'answered at once'}
      </span>
      {request.outcome && <Typography.Text type="secondary">{request.outcome}</Typography.Text>}
    </Flex>
  );
}

/** The dialog that answers an open correction: apply it, say it was done by hand, or decline it, with what the person is told. */
function AnswerDialog({ request, onClose }: { request: PrivacyRequestRowFragment; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ decision: PrivacyRequestDecision; outcome: string }>();
  const [close, { loading }] = useClosePrivacyRequestMutation({ refetchQueries: ['PrivacyRequests', 'PrivacyOverview'] });
  const [failure, setFailure] = useState<string | null>(null);
  const applies = request.field !== 'Something else' && request.profileId !== null;
  const submit = async (values: { decision: PrivacyRequestDecision; outcome: string }) => {
    setFailure(null);
    try {
      await close({ variables: { input: { id: request.id, decision: values.decision, outcome: values.outcome.trim() } } });
      message.success('The request is closed, and the person has been told.');
      onClose();
    } catch (error) {
      setFailure(serverMessage(error, 'The request could not be closed. Check your connection and try again.'));
    }
  };
  return (
    <Modal
      open
      title="Answer the correction"
      okText="Close the request"
      onOk={() => form.submit()}
      confirmLoading={loading}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Asked request={request} />
        <Form
          form={form}
          layout="vertical"
          aria-label="Answer the correction"
          initialValues={{ decision: applies ? 'apply' : 'done', outcome: '' }}
          onFinish={(values) => handled(submit(values), 'Closing the request')}
        >
          <Form.Item label="Decision" name="decision">
            <Radio.Group>
              <Flex vertical gap={4}>
                {DECISIONS.map((d) => (
                  <Radio key={d.value} value={d.value} disabled={d.value === 'apply' && !applies}>
                    {d.label} <Typography.Text type="secondary">{d.help}</Typography.Text>
                  </Radio>
                ))}
              </Flex>
            </Radio.Group>
          </Form.Item>
          <Form.Item
            label="What the person is told"
            name="outcome"
            rules={[
              {
                required: true,
                min: 3,
                max: 1000,
                whitespace: true,
                message: 'Please say what was done (3 to 1,000 characters): the person is told.',
              },
            ]}
          >
            <Input.TextArea rows={3} maxLength={1000} />
          </Form.Item>
        </Form>
        {failure && <Alert type="error" showIcon role="alert" title={failure} />}
      </Flex>
    </Modal>
  );
}

/**
 * The requests of the people in the index: open ones with the nearest deadline first (overdue
 * marked), or closed ones with what was done, by whom and whether in time. An open correction is
 * answered from here. Below 576 px the rows become cards.
 */
export function PrivacyRequestsTable() {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const [status, setStatus] = useState<PrivacyRequestList>('open');
  const [page, setPage] = useState(1);
  const [answering, setAnswering] = useState<PrivacyRequestRowFragment | null>(null);
  const { data, previousData, loading, error, refetch } = usePrivacyRequestsQuery({
    variables: { status, page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.privacyRequests;
  const rows = result?.items ?? [];
  const answer = (r: PrivacyRequestRowFragment) =>
    r.status === 'open' ? (
      <Button size="small" onClick={() => setAnswering(r)} aria-label={`Answer the request received ${day(r.receivedAt)}`}>
        Answer
      </Button>
    ) : null;

  return (
    <Flex vertical gap={token.margin} style={{ minWidth: 0 }}>
      <Flex justify="space-between" align="center" wrap gap={token.marginSM}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: token.fontSizeHeading4 }}>
          Requests
        </Typography.Title>
        <Segmented
          aria-label="Requests shown"
          options={[
            { label: 'Open', value: 'open' },
            { label: 'Closed', value: 'closed' },
          ]}
          value={status}
          onChange={(v) => {
            setStatus(v as PrivacyRequestList);
            setPage(1);
          }}
        />
      </Flex>
      <QueryState
        loading={!result && loading}
        failed={!result && Boolean(error)}
        loadingView={{ skeleton: { label: 'Loading the requests', rows: 4 } }}
        errorView={{
          as: 'inline',
          title: 'The requests could not be loaded',
          message: serverMessage(error, 'Check your connection and try again.'),
          onRetry: refetch,
        }}
        empty={rows.length === 0}
        emptyView={{
          icon: <FileProtectOutlined aria-hidden />,
          title: status === 'open' ? 'No open requests' : 'No closed requests yet',
          description:
            status === 'open'
              ? 'Access and removal are answered at once; corrections wait here until you answer them.'
              : 'Requests appear here once answered.',
        }}
      >
        {!screens.sm ? (
          <RowCards
            label="Requests"
            items={rows}
            rowKey={(r) => r.id}
            render={(r) => (
              <>
                <Asked request={r} />
                <span>Received {day(r.receivedAt)}</span>
                <span>
                  Due <Due request={r} />
                </span>
                <Outcome request={r} />
                {answer(r)}
              </>
            )}
          />
        ) : (
          <Table<PrivacyRequestRowFragment>
            rowKey="id"
            size="small"
            dataSource={rows}
            pagination={
              (result?.total ?? 0) > PAGE_SIZE
                ? { current: page, pageSize: PAGE_SIZE, total: result?.total, onChange: setPage, showSizeChanger: false }
                : false
            }
            columns={[
              { title: 'Request', key: 'asked', render: (_, r) => <Asked request={r} /> },
              { title: 'Received', dataIndex: 'receivedAt', render: (v: string) => day(v) },
              { title: 'Due', key: 'due', render: (_, r) => <Due request={r} /> },
              { title: 'Outcome', key: 'outcome', render: (_, r) => <Outcome request={r} /> },
              { title: '', key: 'answer', render: (_, r) => answer(r) },
            ]}
          />
        )}
      </QueryState>
      {answering && <AnswerDialog request={answering} onClose={() => setAnswering(null)} />}
    </Flex>
  );
}
