// Settings chunk: the account's settings (personal API keys).
export { SettingsPage } from '../../features/settings/SettingsPage';
