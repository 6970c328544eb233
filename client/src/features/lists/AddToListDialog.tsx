import { skipToken } from '@apollo/client/react';
import { Alert, Button, Flex, Modal, Select, Skeleton, theme } from 'antd';
import { useEffect, useId, useState } from 'react';
import { handled } from '../../lib/handled';
import { TIMINGS } from '../../lib/theme';
import { useMyListsQuery } from '../../graphql/generated';
import { serverMessage } from '../common/errors';
import { CreateListFields } from './CreateListFields';
import { useListMutations } from './useLists';

const CREATE = '__create__';

export interface ListTarget {
  /** The profile's id (or its linkedinUsername). */
  profileId: string;
  fullName: string;
}

/**
 * The add-to-list dialog (spec sections 2 and 4), titled with the person's name: pick one of the
 * user's lists, or '+ Create a new list' (straight to create mode when they have none). Success
 * shows the spec's banner for 2 seconds, then the dialog closes.
 */
export function AddToListDialog({ target, onClose }: { target: ListTarget | null; onClose: () => void }) {
  const { token } = theme.useToken();
  const selectId = useId();
  const { data, loading, error } = useMyListsQuery(target ? { fetchPolicy: 'cache-and-network' } : skipToken);
  const lists = data?.lists ?? [];
  const { createList, addToList, busy } = useListMutations();
  const [choice, setChoice] = useState<string | undefined>();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [banner, setBanner] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // The person of the dialog stays while it closes, so its title does not vanish mid-animation.
  const [shown, setShown] = useState<ListTarget | null>(target);
  useEffect(() => {
    if (target) setShown(target);
  }, [target]);

  const haveLists = !!data && lists.length > 0;
  const creating = choice === CREATE || (!!data && lists.length === 0);

  // A new target starts afresh.
  useEffect(() => {
    setChoice(undefined);
    setName('');
    setDescription('');
    setBanner(null);
    setFailure(null);
  }, [target?.profileId]);

  // The success banner disappears after 2 seconds, and the dialog with it.
  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => {
      setBanner(null);
      onClose();
    }, TIMINGS.listBanner);
    return () => clearTimeout(timer);
  }, [banner, onClose]);

  const addToExisting = async () => {
    if (!target || !choice || choice === CREATE) return;
    setFailure(null);
    try {
      await addToList(choice, target.profileId);
      setBanner('Profile added to list successfully!');
    } catch (err) {
      console.error('Adding to the list failed', err);
      setFailure(serverMessage(err, 'The profile could not be added to the list. Please try again.'));
    }
  };

  const createAndAdd = async () => {
    if (!target) return;
    setFailure(null);
    const created = await createList(name, description);
    if (!created.list) {
      setFailure(created.error);
      return;
    }
    try {
      await addToList(created.list.id, target.profileId);
      setBanner('List created and profile added successfully!');
    } catch (err) {
      console.error('Adding to the new list failed', err);
      setFailure('List created but failed to add profile. Please try adding manually.');
    }
  };

  const cancel = () => {
    if (creating && haveLists) {
      // Cancel returns to the list select.
      setChoice(undefined);
      setFailure(null);
    } else onClose();
  };

  let body;
  if (!data && loading) body = <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  else if (!data && error) body = <Alert type="error" showIcon title={serverMessage(error, 'Your lists could not be loaded.')} />;
  else if (creating)
    body = <CreateListFields name={name} description={description} onName={setName} onDescription={setDescription} autoFocus />;
  else
    body = (
      <div style={{ display: 'grid', gap: token.marginXXS }}>
        <label htmlFor={selectId}>List</label>
        <Select
          id={selectId}
          value={choice}
          onChange={setChoice}
          placeholder="Choose a list"
          style={{ width: '100%' }}
          options={[
            ...lists.map((l) => ({ value: l.id, label: `${l.name} (${l.linkedinUsernames.length})` })),
            { value: CREATE, label: '+ Create a new list' },
          ]}
        />
      </div>
    );

  return (
    <Modal
      open={!!target}
      title={shown ? `Add ${shown.fullName} to a list` : undefined}
      onCancel={onClose}
      destroyOnHidden
      footer={
        banner ? null : (
          <Flex gap={token.marginXS} justify="flex-end" wrap>
            <Button onClick={cancel}>Cancel</Button>
            {creating ? (
              <Button type="primary" loading={busy} onClick={() => handled(createAndAdd(), 'Creating the list')}>
                Create List
              </Button>
            ) : (
              <Button type="primary" loading={busy} disabled={!choice} onClick={() => handled(addToExisting(), 'Adding to the list')}>
                Add to List
              </Button>
            )}
          </Flex>
        )
      }
    >
      <Flex vertical gap={token.margin}>
        {banner ? <Alert type="success" showIcon title={banner} role="status" /> : body}
        {failure && !banner && <Alert type="error" showIcon title={failure} role="alert" />}
      </Flex>
    </Modal>
  );
}
