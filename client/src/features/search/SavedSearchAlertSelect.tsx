import { App, Select } from 'antd';
import { type SavedSearchAlert, type SavedSearchRowFragment, useSetSavedSearchAlertMutation } from '../../graphql/generated';
import { handled } from '../../lib/handled';
import { TIMINGS } from '../../lib/theme';
import { serverMessage } from '../common/errors';
import { ALERT_OPTIONS, alertSelectName, alertSetText } from './alertText';

/**
 * 'E-mail me new people' of one saved search on /searches: Off, Daily or Weekly, named after the
 * search for assistive technology ('E-mail me new people: Berlin SREs'). The answer updates the
 * row in Apollo's cache; a snackbar says what was set, or why it failed.
 */
export function SavedSearchAlertSelect({ saved }: { saved: Pick<SavedSearchRowFragment, 'id' | 'name' | 'alert'> }) {
  const { message } = App.useApp();
  const [setAlert, { loading }] = useSetSavedSearchAlertMutation();
  const change = async (alert: SavedSearchAlert) => {
    try {
      await setAlert({ variables: { id: saved.id, alert } });
      message.success({ content: alertSetText(alert, saved.name), duration: TIMINGS.snackbar / 1000 });
    } catch (err) {
      message.error({ content: serverMessage(err, 'The e-mail alert could not be changed.'), duration: TIMINGS.snackbar / 1000 });
    }
  };
  return (
    <Select<SavedSearchAlert>
      aria-label={alertSelectName(saved.name)}
      value={saved.alert}
      options={[...ALERT_OPTIONS]}
      loading={loading}
      disabled={loading}
      onChange={(alert) => handled(change(alert), 'Setting a saved search alert')}
      style={{ minWidth: 112 }}
      popupMatchSelectWidth={false}
    />
  );
}
