import { addAlert, alertsReducer, dismissAlertsWithMessage } from './alertsSlice';

it('dismisses the alerts of a message that no longer applies, keeping the others', () => {
  let state = alertsReducer(undefined, { type: 'init' });
  state = alertsReducer(state, addAlert({ message: 'You need to create an estate before playing the game.' }));
  state = alertsReducer(state, addAlert({ message: 'Something else', type: 'warning' }));
  state = alertsReducer(state, dismissAlertsWithMessage('You need to create an estate before playing the game.'));
  expect(state.items.map((a) => a.message)).toEqual(['Something else']);
});
