/**
 * The startup steps of the real console: public settings through the data provider, the session
 * mark, the profile and the organisation check through the auth layer (authProvider.session).
 * Each public-settings answer refreshes the branding (and its cache) at once, so even the startup
 * screen turns to the current colours.
 */
import type { JmsAuthProvider } from '../../authProvider';
import { keepSessionMark, sessionMark } from '../../authProvider/session';
import type { JmsDataProvider } from '../../dataProvider';
import { applyDocumentLanguage, type Locale } from '../../i18n';
import type { ProfileSource } from './ShellContext';
import type { StartupDeps } from './startup';
import type { PublicSettings } from './routeModel';
import { applyInterface, type InterfaceSettings } from './theme';
import { readPreView } from './views';

import { OPEN_SETTINGS_URL, PUBLIC_SETTINGS_URL } from './earlyRequests';

export { OPEN_SETTINGS_URL, PUBLIC_SETTINGS_URL };

export function createStartupDeps(
  dataProvider: JmsDataProvider,
  authProvider: JmsAuthProvider,
  locale: Locale,
  beginPageRequests?: () => void,
): StartupDeps {
  const { session } = authProvider;
  const get = async (url: string) => {
    const settings = await dataProvider.call<PublicSettings>('GET', url, undefined, {
      silent: true,
    });
    applyInterface(settings.INTERFACE as InterfaceSettings | undefined);
    return settings;
  };
  return {
    init: () => applyDocumentLanguage(locale),
    loadOpenSettings: () => get(OPEN_SETTINGS_URL),
    async checkSession() {
      // The organisation header and the 401 listener are in place before anything signed-in.
      session.attach();
      if (!sessionMark()) {
        // No mark: whatever session may linger is ended before going to the login page.
        await session.endServerSession();
        session.leaveForLogin();
        return 'leaving';
      }
      keepSessionMark();
      return 'ok';
    },
    loadProfile: () => {
      const loaded = session.state.get().profile;
      return loaded ? Promise.resolve(loaded) : session.loadProfile();
    },
    async loadSettings() {
      const settings = await get(PUBLIC_SETTINGS_URL);
      // The organisation header and the access rules read the edition and licence flags.
      session.setPublicSettings(settings);
      return settings;
    },
    async prepareView(view) {
      await session.prepareView(view);
      return session.state.get().profile ?? undefined;
    },
    readPreView,
    log: console,
    beginPageRequests,
  };
}

/** The auth session's profile, followed live (an organisation change reloads it). */
export function profileSourceOf(authProvider: JmsAuthProvider): ProfileSource {
  const { state } = authProvider.session;
  return { get: () => state.get().profile, subscribe: state.subscribe };
}
