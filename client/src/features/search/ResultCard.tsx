import { BookOutlined, EnvironmentOutlined, PlusOutlined, ShoppingOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Tag, Typography, theme } from 'antd';
import { type CSSProperties, type MouseEvent, type ReactNode, useId, useRef } from 'react';
import type { ResultCardFragment, SearchHitFragment } from '../../graphql/generated';
import { visuallyHidden } from '../common/a11y';
import { Highlighted } from './Highlighted';
import { MatchConstraints } from './MatchConstraints';
import { SampleTag } from '../people/SampleTag';
import { StaleTag } from '../people/StaleTag';
import { isLiveProvider, sourceName } from '../common/sourceNames';
import styles from './resultCard.module.css';
import { ContactAvailability } from '../contacts/ContactAvailability';

const NO_TERMS: readonly string[] = [];

function initials(profile: Pick<ResultCardFragment, 'firstName' | 'lastName' | 'fullName'>): string {
  const letters = [profile.firstName, profile.lastName].map((part) => part.trim().charAt(0)).join('');
  return (letters || profile.fullName.trim().charAt(0) || '?').toUpperCase();
}

/** One labelled line of the card: an icon, a label for assistive technology, the value. */
function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'flex', gap: token.marginXS, alignItems: 'baseline', minWidth: 0 }}>
      <dt style={{ flex: 'none', color: token.colorTextSecondary }}>
        {icon}
        <span style={visuallyHidden}>{label}</span>
      </dt>
      <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>{children}</dd>
    </div>
  );
}

/**
 * A search result (docs/product-spec.md §2): picture or initials, full name, snippet, summary (only when it
 * says more than the snippet), experience, education, location and 'Add to List' (the add-to-list
 * dialog, titled with the person's name).
 *
 * With `onOpen`, the card opens the profile dialog: its name is a button (focusable, Enter and
 * Space, announced as opening a dialog), and a click anywhere else on the card does the same,
 * moving focus to that button first so that closing the dialog brings focus back to this card.
 * Clicks on the card's own controls ('Add to List') and text selections do not open it.
 *
 * In a search, the card also says why it is there (`match`, the search's, not the person's): the
 * constraints it meets and misses under the snippet, and the words of the search marked in its
 * snippet, summary and experience; in a saved search run, 'New' when the person is new (`isNew`).
 */
export function ResultCard({
  profile,
  match = null,
  isNew = null,
  onOpen,
  onAddToList,
  select,
}: {
  profile: ResultCardFragment;
  /** Why the person is in this search (the hit's match); none outside a search. */
  match?: SearchHitFragment['match'];
  /** In a saved search run: whether the person is new since the run before. */
  isNew?: SearchHitFragment['isNew'];
  /** The card's selection checkbox (bulk work on results), shown first; its clicks never open the profile. */
  select?: ReactNode;
  onOpen?: (profile: ResultCardFragment) => void;
  /** Opens the add-to-list dialog for this profile. */
  onAddToList?: (profile: ResultCardFragment) => void;
}) {
  const { token } = theme.useToken();
  const nameId = useId();
  const nameButton = useRef<HTMLButtonElement>(null);
  const summary = profile.summary.trim();
  const showSummary = summary !== '' && summary !== profile.snippet.trim();
  const terms = match?.highlights ?? NO_TERMS;

  const open = () => {
    nameButton.current?.focus({ preventScroll: true });
    onOpen?.(profile);
  };
  const onCardClick = (event: MouseEvent<HTMLElement>) => {
    if (!onOpen) return;
    const control = (event.target as Element).closest('a, button, input, select, textarea, [role="button"]');
    if (control && control !== nameButton.current) return;
    if (window.getSelection()?.toString()) return;
    open();
  };

  return (
    <article
      // Without a dialog to open, the card itself takes focus, as a plain focusable article.
      tabIndex={onOpen ? undefined : 0}
      aria-labelledby={nameId}
      onClick={onCardClick}
      className={onOpen ? styles.clickable : undefined}
      style={{
        ...({ '--card-accent': token.colorPrimary } as CSSProperties),
        display: 'flex',
        flexWrap: 'wrap',
        gap: token.margin,
        padding: token.padding,
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        minWidth: 0,
      }}
    >
      {select && (
        <div style={{ flex: 'none', alignSelf: 'flex-start' }} onClick={(event) => event.stopPropagation()}>
          {select}
        </div>
      )}
      <Avatar
        size={56}
        src={profile.profilePicture || undefined}
        alt={profile.profilePicture ? `Picture of ${profile.fullName}` : undefined}
        aria-hidden={profile.profilePicture ? undefined : true}
        style={{ flex: 'none', background: token.colorPrimary, color: token.colorTextLightSolid, fontWeight: 600 }}
      >
        {initials(profile)}
      </Avatar>
      <Flex vertical gap={token.marginXXS} style={{ flex: '1 1 180px', minWidth: 0 }}>
        <Typography.Title level={3} id={nameId} style={{ margin: 0, fontSize: token.fontSizeHeading5, overflowWrap: 'anywhere' }}>
          {onOpen ? (
            <button
              ref={nameButton}
              type="button"
              className={styles.name}
              aria-haspopup="dialog"
              onClick={(event) => {
                event.stopPropagation();
                open();
              }}
            >
              {profile.fullName}
            </button>
          ) : (
            profile.fullName
          )}
          {isNew && (
            <Tag
              color="green"
              style={{ marginInlineStart: token.marginXS, verticalAlign: 'middle' }}
              title="Added since the last run of this saved search"
            >
              New
            </Tag>
          )}
        </Typography.Title>
        {(profile.sample || isLiveProvider(profile.source) || profile.stale) && (
          <Flex wrap gap={token.marginXS}>
            {profile.sample ? (
              <SampleTag />
            ) : (
              isLiveProvider(profile.source) && (
                <Tag style={{ alignSelf: 'flex-start', marginInlineEnd: 0 }} title="Brought in from the open web by this provider">
                  From {sourceName(profile.source)}
                </Tag>
              )
            )}
            {profile.stale && <StaleTag lastUpdatedAt={profile.lastUpdatedAt} />}
          </Flex>
        )}
        {profile.snippet && (
          <div style={{ color: token.colorText, overflowWrap: 'anywhere' }}>
            <Highlighted text={profile.snippet} terms={terms} />
          </div>
        )}
        {match && <MatchConstraints constraints={match.constraints} exact={match.exact} />}
        {showSummary && (
          <p
            style={{
              margin: 0,
              color: token.colorTextSecondary,
              overflowWrap: 'anywhere',
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            <Highlighted text={summary} terms={terms} />
          </p>
        )}
        <dl style={{ margin: `${token.marginXS}px 0 0`, display: 'grid', gap: token.marginXXS, color: token.colorText }}>
          <Fact icon={<ShoppingOutlined aria-hidden />} label="Experience">
            <Highlighted text={profile.experience} terms={terms} />
          </Fact>
          <Fact icon={<BookOutlined aria-hidden />} label="Education">
            {profile.education}
          </Fact>
          <Fact icon={<EnvironmentOutlined aria-hidden />} label="Location">
            {profile.location || 'No location listed'}
          </Fact>
        </dl>
        <ContactAvailability preview={profile.contactPreview} />
      </Flex>
      {/* Its own controls never open the profile. */}
      <div
        style={{
          flex: 'none',
          marginInlineStart: 'auto',
          alignSelf: 'flex-start',
          display: 'grid',
          gap: token.marginXS,
          justifyItems: 'end',
        }}
        onClick={(event) => event.stopPropagation()}
      >
        <Button
          icon={<PlusOutlined aria-hidden />}
          aria-haspopup="dialog"
          aria-label={`Add to List: ${profile.fullName}`}
          onClick={() => onAddToList?.(profile)}
          disabled={!onAddToList}
        >
          Add to List
        </Button>
        {profile.contactPreview?.revealed && (
          <Tag color="green" style={{ margin: 0 }}>
            Revealed
          </Tag>
        )}
        {profile.listCount > 0 && (
          <Tag color="green" style={{ margin: 0 }}>
            In {profile.listCount} {profile.listCount === 1 ? 'list' : 'lists'}
          </Tag>
        )}
      </div>
    </article>
  );
}
