// The metal module's door: the metal rules staff set (the finished-weight tolerance, the price lock's window and cap).
export { metalSettingsRow } from './settings-service';
