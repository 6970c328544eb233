import { ArrowLeftOutlined, DownloadOutlined } from '@ant-design/icons';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { App, Button, Flex, Result, Typography, theme } from 'antd';
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { handled, useAppNavigate } from '../../lib/handled';
import { serverMessage } from '../../features/common/errors';
import { QueryState } from '../../features/common/QueryState';
import { AddToListDialog, type ListTarget } from '../../features/lists/AddToListDialog';
import { LIST_PAGE_SIZES, ListProfilesTable } from '../../features/lists/ListProfilesTable';
import { SharedMarks, ShareListButton, useTeamRole } from '../../features/lists/ListSharing';
import type { ProfileSummary } from '../../features/people/ProfileDialog';
import { useProfileInUrl } from '../../features/people/useProfileInUrl';
import { useListMutations } from '../../features/lists/useLists';
import { RouterButton } from '../../features/common/RouterButton';
import { type ListProfilesTableRowFragment, useListDetailQuery } from '../../graphql/generated';

// The profile dialog is its own chunk, as on the search page.
const ProfileDialog = lazy(() => import('../../features/people/ProfileDialog').then((m) => ({ default: m.ProfileDialog })));

/** What the profile dialog needs of a list entry. */
function summaryOf(entry: ListProfilesTableRowFragment): ProfileSummary {
  const words = (entry.fullName ?? '').trim().split(/\s+/);
  return {
    linkedinUsername: entry.linkedinUsername,
    fullName: entry.fullName ?? entry.linkedinUsername,
    firstName: words[0] ?? '',
    lastName: words.length > 1 ? words[words.length - 1] : '',
    profilePicture: entry.profilePicture,
  };
}

/**
 * /list/{listId}, one list (docs/product-spec.md §2): back button, the name, 'Profiles (count)' and the
 * table of its profiles in the order they were added, a page at a time (a list holds up to
 * LIST_ENTRIES_MAX people; the server answers a page): a name opens the profile dialog (the search
 * page's), each row sets its stage and notes and shows the contacts revealed; remove one (saved on
 * the server) and export the list as CSV (CRM-ready, with the contacts this user has revealed).
 * A list shared with the team says so (with its owner, a teammate's) and who added each person and
 * last set their stage; its owner or a team admin shares it or makes it private from here.
 */
export function Component() {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const navigate = useAppNavigate();
  const { listId = '' } = useParams();
  const [paging, setPaging] = useState<{ page: number; pageSize: number }>({ page: 1, pageSize: LIST_PAGE_SIZES[0] });
  const { data, previousData, loading, error, refetch } = useListDetailQuery({
    variables: { id: listId, first: paging.pageSize, offset: (paging.page - 1) * paging.pageSize },
    fetchPolicy: 'cache-and-network',
  });
  const { removeFromList } = useListMutations();
  const role = useTeamRole();
  // While another page loads, the one shown stays (of this list only).
  const list = data?.list ?? (previousData?.list?.id === listId ? previousData.list : undefined);
  const count = list?.profileCount ?? 0;
  const lastPage = Math.max(1, Math.ceil(count / paging.pageSize));
  // Removing the last person of the last page goes back a page.
  useEffect(() => {
    if (data?.list && paging.page > lastPage) setPaging((p) => ({ ...p, page: lastPage }));
  }, [data, paging.page, lastPage]);
  // Another list starts on its first page.
  useEffect(() => setPaging((p) => ({ ...p, page: 1 })), [listId]);
  // The open profile is in the address (?profile=): shareable, and Back closes it.
  const { person: opened, open: dialogOpen, openProfile, closeProfile } = useProfileInUrl();
  const [listTargets, setListTargets] = useState<ListTarget[] | null>(null);
  const closeListDialog = useCallback(() => setListTargets(null), []);

  const notFound =
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((e) => e.extensions?.code === 'NOT_FOUND' || e.extensions?.code === 'BAD_USER_INPUT');

  const back = (
    <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/lists'))}>
      Back
    </Button>
  );

  if (!list && !loading && notFound) {
    return (
      <Result
        status="404"
        title={<h1 style={{ margin: 0, font: 'inherit', color: 'inherit' }}>List not found</h1>}
        subTitle="It may have been deleted or made private by its owner, or it belongs to another account."
        extra={<RouterButton to="/lists">Back to My Lists</RouterButton>}
      />
    );
  }
  if (!list) {
    return (
      <Flex vertical gap={token.marginLG} style={{ width: '100%', maxWidth: 1100, margin: '0 auto' }}>
        {back}
        <QueryState
          loading={loading}
          failed
          loadingView={{ skeleton: { label: 'Loading the list', rows: 5, title: true } }}
          errorView={{ as: 'inline', title: 'Failed to load list details', onRetry: refetch }}
        />
      </Flex>
    );
  }

  const remove = async (entry: ListProfilesTableRowFragment) => {
    try {
      await removeFromList(list.id, entry.linkedinUsername);
      message.success(`${entry.fullName ?? entry.linkedinUsername} removed from the list.`);
    } catch (err) {
      message.error(serverMessage(err, 'The profile could not be removed. Please try again.'));
    }
  };

  const body = (
    <QueryState empty={count === 0} emptyView={{ description: 'No profiles found in this list' }}>
      <ListProfilesTable
        listId={list.id}
        shared={list.shared}
        entries={list.profiles}
        loading={loading}
        paging={{
          ...paging,
          total: count,
          onChange: (page, pageSize) => setPaging({ page: pageSize === paging.pageSize ? page : 1, pageSize }),
        }}
        onRemove={(entry) => handled(remove(entry), 'Removing from the list')}
        onOpen={(entry) => {
          openProfile(summaryOf(entry));
        }}
      />
    </QueryState>
  );

  return (
    <Flex vertical gap={token.marginLG} style={{ width: '100%', maxWidth: 1100, margin: '0 auto', minWidth: 0 }}>
      <Flex justify="space-between" align="center" gap={token.margin} wrap>
        {back}
        <Button icon={<DownloadOutlined aria-hidden />} href={`/api/profile/list/${encodeURIComponent(list.id)}/export`} download>
          Export CSV
        </Button>
      </Flex>
      <div style={{ display: 'grid', gap: token.marginXS, minWidth: 0 }}>
        <Flex justify="space-between" align="center" gap={token.marginSM} wrap>
          <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3, overflowWrap: 'anywhere', minWidth: 0 }}>
            {list.name}
          </Typography.Title>
          <ShareListButton list={list} role={role} onGone={() => navigate('/lists')} />
        </Flex>
        <SharedMarks list={list} />
        {list.description && (
          <Typography.Paragraph style={{ color: token.colorTextSecondary, margin: 0 }}>{list.description}</Typography.Paragraph>
        )}
      </div>
      <Typography.Title level={2} style={{ margin: 0, fontSize: token.fontSizeHeading5 }}>
        Profiles ({count})
      </Typography.Title>
      {body}
      {opened && (
        <Suspense fallback={null}>
          <ProfileDialog
            person={opened}
            open={dialogOpen}
            onClose={closeProfile}
            onAddToList={(p) => setListTargets([{ profileId: p.id, fullName: p.fullName, linkedinUsername: p.linkedinUsername }])}
          />
        </Suspense>
      )}
      {/* After the profile dialog, so it opens on top of it. */}
      <AddToListDialog targets={listTargets} onClose={closeListDialog} />
    </Flex>
  );
}
