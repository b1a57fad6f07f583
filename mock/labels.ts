/**
 * Field and choice labels as Django's zh-hans and ja catalogues translate them. Like gettext, the
 * English text is the key; a label missing here stays English, as an untranslated msgid would.
 */
import type { Lang } from './i18n';
import type { Choice, FieldSpec } from './types';

type TreeNode = { value: unknown; label: string; children?: TreeNode[] };

/** English label -> [zh, ja]. */
const LABELS: Record<string, readonly [string, string]> = {
  // Common model fields
  Name: ['名称', '名前'],
  Username: ['用户名', 'ユーザー名'],
  Password: ['密码', 'パスワード'],
  Email: ['邮箱', 'メール'],
  Comment: ['备注', 'コメント'],
  'Is active': ['激活', '有効'],
  Active: ['激活中', 'アクティブ'],
  'Date created': ['创建日期', '作成日'],
  'Date updated': ['更新日期', '更新日'],
  'Created by': ['创建者', '作成者'],
  'Updated by': ['更新人', '更新者'],
  'Organization ID': ['组织 ID', '組織 ID'],
  'Org name': ['组织名称', '組織名'],
  Type: ['类型', 'タイプ'],
  Category: ['类别', 'カテゴリ'],
  Value: ['值', '値'],
  Version: ['版本', 'バージョン'],
  Status: ['状态', 'ステータス'],
  Default: ['默认', 'デフォルト'],
  Enabled: ['启用', '有効化'],
  Content: ['内容', 'コンテンツ'],
  Priority: ['优先级', '優先順位'],
  Action: ['动作', 'アクション'],
  Actions: ['动作', 'アクション'],
  // Users and groups
  'Public key': ['SSH公钥', 'SSH公開鍵'],
  Wechat: ['微信', 'WeChat'],
  Phone: ['手机', '携帯電話'],
  'MFA level': ['MFA 级别', 'MFA レベル'],
  Source: ['来源', 'ソース'],
  WeCom: ['企业微信', '企業WeChat'],
  DingTalk: ['钉钉', 'DingTalk'],
  FeiShu: ['飞书', 'FeiShu'],
  'Avatar url': ['头像路径', 'アバターURL'],
  'User group': ['用户组', 'ユーザーグループ'],
  'System roles': ['系统角色', 'システムロール'],
  'Org roles': ['组织角色', '組織ロール'],
  'Password strategy': ['密码策略', 'パスワード戦略'],
  'Is service account': ['服务账号', 'サービスアカウント'],
  'Is valid': ['是否有效', '有効性'],
  'Is expired': ['已过期', '期限切れ'],
  'Is OTP bound': ['是否绑定了虚拟 MFA', '仮想MFAがバインドされているか'],
  'Can public key authentication': ['可以使用公钥认证', '公開鍵認証が可能'],
  'MFA enabled': ['MFA 已启用', 'MFA 有効'],
  'Need update password': ['需要更新密码', 'パスワードの更新が必要'],
  'MFA force enabled': ['强制 MFA', 'MFA 強制有効'],
  'Is first login': ['首次登录', '初回ログイン'],
  'Login blocked': ['登录被锁定', 'ログインがロックされました'],
  'Date expired': ['失效日期', '期限切れの日付'],
  'Date joined': ['加入日期', '参加日'],
  'Last login': ['最后登录', '最終ログイン'],
  'Date password last updated': ['最后更新密码日期', 'パスワード最終更新日'],
  User: ['用户', 'ユーザー'],
  'Users amount': ['用户数量', 'ユーザー数'],
  // Assets and platforms
  Address: ['地址', 'アドレス'],
  'IP/Host': ['IP/主机', 'IP/ホスト'],
  Domain: ['网域', 'ドメイン'],
  Platform: ['系统平台', 'プラットフォーム'],
  Nodes: ['节点', 'ノード'],
  Node: ['节点', 'ノード'],
  Label: ['标签', 'ラベル'],
  Labels: ['标签', 'ラベル'],
  Protocols: ['协议组', 'プロトコル'],
  Port: ['端口', 'ポート'],
  'Node path': ['节点路径', 'ノードパス'],
  Account: ['账号', 'アカウント'],
  Accounts: ['账号', 'アカウント'],
  'Secret type': ['密文类型', '秘密の種類'],
  'Secret/Password': ['密文', '秘密/パスワード'],
  'Key password': ['密钥密码', 'キーパスワード'],
  Privileged: ['特权账号', '特権アカウント'],
  'Push now': ['立即推送', '今すぐプッシュ'],
  Template: ['模板', 'テンプレート'],
  Connectivity: ['可连接性', '接続性'],
  'Auto info': ['自动化信息', '自動情報'],
  'Date verified': ['校验日期', '確認日'],
  Info: ['信息', '情報'],
  Vendor: ['制造商', 'ベンダー'],
  Model: ['型号', 'モデル'],
  'Serial number': ['序列号', 'シリアル番号'],
  'CPU model': ['CPU型号', 'CPUモデル'],
  'CPU count': ['CPU数量', 'CPU数'],
  'CPU cores': ['CPU核数', 'CPUコア数'],
  'CPU vcpus': ['CPU总数', 'CPU vCPU数'],
  Memory: ['内存', 'メモリ'],
  'Disk total': ['硬盘大小', 'ディスク合計'],
  OS: ['操作系统', 'OS'],
  'OS version': ['系统版本', 'OSバージョン'],
  'OS arch': ['系统架构', 'OSアーキテクチャ'],
  Internal: ['内置', '内部'],
  Charset: ['编码', '文字セット'],
  Primary: ['主要的', '主要'],
  Required: ['必须的', '必須'],
  'Secret types': ['密文类型', '秘密の種類'],
  Setting: ['设置', '設定'],
  'Domain enabled': ['启用网域', 'ドメイン有効'],
  'Su enabled': ['启用账号切换', 'アカウント切り替え有効'],
  'Su method': ['账号切换方式', 'アカウント切り替え方法'],
  Automation: ['自动化', '自動化'],
  'Spec info': ['特殊信息', '特別情報'],
  'Su from': ['切换自', '切り替え元'],
  'Has secret': ['已托管密码', 'パスワードあり'],
  Asset: ['资产', '資産'],
  // Permissions and ACLs
  'From ticket': ['来自工单', 'チケットから'],
  'Date start': ['开始日期', '開始日'],
  'User (username)': ['用户(用户名)', 'ユーザー（ユーザー名）'],
  'Asset (address)': ['资产(地址)', '資産（アドレス）'],
  'Asset (name)': ['资产(名称)', '資産（名前）'],
  'Account (username)': ['账号(用户名)', 'アカウント（ユーザー名）'],
  Reviewers: ['审批人', '承認者'],
  'Reviewers amount': ['审批人数量', '承認者数'],
  'Command group': ['命令组', 'コマンドグループ'],
  'Command group amount': ['命令组数量', 'コマンドグループ数'],
  'Ignore case': ['忽略大小写', '大文字小文字を無視'],
  Rule: ['规则', 'ルール'],
  'Time Period': ['时段', '期間'],
  // Login logs
  'Login ip': ['登录IP', 'ログインIP'],
  'Login city': ['登录城市', 'ログイン都市'],
  'User agent': ['用户代理', 'ユーザーエージェント'],
  Reason: ['原因', '理由'],
  'Reason display': ['原因描述', '理由表示'],
  'Authentication backend': ['认证方式', '認証バックエンド'],
  'Date login': ['登录日期', 'ログイン日'],
  // Session join records and automation records
  Joiner: ['加入者', 'ジョイナー'],
  'Verify code': ['验证码', 'コードの確認'],
  'Date left': ['结束日期', '日付が残っています'],
  Finished: ['结束', '終了'],
  'Login from': ['登录来源', 'ログイン元'],
  'Remote addr': ['远端地址', 'リモートaddr'],
  Session: ['会话', 'セッション'],
  'Session sharing': ['会话分享', 'セッション共有'],
  'Date started': ['开始日期', '開始日'],
  'Date finished': ['结束日期', '終了日'],
  'Is success': ['是否成功', '成功は'],
  'Automation task execution': ['自动化任务执行历史', '自動タスク実行履歴'],
  // Choice labels
  Disable: ['禁用', '無効化'],
  Enable: ['启用', '有効化'],
  'Force enable': ['强制启用', '強制有効化'],
  Local: ['数据库', 'ローカル'],
  Custom: ['自定义', 'カスタム'],
  'Reset link will be generated and sent to the user': [
    '生成重置密码链接，通过邮件发送给用户',
    'リセットリンクが生成され、ユーザーに送信されます',
  ],
  'Set password': ['设置密码', 'パスワードの設定'],
  'SSH key': ['SSH 密钥', 'SSHキー'],
  'Access key': ['Access key', 'アクセスキー'],
  Token: ['Token', 'トークン'],
  Host: ['主机', 'ホスト'],
  Device: ['网络设备', 'ネットワークデバイス'],
  Database: ['数据库', 'データベース'],
  'Cloud service': ['云服务', 'クラウドサービス'],
  Other: ['其它', 'その他'],
  General: ['通用', '一般'],
  Switch: ['交换机', 'スイッチ'],
  Router: ['路由器', 'ルーター'],
  Firewall: ['防火墙', 'ファイアウォール'],
  'Public cloud': ['公有云', 'パブリッククラウド'],
  'Private cloud': ['私有云', 'プライベートクラウド'],
  Website: ['网站', 'ウェブサイト'],
  Unknown: ['未知', '不明'],
  Ok: ['成功', '成功'],
  Error: ['失败', 'エラー'],
  Any: ['任意', '任意'],
  Disabled: ['禁用', '無効'],
  Basic: ['基本', '基本'],
  Script: ['脚本', 'スクリプト'],
  All: ['全部', 'すべて'],
  Connect: ['连接', '接続'],
  Transfer: ['文件传输', 'ファイル転送'],
  Upload: ['上传', 'アップロード'],
  Download: ['下载', 'ダウンロード'],
  Clipboard: ['剪贴板', 'クリップボード'],
  Copy: ['复制', 'コピー'],
  Paste: ['粘贴', '貼り付け'],
  Reject: ['拒绝', '拒否'],
  Accept: ['接受', '受け入れ'],
  Review: ['审批', '承認'],
  Command: ['命令', 'コマンド'],
  Regex: ['正则表达式', '正規表現'],
  Terminal: ['终端', 'ターミナル'],
  Success: ['成功', '成功'],
  Failed: ['失败', '失敗'],
  Collected: ['收集', '収集'],
};

export function translateLabel(label: string, lang: Lang): string {
  if (lang === 'en') return label;
  const entry = LABELS[label];
  return entry ? entry[lang === 'zh' ? 0 : 1] : label;
}

function localizeChoices(choices: readonly Choice[], lang: Lang): Choice[] {
  return choices.map((c) => ({ ...c, label: translateLabel(c.label, lang) }));
}

/** Branch nodes of a tree use their translated label as their value (TreeChoicesField). */
function localizeTree(nodes: readonly TreeNode[], lang: Lang): TreeNode[] {
  return nodes.map((n) => {
    const label = translateLabel(n.label, lang);
    if (!n.children) return { ...n, label };
    return { value: label, label, children: localizeTree(n.children, lang) };
  });
}

type FieldLike = Omit<FieldSpec, 'name'> & { name?: string };

function localizeField<F extends FieldLike>(f: F, lang: Lang): F {
  const out: F = { ...f };
  if (f.label) out.label = translateLabel(f.label, lang);
  if (f.choices) out.choices = localizeChoices(f.choices, lang);
  if (f.tree) out.tree = localizeTree(f.tree as TreeNode[], lang);
  if (f.children) out.children = f.children.map((c) => localizeField(c, lang));
  if (f.child) out.child = localizeField(f.child, lang);
  return out;
}

const cache = new WeakMap<readonly FieldSpec[], Map<Lang, FieldSpec[]>>();

/** The fields with labels, choice labels and tree labels in `lang` (memoised per field array). */
export function localizeFields(fields: readonly FieldSpec[], lang: Lang): readonly FieldSpec[] {
  if (lang === 'en') return fields;
  let byLang = cache.get(fields);
  if (!byLang) cache.set(fields, (byLang = new Map()));
  let out = byLang.get(lang);
  if (!out) byLang.set(lang, (out = fields.map((f) => localizeField(f, lang))));
  return out;
}

/** Every spelling a column title may use for a field: its label in each language and its name. */
export function labelSpellings(f: FieldSpec): string[] {
  const out = [f.name];
  if (f.label) out.push(f.label, translateLabel(f.label, 'zh'), translateLabel(f.label, 'ja'));
  return out;
}
