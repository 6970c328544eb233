import { SaveOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { type SaveSearchInput, type SavedSearchAlert, SavedSearchesDocument, useSaveSearchMutation } from '../../graphql/generated';
import { serverMessage } from '../common/errors';
import { alertSetText } from './alertText';
import { SearchNameDialog } from './SearchNameDialog';

interface SaveSearchButtonProps {
  /** The search of the results page, as saveSearch takes it (its name aside). */
  search: Omit<SaveSearchInput, 'name'>;
  /** The name the dialog starts with (the query text). */
  defaultName: string;
}

/**
 * 'Save search' on the results page: a small dialog asks for a name (the query text to start
 * with) and whether to e-mail new people (Off, Daily, Weekly); once saved, the page says so (and
 * how often it e-mails) with a link to /searches, where it runs again.
 */
export function SaveSearchButton({ search, defaultName }: SaveSearchButtonProps) {
  const [open, setOpen] = useState(false);
  const [savedAs, setSavedAs] = useState<{ name: string; alert: SavedSearchAlert } | null>(null);
  const [save] = useSaveSearchMutation({ refetchQueries: [SavedSearchesDocument] });

  const submit = async (name: string, alert: SavedSearchAlert): Promise<string | null> => {
    try {
      const { data } = await save({ variables: { input: { ...search, name, alert } } });
      setSavedAs({ name: data?.saveSearch.name ?? name, alert: data?.saveSearch.alert ?? alert });
      setOpen(false);
      return null;
    } catch (err) {
      return serverMessage(err, 'The search could not be saved. Please try again.');
    }
  };

  return (
    <>
      <Button icon={<SaveOutlined aria-hidden />} onClick={() => setOpen(true)}>
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
              Saved as &ldquo;{savedAs.name}&rdquo;.{savedAs.alert !== 'off' && ` ${alertSetText(savedAs.alert, savedAs.name)}`}{' '}
              <Link to="/searches">See your saved searches</Link>
            </span>
          }
        />
      )}
      <SearchNameDialog
        open={open}
        title="Save this search"
        okText="Save"
        initialName={defaultName}
        onSubmit={submit}
        onClose={() => setOpen(false)}
        withAlert
        hint="Run it again from My Searches to see who is new since the last run."
      />
    </>
  );
}
