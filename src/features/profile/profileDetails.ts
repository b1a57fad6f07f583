/** The profile fields the personal pages read beyond what the shell's Profile type names. */
import { isLocalUser, type Profile } from '../../../authProvider/profile';

export interface ProfileDetails {
  id: string;
  isLocal: boolean;
  can_public_key_auth?: boolean;
  public_key_comment?: string;
  public_key_hash_md5?: string;
  mfa_level?: { value: number; label?: string };
  receive_backends?: string[];
  /** The user's id in each IM, null when not bound. */
  wecom_id?: string | null;
  dingtalk_id?: string | null;
  feishu_id?: string | null;
}

export function profileDetails(profile: Profile): ProfileDetails {
  const p = profile as Profile & Partial<ProfileDetails>;
  return {
    id: p.id,
    isLocal: isLocalUser(p),
    can_public_key_auth: p.can_public_key_auth,
    public_key_comment: p.public_key_comment,
    public_key_hash_md5: p.public_key_hash_md5,
    mfa_level: p.mfa_level,
    receive_backends: p.receive_backends,
    wecom_id: p.wecom_id,
    dingtalk_id: p.dingtalk_id,
    feishu_id: p.feishu_id,
  };
}
