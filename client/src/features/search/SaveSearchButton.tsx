import { SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Modal, Typography, theme } from 'antd';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { handled } from '../../lib/handled';
import { type SaveSearchInput, SavedSearchesDocument, useSaveSearchMutation } from '../../graphql/generated';
import { serverMessage } from '../common/errors';

const NAME_MAX = 100;

interface SaveSearchButtonProps {
  /** The search of the results page, as saveSearch takes it (its name aside). */
  search: Omit<SaveSearchInput, 'name'>;
  /** The name the dialog starts with (the query text). */
  defaultName: string;
}

/**
 * 'Save search' on the results page: a small dialog asks for a name (the query text to start
 * with); once saved, the page says so with a link to /searches, where it runs again.
 */
export function SaveSearchButton({ search, defaultName }: SaveSearchButtonProps) {
  const { token } = theme.useToken();
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(defaultName);
  const [failure, setFailure] = useState<string | null>(null);
  const [savedAs, setSavedAs] = useState<string | null>(null);
  const [save, { loading }] = useSaveSearchMutation({ refetchQueries: [SavedSearchesDocument] });

  const start = () => {
    setName(defaultName);
    setFailure(null);
    setOpen(true);
  };

  const submit = async () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setFailure('Please enter a name for the search');
      return;
    }
    setFailure(null);
    try {
      const { data } = await save({ variables: { input: { ...search, name: trimmed } } });
      setSavedAs(data?.saveSearch.name ?? trimmed);
      setOpen(false);
    } catch (err) {
      setFailure(serverMessage(err, 'The search could not be saved. Please try again.'));
    }
  };

  return (
    <>
      <Button icon={<SaveOutlined aria-hidden />} onClick={start}>
        Save search
      </Button>
      {savedAs && (
        <Alert
          type="success"
          showIcon
          closable
          role="status"
          onClose={() => setSavedAs(null)}
          style={{ flexBasis: '100%' }}
          title={
            <span>
              Saved as &ldquo;{savedAs}&rdquo;. <Link to="/searches">See your saved searches</Link>
            </span>
          }
        />
      )}
      <Modal
        open={open}
        title="Save this search"
        okText="Save"
        onOk={() => handled(submit(), 'Saving the search')}
        okButtonProps={{ loading }}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            handled(submit(), 'Saving the search');
          }}
        >
          <label htmlFor={inputId} style={{ display: 'block', marginBottom: token.marginXS }}>
            Name
          </label>
          <Input
            id={inputId}
            autoFocus
            value={name}
            maxLength={NAME_MAX}
            showCount
            status={failure ? 'error' : undefined}
            aria-invalid={failure ? true : undefined}
            aria-describedby={failure ? `${inputId}-error` : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          {failure && (
            <Typography.Text id={`${inputId}-error`} type="danger" role="alert" style={{ display: 'block', marginTop: token.marginXS }}>
              {failure}
            </Typography.Text>
          )}
          <Typography.Paragraph style={{ color: token.colorTextSecondary, margin: `${token.marginSM}px 0 0` }}>
            Run it again from My Searches to see who is new since the last run.
          </Typography.Paragraph>
        </form>
      </Modal>
    </>
  );
}
