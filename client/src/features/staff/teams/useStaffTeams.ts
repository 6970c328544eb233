import { useCallback } from 'react';
import { useStaffAdjustTeamCreditsMutation, useStaffSetTeamSeatsMutation } from '../../../graphql/generated';

/**
 * 'Set seats': the answer (a StaffTeam with its id) updates the team's row in the teams list; the
 * team's page (members, pool ledger) is fetched again.
 */
export function useSetTeamSeats() {
  const [setSeats, { loading }] = useStaffSetTeamSeatsMutation({
    refetchQueries: ['StaffTeamDetail'],
    awaitRefetchQueries: true,
  });
  const run = useCallback(
    async (variables: { teamId: string; seats: number; reason: string }) => {
      const { data } = await setSeats({ variables });
      if (!data) throw new Error('Setting the seats had no answer');
      return data.setTeamSeats;
    },
    [setSeats],
  );
  return { setSeats: run, loading };
}

/**
 * 'Adjust pool credits': the answer (a StaffTeam) updates the team's row in the teams list; the
 * team's page and its pool ledger (the new row) are fetched again.
 */
export function useAdjustTeamCredits() {
  const [adjust, { loading }] = useStaffAdjustTeamCreditsMutation({
    refetchQueries: ['StaffTeamDetail'],
    awaitRefetchQueries: true,
  });
  const run = useCallback(
    async (variables: { teamId: string; amount: number; reason: string }) => {
      const { data } = await adjust({ variables });
      if (!data) throw new Error('The adjustment had no answer');
      return data.adjustTeamCredits;
    },
    [adjust],
  );
  return { adjust: run, loading };
}
