/**
 * The personal pages (profile/<section>): information, personal settings, API keys, connection
 * tokens and temporary passwords; the first-login page is ProfileImprovement.
 */
import type { ComponentType } from 'react';
import { Title, useTranslate } from 'react-admin';
import { AccessKeys } from './AccessKeys';
import { ConnectionTokens } from './ConnectionTokens';
import { ProfileInfo } from './ProfileInfo';
import { ProfileSetting } from './ProfileSetting';
import { TempPasswords } from './TempPasswords';

export const PROFILE_SECTIONS: Record<string, ComponentType> = {
  info: ProfileInfo,
  setting: ProfileSetting,
  key: AccessKeys,
  connectionToken: ConnectionTokens,
  tempPassword: TempPasswords,
};

export default function ProfilePage({ section }: { section: string }) {
  const translate = useTranslate();
  const Section = PROFILE_SECTIONS[section];
  return (
    <>
      <Title title={translate(`routes.pages.profile.${section}`)} />
      {Section && <Section key={section} />}
    </>
  );
}
