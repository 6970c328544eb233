import { CloudUploadOutlined, DownloadOutlined } from '@ant-design/icons';
import { Card, Grid, Progress, Table, Tag, Typography, theme } from 'antd';
import { useState } from 'react';
import { type ImportJobRowFragment as Job, useImportJobsQuery } from '../../../graphql/generated';
import { serverMessage } from '../../common/errors';
import { QueryState } from '../../common/QueryState';
import { RowCards } from '../../common/RowCards';
import { formatLabel, isActive, jobCountsText, jobPercent, jobProgressStatus, jobStatusLabel, JOBS_SHOWN, POLL_MS } from './importsText';
import { formatWhen } from '../../../lib/dates';

const wrap = { overflowWrap: 'anywhere' } as const;
const nowrap = { whiteSpace: 'nowrap' } as const;

/** The theme's red text falls short of 4.5:1 at the size of a tag or a note on the dark theme: its lighter red does not. */
function useErrorText() {
  const { token } = theme.useToken();
  return token.colorErrorTextHover;
}

function StatusTag({ job }: { job: Job }) {
  const errorText = useErrorText();
  const { label, color } = jobStatusLabel(job.status);
  return (
    <Tag color={color} style={job.status === 'failed' ? { color: errorText } : undefined}>
      {label}
    </Tag>
  );
}

function JobProgress({ job }: { job: Job }) {
  return (
    <Progress
      percent={jobPercent(job)}
      status={jobProgressStatus(job.status)}
      size="small"
      aria-label={`Progress of ${job.fileName}`}
      style={{ minWidth: 100, margin: 0 }}
    />
  );
}

/** Why a job failed, under its status. */
function JobError({ job }: { job: Job }) {
  const { token } = theme.useToken();
  const errorText = useErrorText();
  if (job.status !== 'failed' || !job.error) return null;
  return (
    <Typography.Text style={{ display: 'block', color: errorText, fontSize: token.fontSizeSM, maxWidth: 190, ...wrap }}>
      {job.error}
    </Typography.Text>
  );
}

function RejectsLink({ job }: { job: Job }) {
  if (!job.rejectsUrl) return null;
  return (
    <Typography.Link href={job.rejectsUrl} download aria-label={`Download rejects of ${job.fileName}`} style={nowrap}>
      <DownloadOutlined aria-hidden /> Download rejects
    </Typography.Link>
  );
}

/** Where the job came from, under its file name: uploads are the page's, the others the command line's. */
function Origin({ job }: { job: Job }) {
  const { token } = theme.useToken();
  return (
    <Typography.Text type="secondary" style={{ display: 'block', fontSize: token.fontSizeSM }}>
      {job.uploaded ? 'Uploaded' : 'Command line'}
    </Typography.Text>
  );
}

const when = (iso: string | null | undefined) => (iso ? formatWhen(iso) : '—');

/**
 * The newest twenty import jobs (uploaded or from the command line): file, format, source, status,
 * how far the file has been read, what became of its records, when it started and finished, why it
 * failed and its rejected records to download. Asked again every two seconds while a job is queued
 * or running. Below 600 px the rows become a list.
 */
export function ImportJobsTable() {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const [polling, setPolling] = useState(false);
  const { data, loading, error, refetch } = useImportJobsQuery({
    variables: { first: JOBS_SHOWN },
    fetchPolicy: 'cache-and-network',
    pollInterval: polling ? POLL_MS : 0,
  });
  const jobs = data?.importJobs;
  const active = (jobs ?? []).some(isActive);
  // Polling follows the answer: on while a job is queued or running, off once all are settled.
  if (active !== polling) setPolling(active);

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: token.fontSizeHeading4 }}>Import jobs</h2>} styles={{ body: { minWidth: 0 } }}>
      <QueryState
        loading={!jobs && loading}
        failed={!jobs && Boolean(error)}
        empty={jobs?.length === 0}
        loadingView={{ skeleton: { label: 'Loading the import jobs', rows: 4 } }}
        errorView={{
          as: 'inline',
          title: serverMessage(error, 'The import jobs could not be loaded. Check your connection and try again.'),
          onRetry: refetch,
        }}
        emptyView={{ icon: <CloudUploadOutlined aria-hidden />, description: 'No imports yet.' }}
      >
        {jobs &&
          (!screens.sm ? (
            <RowCards
              label="Import jobs"
              items={jobs}
              rowKey={(job) => job.id}
              render={(job) => (
                <>
                  <div style={{ display: 'flex', justifyContent: 'space-between', gap: token.marginSM, flexWrap: 'wrap' }}>
                    <Typography.Text strong style={wrap}>
                      {job.fileName}
                    </Typography.Text>
                    <StatusTag job={job} />
                  </div>
                  <span style={wrap}>
                    {formatLabel(job.format)} · {job.source} · {job.uploaded ? 'Uploaded' : 'Command line'}
                  </span>
                  <JobProgress job={job} />
                  <span>{jobCountsText(job)}</span>
                  <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                    Started {when(job.startedAt)} · Finished {when(job.finishedAt)}
                  </Typography.Text>
                  <JobError job={job} />
                  <div>
                    <RejectsLink job={job} />
                  </div>
                </>
              )}
            />
          ) : (
            <Table<Job>
              rowKey="id"
              size="small"
              dataSource={jobs}
              pagination={false}
              scroll={{ x: 'max-content' }}
              columns={[
                {
                  title: 'File',
                  key: 'file',
                  render: (_: unknown, job) => (
                    <div style={{ maxWidth: 280 }}>
                      <span style={wrap}>{job.fileName}</span>
                      <Origin job={job} />
                    </div>
                  ),
                },
                { title: 'Format', dataIndex: 'format', render: (v: Job['format']) => <span style={nowrap}>{formatLabel(v)}</span> },
                { title: 'Source', dataIndex: 'source', render: (v: string) => <span style={wrap}>{v}</span> },
                {
                  title: 'Status',
                  key: 'status',
                  render: (_: unknown, job) => (
                    <>
                      <StatusTag job={job} />
                      <JobError job={job} />
                    </>
                  ),
                },
                { title: 'Progress', key: 'progress', render: (_: unknown, job) => <JobProgress job={job} /> },
                {
                  title: 'Records',
                  key: 'records',
                  render: (_: unknown, job) => (
                    <div style={{ minWidth: 160, maxWidth: 200 }}>
                      {jobCountsText(job)}
                      <div>
                        <RejectsLink job={job} />
                      </div>
                    </div>
                  ),
                },
                {
                  title: 'When',
                  key: 'when',
                  render: (_: unknown, job) => (
                    <div style={nowrap}>
                      <div>Started {when(job.startedAt)}</div>
                      <Typography.Text type="secondary">Finished {when(job.finishedAt)}</Typography.Text>
                    </div>
                  ),
                },
              ]}
            />
          ))}
      </QueryState>
    </Card>
  );
}
