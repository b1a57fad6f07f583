/**
 * Public settings (docs/wire.md §14.3). The demo runs the extended edition with a valid licence.
 */

export interface PublicSettings {
  XPACK_ENABLED: boolean;
  XPACK_LICENSE_IS_VALID: boolean;
  XPACK_LICENSE_INFO: { corporation: string };
  INTERFACE: {
    logo_logout: string;
    logo_index: string;
    login_image: string;
    favicon: string;
    login_title: string;
    theme: string;
    theme_info: { colors?: Record<string, string> };
  };
  [key: string]: unknown;
}

export function defaultSettings(): PublicSettings {
  return {
    XPACK_ENABLED: true,
    INTERFACE: {
      logo_logout: '/static/img/logo.png',
      logo_index: '/static/img/logo_text_white.png',
      login_image: '/static/img/login_image.png',
      favicon: '/static/img/facio.ico',
      login_title: 'JumpServer Open Source Bastion Host',
      theme: 'classic_green',
      theme_info: {},
    },
    WINDOWS_SKIP_ALL_MANUAL_PASSWORD: false,
    OLD_PASSWORD_HISTORY_LIMIT_COUNT: 5,
    TICKET_AUTHORIZE_DEFAULT_TIME: 7,
    TICKET_AUTHORIZE_DEFAULT_TIME_UNIT: 'day',
    AUTH_LDAP_SYNC_ORG_ID: '00000000-0000-0000-0000-000000000002',
    SECURITY_MAX_IDLE_TIME: 30,
    SECURITY_VIEW_AUTH_NEED_MFA: true,
    SECURITY_MFA_VERIFY_TTL: 3600,
    SECURITY_COMMAND_EXECUTION: true,
    SECURITY_PASSWORD_EXPIRATION_TIME: 9999,
    SECURITY_LUNA_REMEMBER_AUTH: true,
    SECURITY_WATERMARK_ENABLED: true,
    SESSION_EXPIRE_AT_BROWSER_CLOSE: true,
    PASSWORD_RULE: {
      SECURITY_PASSWORD_MIN_LENGTH: 6,
      SECURITY_ADMIN_USER_PASSWORD_MIN_LENGTH: 6,
      SECURITY_PASSWORD_UPPER_CASE: false,
      SECURITY_PASSWORD_LOWER_CASE: false,
      SECURITY_PASSWORD_NUMBER: false,
      SECURITY_PASSWORD_SPECIAL_CHAR: false,
    },
    SECURITY_SESSION_SHARE: true,
    XPACK_LICENSE_IS_VALID: true,
    XPACK_LICENSE_INFO: { corporation: 'Demo Corporation' },
    HELP_DOCUMENT_URL: 'https://docs.jumpserver.org/zh/v3/',
    HELP_SUPPORT_URL: 'https://www.jumpserver.org/support/',
    AUTH_WECOM: false,
    AUTH_DINGTALK: false,
    AUTH_FEISHU: false,
    AUTH_TEMP_TOKEN: false,
    TERMINAL_RAZOR_ENABLED: true,
    TERMINAL_MAGNUS_ENABLED: true,
    TERMINAL_KOKO_SSH_ENABLED: true,
    TERMINAL_OMNIDB_ENABLED: true,
    TERMINAL_GRAPHICAL_RESOLUTION: 'Auto',
    ANNOUNCEMENT_ENABLED: false,
    ANNOUNCEMENT: {},
    TICKETS_ENABLED: true,
  };
}

/** The subset `/api/v1/settings/public/open/` returns to anonymous callers. */
export function openSettings(
  s: PublicSettings,
): Pick<PublicSettings, 'XPACK_ENABLED' | 'INTERFACE'> {
  return { XPACK_ENABLED: s.XPACK_ENABLED, INTERFACE: s.INTERFACE };
}
