import type { ApolloCache } from '@apollo/client';
import { App } from 'antd';
import { useCallback, useRef, useState } from 'react';
import {
  type InvitedRole,
  MeDocument,
  MyTeamDocument,
  type MyTeamFieldsFragment,
  TeamPoolLedgerDocument,
  useAcceptTeamInvitationMutation,
  useAddCreditsToTeamMutation,
  useCreateTeamMutation,
  useInviteToTeamMutation,
  useLeaveTeamMutation,
  useRemoveTeamMemberMutation,
  useRevokeTeamInvitationMutation,
  useSetTeamMemberCapMutation,
  useSetTeamMemberRoleMutation,
  useTransferTeamOwnershipMutation,
  useUpdateTeamMutation,
} from '../../graphql/generated';
import { TIMINGS } from '../../lib/theme';
import { serverMessage } from '../common/errors';
import { capSavedText, roleSavedText, transferredText } from './teamText';

type Team = MyTeamFieldsFragment;

/**
 * The signed-in user's team in the cache: `myTeam` points at the Team object (by id), which the
 * page and the header's pool both read. Null after leaving. The pool's history of another team
 * (or of none) is dropped.
 */
export function setMyTeam(cache: ApolloCache, team: Team | null) {
  cache.writeQuery({ query: MyTeamDocument, data: { __typename: 'Query', myTeam: team } });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'teamLedger' });
  cache.gc();
}

/** A change's outcome: what it answered, or null when it failed (its message is already shown). */
type Outcome<T> = T | null;

/**
 * The team page's changes. Each answers the team as it is now, which replaces the cached Team
 * (so every place that shows it follows), and says what it did, or the server's reason, in a
 * message for 6 s. `pending` names the change running (one at a time per component); a change
 * asked while another runs is ignored.
 */
export function useTeamActions() {
  const { message } = App.useApp();
  const [pending, setPending] = useState<string | null>(null);
  const busy = useRef(false);
  const [create] = useCreateTeamMutation();
  const [update] = useUpdateTeamMutation();
  const [invite] = useInviteToTeamMutation();
  const [revoke] = useRevokeTeamInvitationMutation();
  const [setRole] = useSetTeamMemberRoleMutation();
  const [setCap] = useSetTeamMemberCapMutation();
  const [remove] = useRemoveTeamMemberMutation();
  const [transfer] = useTransferTeamOwnershipMutation();
  const [leave] = useLeaveTeamMutation();
  const [addCredits] = useAddCreditsToTeamMutation();
  const [acceptMutation] = useAcceptTeamInvitationMutation();

  const run = useCallback(
    async <T>(
      key: string,
      mutate: () => Promise<T>,
      success: ((result: T) => string) | null,
      fallback: string,
      /** Show a refusal on the page instead of in a message: the caller gets it. */
      onRefused?: (reason: string) => void,
    ): Promise<Outcome<T>> => {
      if (busy.current) return null;
      busy.current = true;
      setPending(key);
      const duration = TIMINGS.snackbar / 1000;
      try {
        const result = await mutate();
        if (success) message.success({ content: success(result), duration });
        return result;
      } catch (err) {
        const reason = serverMessage(err, fallback);
        if (onRefused) onRefused(reason);
        else message.error({ content: reason, duration });
        return null;
      } finally {
        busy.current = false;
        setPending(null);
      }
    },
    [message],
  );

  /** The team a mutation answered (it always answers one when it does not fail). */
  const teamOf = <K extends string>(data: Partial<Record<K, Team>> | undefined | null, field: K): Team => {
    const team = data?.[field];
    if (!team) throw new Error('No team in the answer');
    return team;
  };

  return {
    pending,

    createTeam: (name: string) =>
      run(
        'create',
        async () => {
          const { data } = await create({
            variables: { name: name.trim() },
            update: (cache, result) => {
              if (result.data) setMyTeam(cache, result.data.createTeam);
            },
          });
          return teamOf(data, 'createTeam');
        },
        (team) => `Team “${team.name}” created. Invite your colleagues below.`,
        'The team could not be created. Please try again.',
      ),

    invite: (email: string, role: InvitedRole) =>
      run(
        'invite',
        async () => {
          const { data } = await invite({ variables: { email: email.trim(), role } });
          if (!data) throw new Error('No answer');
          return data.inviteToTeam;
        },
        (sent) => sent.message,
        'The invitation could not be sent. Please try again.',
      ),

    revoke: (id: string, email: string) =>
      run(
        `revoke:${id}`,
        async () => teamOf((await revoke({ variables: { id } })).data, 'revokeTeamInvitation'),
        () => `The invitation to ${email} is withdrawn: its link no longer works.`,
        'The invitation could not be withdrawn. Please try again.',
      ),

    setRole: (userId: string, name: string, role: InvitedRole) =>
      run(
        `role:${userId}`,
        async () => teamOf((await setRole({ variables: { userId, role } })).data, 'setTeamMemberRole'),
        () => roleSavedText(name, role),
        'The role could not be changed. Please try again.',
      ),

    setCap: (userId: string, name: string, monthlyCap: number | null) =>
      run(
        `cap:${userId}`,
        async () => teamOf((await setCap({ variables: { userId, monthlyCap } })).data, 'setTeamMemberCap'),
        () => capSavedText(name, monthlyCap),
        'The monthly limit could not be saved. Please try again.',
      ),

    remove: (userId: string, name: string) =>
      run(
        `remove:${userId}`,
        async () => teamOf((await remove({ variables: { userId } })).data, 'removeTeamMember'),
        () => `${name} is no longer in the team.`,
        'The member could not be removed. Please try again.',
      ),

    transfer: (userId: string, name: string) =>
      run(
        `transfer:${userId}`,
        async () => teamOf((await transfer({ variables: { userId } })).data, 'transferTeamOwnership'),
        () => `${name} owns the team now. You are an admin.`,
        'Ownership could not be handed over. Please try again.',
      ),

    leave: (teamName: string) =>
      run(
        'leave',
        async () => {
          await leave({ update: (cache) => setMyTeam(cache, null) });
          return true;
        },
        () => `You left ${teamName}. Your own credits stay yours.`,
        'You could not leave the team. Please try again.',
      ),

    /** Moves the user's own credits into the pool; `me` (the header's credits) and the histories are read again. */
    addCredits: (amount: number) =>
      run(
        'credits',
        async () => {
          const { data } = await addCredits({
            variables: { amount },
            refetchQueries: [MeDocument, TeamPoolLedgerDocument],
            update: (cache) => {
              cache.evict({ id: 'ROOT_QUERY', fieldName: 'creditLedger' });
            },
          });
          return teamOf(data, 'addCreditsToTeam');
        },
        (team) => transferredText(amount, team.remainingCredits),
        'Your credits could not be moved. Please try again.',
      ),

    /** Requires (or stops requiring) the company's provider; a refusal goes to `onRefused`, to stay on the page. */
    setRequireSso: (requireSso: boolean, provider: string, onRefused: (reason: string) => void) =>
      run(
        'sso',
        async () => teamOf((await update({ variables: { input: { requireSso } } })).data, 'updateTeam'),
        () =>
          requireSso
            ? `Members now sign in only with ${provider}. Their sessions signed in another way have ended.`
            : 'Members may sign in any way again.',
        'The sign-in rule could not be changed. Please try again.',
        onRefused,
      ),

    /** Accepts an invitation; a refusal goes to `onRefused`, to stay on the page. */
    accept: (token: string, onRefused: (reason: string) => void) =>
      run(
        'accept',
        async () => {
          const { data } = await acceptMutation({
            variables: { token },
            update: (cache, result) => {
              if (result.data) setMyTeam(cache, result.data.acceptTeamInvitation);
            },
          });
          return teamOf(data, 'acceptTeamInvitation');
        },
        (team) => `You joined ${team.name}. Your reveals are now paid from the team's pool.`,
        'The invitation could not be accepted. Please try again.',
        onRefused,
      ),
  };
}
