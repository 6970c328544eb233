import { skipToken } from '@apollo/client/react';
import { Alert, Button, Flex, Modal, Select, Skeleton, theme } from 'antd';
import { useEffect, useId, useMemo, useState } from 'react';
import { handled } from '../../lib/handled';
import { useStoredUser } from '../../lib/session';
import { TIMINGS } from '../../lib/theme';
import { useMyListsQuery } from '../../graphql/generated';
import { serverMessage } from '../common/errors';
import { addedMessage } from './addToListMessage';
import { CreateListFields } from './CreateListFields';
import { preferredListId, rememberLastList } from './lastList';
import { SHARED_TAG } from './sharingText';
import { useListMutations } from './useLists';

const CREATE = '__create__';

export interface ListTarget {
  /** The profile's id (or its linkedinUsername). */
  profileId: string;
  fullName: string;
  /** The LinkedIn username, when known. */
  linkedinUsername?: string;
}

/**
 * The add-to-list dialog (docs/product-spec.md §2 and §4), for one person (titled with their name) or for
 * several chosen results: pick one of the user's lists (the last one used is preselected, else the
 * one changed last), or '+ Create a new list' (straight to create mode when they have none), and
 * add them all in one request. It says what happened, "already in this list" as such, for 2
 * seconds, then closes.
 */
export function AddToListDialog({ targets, onClose }: { targets: readonly ListTarget[] | null; onClose: () => void }) {
  const { token } = theme.useToken();
  const selectId = useId();
  const userId = useStoredUser()?._id;
  const open = !!targets && targets.length > 0;
  const { data, loading, error } = useMyListsQuery(open ? { fetchPolicy: 'cache-and-network' } : skipToken);
  const lists = useMemo(() => data?.lists ?? [], [data]);
  const { createList, addProfilesToList, busy } = useListMutations();
  const [choice, setChoice] = useState<string | undefined>();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [banner, setBanner] = useState<{ text: string; type: 'success' | 'info' } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // The people of the dialog stay while it closes, so its title does not vanish mid-animation.
  const [shown, setShown] = useState<readonly ListTarget[] | null>(targets);
  useEffect(() => {
    if (targets && targets.length > 0) setShown(targets);
  }, [targets]);

  const haveLists = !!data && lists.length > 0;
  const creating = choice === CREATE || (!!data && lists.length === 0);
  const targetKey = targets?.map((t) => t.profileId).join(',') ?? '';

  // New people start afresh.
  useEffect(() => {
    setChoice(undefined);
    setName('');
    setDescription('');
    setBanner(null);
    setFailure(null);
  }, [targetKey]);

  // Once the lists are in, the last list used (or the one changed last) is preselected.
  useEffect(() => {
    if (open && choice === undefined && haveLists) setChoice(preferredListId(lists, userId));
  }, [open, choice, haveLists, lists, userId]);

  // The banner disappears after 2 seconds, and the dialog with it.
  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => {
      setBanner(null);
      onClose();
    }, TIMINGS.listBanner);
    return () => clearTimeout(timer);
  }, [banner, onClose]);

  const add = async (listId: string, listName: string, created: boolean) => {
    if (!targets) return;
    const result = await addProfilesToList(
      listId,
      targets.map((t) => t.profileId),
    );
    rememberLastList(userId, listId);
    setBanner(
      addedMessage({
        count: targets.length,
        fullName: targets[0]?.fullName,
        listName,
        added: result.added,
        alreadyInList: result.alreadyInList,
        created,
      }),
    );
  };

  const addToExisting = async () => {
    const list = lists.find((l) => l.id === choice);
    if (!targets || !list) return;
    setFailure(null);
    try {
      await add(list.id, list.name, false);
    } catch (err) {
      console.error('Adding to the list failed', err);
      setFailure(
        serverMessage(err, `${targets.length === 1 ? 'The profile' : 'The profiles'} could not be added to the list. Please try again.`),
      );
    }
  };

  const createAndAdd = async () => {
    if (!targets) return;
    setFailure(null);
    const created = await createList(name, description);
    if (!created.list) {
      setFailure(created.error);
      return;
    }
    try {
      await add(created.list.id, created.list.name, true);
    } catch (err) {
      console.error('Adding to the new list failed', err);
      setFailure(`List created but failed to add ${targets.length === 1 ? 'profile' : 'profiles'}. Please try adding manually.`);
    }
  };

  const cancel = () => {
    if (creating && haveLists) {
      // Cancel returns to the list select.
      setChoice(preferredListId(lists, userId));
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
            ...lists.map((l) => ({ value: l.id, label: `${l.name} (${l.profileCount})${l.shared ? ` · ${SHARED_TAG}` : ''}` })),
            { value: CREATE, label: '+ Create a new list' },
          ]}
        />
      </div>
    );

  const many = shown && shown.length > 1;
  return (
    <Modal
      open={open}
      title={shown ? (many ? `Add ${shown.length} profiles to a list` : `Add ${shown[0]?.fullName} to a list`) : undefined}
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
        {banner ? <Alert type={banner.type} showIcon title={banner.text} role="status" /> : body}
        {failure && !banner && <Alert type="error" showIcon title={failure} role="alert" />}
      </Flex>
    </Modal>
  );
}
