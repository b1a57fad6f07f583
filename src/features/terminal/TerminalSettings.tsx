/** The terminal page's basic tab: the `terminal` settings category as a form. */
import { SettingsForm } from '../../components/settings/ObjectForm';

export function TerminalSettings() {
  return <SettingsForm category="terminal" />;
}
