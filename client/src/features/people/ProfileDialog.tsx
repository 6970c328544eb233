import { skipToken } from '@apollo/client/react';
import { App, Flex, Grid, Modal, Tabs, theme } from 'antd';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { handled } from '../../lib/handled';
import { TIMINGS } from '../../lib/theme';
import { type ProfileDialogFragment, useProfileDetailQuery, useRefreshProfileMutation } from '../../graphql/generated';
import { QueryState } from '../common/QueryState';
import { serverMessage } from '../common/errors';
import { ContactsPanel } from '../contacts/ContactsPanel';
import { useRevealContacts } from '../contacts/useRevealContacts';
import { AssessmentTab } from './AssessmentTab';
import { InsightsTab } from './InsightsTab';
import { JourneyTab } from './JourneyTab';
import { ProfileActions } from './ProfileActions';
import { ProfileHeader, ProfileTitle } from './ProfileHeader';
import { SkillsPanel } from './SkillsPanel';

export const PROFILE_LOADING = 'Hold on! Analyzing openweb and baking insights ...';

/**
 * The profile to open, by its LinkedIn username (what the address holds: `?profile=`), with what
 * is known before it loads: the card it was opened from gives the name and picture for the title;
 * an address alone gives none, and the title follows once the profile is in.
 */
export interface ProfileSummary {
  linkedinUsername: string;
  firstName?: string;
  lastName?: string;
  fullName?: string;
  profilePicture?: string | null;
}

/** Opens the add-to-list dialog for this profile (docs/product-spec.md §2, "Add-to-list dialog"). */
export type AddToListHandler = (profile: { id: string; fullName: string; linkedinUsername: string }) => void;

/** Runs a lookalike search for this person ('Find similar'). */
export type FindSimilarHandler = (profile: { id: string; fullName: string; linkedinUsername: string; sample: boolean }) => void;

/** The loaded profile: header, actions, contacts, skills and the three tabs. */
function ProfileBody({
  profile,
  onAddToList,
  onFindSimilar,
}: {
  profile: ProfileDialogFragment;
  onAddToList?: AddToListHandler;
  onFindSimilar?: FindSimilarHandler;
}) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const screens = Grid.useBreakpoint();
  const [refreshMutation, { loading: refreshing }] = useRefreshProfileMutation();

  const subject = useMemo(
    () => ({ id: profile.id, linkedinUsername: profile.linkedinUsername, revealed: profile.revealed }),
    [profile.id, profile.linkedinUsername, profile.revealed],
  );
  const contacts = useRevealContacts(subject);
  const contactsRef = useRef<HTMLElement>(null);
  const focusContacts = useRef(false);
  const showContacts = contacts.loading || contacts.error !== null || contacts.contacts !== null;

  // 'Get Contacts' turns disabled once the contacts are in, so focus moves to them instead of being lost.
  useEffect(() => {
    if (focusContacts.current && !contacts.loading && showContacts) {
      focusContacts.current = false;
      contactsRef.current?.focus({ preventScroll: false });
    }
  }, [contacts.loading, showContacts]);

  const { reveal } = contacts;
  const getContacts = useCallback(() => {
    focusContacts.current = true;
    handled(reveal(), 'Revealing the contacts');
  }, [reveal]);

  const refresh = useCallback(async () => {
    try {
      // The answer has the same fields as the open profile, so Apollo's cache updates this dialog.
      const { data } = await refreshMutation({ variables: { id: profile.id } });
      // What the refresh found: what changed, that nothing did, or why there was nothing to re-read.
      const note = data?.refreshProfile.refreshNote;
      const text = note?.message ?? 'Profile refreshed.';
      const found = !note || note.changes.length > 0 || text.startsWith('Profile refreshed');
      (found ? message.success : message.info)({ content: text, duration: TIMINGS.snackbar / 1000 });
    } catch (err) {
      message.error({
        content: serverMessage(err, 'The profile could not be refreshed. Please try again.'),
        duration: TIMINGS.snackbar / 1000,
      });
    }
  }, [message, profile.id, refreshMutation]);

  return (
    <Flex vertical gap={token.marginLG} style={{ minWidth: 0 }}>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: screens.md ? 'minmax(0, 1fr) minmax(0, 300px)' : 'minmax(0, 1fr)',
          gap: token.marginLG,
          alignItems: 'start',
        }}
      >
        <Flex vertical gap={token.margin} style={{ minWidth: 0 }}>
          <ProfileHeader profile={profile} />
          <ProfileActions
            refreshing={refreshing}
            onRefresh={() => handled(refresh(), 'Refreshing the profile')}
            revealed={profile.revealed}
            contactPreview={profile.contactPreview}
            revealing={contacts.loading}
            onGetContacts={getContacts}
            onAddToList={
              onAddToList
                ? () => onAddToList({ id: profile.id, fullName: profile.fullName, linkedinUsername: profile.linkedinUsername })
                : undefined
            }
            onFindSimilar={
              onFindSimilar
                ? () =>
                    onFindSimilar({
                      id: profile.id,
                      fullName: profile.fullName,
                      linkedinUsername: profile.linkedinUsername,
                      sample: profile.sample,
                    })
                : undefined
            }
          />
          {showContacts && (
            <section ref={contactsRef} tabIndex={-1} aria-label="Contacts" style={{ outline: 'none', minWidth: 0 }}>
              <ContactsPanel state={contacts} />
            </section>
          )}
        </Flex>
        <SkillsPanel skills={profile.skills} />
      </div>
      <Tabs
        defaultActiveKey="journey"
        // Narrow screens: closer tabs, so that all three fit without the overflow menu.
        tabBarGutter={screens.sm ? undefined : token.margin}
        items={[
          { key: 'journey', label: 'Professional Journey', children: <JourneyTab profile={profile} /> },
          { key: 'assessment', label: 'Assessment', children: <AssessmentTab profile={profile} /> },
          { key: 'insights', label: 'Insights', children: <InsightsTab profile={profile} /> },
        ]}
      />
    </Flex>
  );
}

/** Loading, a failed load with a retry, or the profile. */
function ProfileContent({
  query,
  onAddToList,
  onFindSimilar,
}: {
  query: ReturnType<typeof useProfileDetailQuery>;
  onAddToList?: AddToListHandler;
  onFindSimilar?: FindSimilarHandler;
}) {
  const { token } = theme.useToken();
  const { data, error, refetch } = query;
  const profile = data?.profile;
  return (
    <QueryState
      loading={!profile && !error}
      failed={!profile}
      loadingView={{ spinner: { text: PROFILE_LOADING, padding: token.paddingXL * 2 } }}
      errorView={{
        as: 'alert',
        title: 'This profile could not be loaded.',
        message: serverMessage(error, 'Check your connection and try again.'),
        onRetry: () => refetch(),
      }}
    >
      {profile && <ProfileBody profile={profile} onAddToList={onAddToList} onFindSimilar={onFindSimilar} />}
    </QueryState>
  );
}

interface ProfileDialogProps {
  /** The profile to show (its card, until the profile loads); null when none has been opened. */
  person: ProfileSummary | null;
  open: boolean;
  onClose: () => void;
  /** After the closing animation (the dialog's content is gone by then). */
  afterClose?: () => void;
  /** Given, 'Add to List' opens the lists dialog; not given, it is shown switched off. */
  onAddToList?: AddToListHandler;
  /** Given, 'Find similar' runs a lookalike search for this person; not given, it is not shown. */
  onFindSimilar?: FindSimilarHandler;
}

/**
 * The large profile dialog (docs/product-spec.md §2, "Profile dialog"; section 4, "Profile view"), opened
 * from a search result. Titled with the person's name; Escape, the close button and a click
 * outside close it, and focus returns to what opened it. About 1000 px wide, the whole width on
 * phones. Its content is destroyed when it closes, so opening again starts from a fresh state
 * (a profile whose contacts were revealed shows them again, free).
 */
export function ProfileDialog({ person, open, onClose, afterClose, onAddToList, onFindSimilar }: ProfileDialogProps) {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const phone = screens.sm === false;
  const query = useProfileDetailQuery(person ? { variables: { linkedinUsername: person.linkedinUsername } } : skipToken);
  const loaded = query.data?.profile;
  // The card's name until the profile is in; the profile's own after (an address alone knows no name).
  const titled = person?.fullName ? person : loaded && loaded.linkedinUsername === person?.linkedinUsername ? loaded : null;
  return (
    <Modal
      open={open && person !== null}
      onCancel={onClose}
      afterClose={afterClose}
      title={
        titled ? (
          <ProfileTitle
            person={{
              firstName: titled.firstName ?? '',
              lastName: titled.lastName ?? '',
              fullName: titled.fullName ?? '',
              profilePicture: titled.profilePicture ?? null,
            }}
          />
        ) : (
          'Profile'
        )
      }
      footer={null}
      destroyOnHidden
      focusable={{ focusTriggerAfterClose: true }}
      width={phone ? '100vw' : 1000}
      style={phone ? { top: 0, margin: 0, maxWidth: '100vw', paddingBottom: 0 } : { top: token.marginXL }}
      styles={{
        container: phone ? { borderRadius: 0, minHeight: '100dvh', padding: token.padding } : undefined,
        body: { minWidth: 0 },
      }}
      closable={{ 'aria-label': 'Close profile' }}
    >
      {person && <ProfileContent query={query} onAddToList={onAddToList} onFindSimilar={onFindSimilar} />}
    </Modal>
  );
}
