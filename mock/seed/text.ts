/** Word pools for names and comments in the three product languages (English, Chinese, Japanese). */

export const FAMILY = [
  'Wang',
  'Li',
  'Zhang',
  'Liu',
  'Chen',
  'Yang',
  'Huang',
  'Zhao',
  'Sato',
  'Suzuki',
  'Takahashi',
  'Tanaka',
  'Smith',
  'Garcia',
  'Müller',
  'Martin',
];
export const GIVEN = [
  'Wei',
  'Fang',
  'Min',
  'Jing',
  'Lei',
  'Yan',
  'Hiroshi',
  'Yuki',
  'Haruto',
  'Aoi',
  'Alice',
  'Bob',
  'Carol',
  'David',
  'Emma',
  'Lucas',
];
export const CJK_NAMES = [
  '王伟',
  '李娜',
  '张敏',
  '刘洋',
  '陈静',
  '杨磊',
  '佐藤健',
  '鈴木花子',
  '高橋翔',
  '田中美咲',
];
export const GROUP_NAMES = [
  'Default',
  'DevOps',
  'DBA',
  'Network',
  'Security',
  'SRE',
  'QA',
  'Finance',
  'HR',
  'Support',
  '运维组',
  '开发组',
  '安全组',
  '数据库组',
  '网络组',
  'インフラ',
  '開発チーム',
  'Contractors',
  'Interns',
  'Auditors',
];

/** First-level nodes under each organisation's root, with their children. */
export const NODE_TREE: readonly [string, readonly string[]][] = [
  ['Production', ['Web', 'App', 'Cache', '数据库集群']],
  ['Staging', ['Web', 'App']],
  ['Development', ['开发环境', 'CI']],
  ['数据中心', ['华北', '华东']],
  ['ネットワーク', ['コア', 'エッジ']],
  ['Cloud', ['Kubernetes', 'vSphere']],
];

export const HOST_ROLES = [
  'web',
  'app',
  'api',
  'cache',
  'batch',
  'gw',
  'mq',
  'log',
  'monitor',
  'ci',
];
export const HOST_ROLES_ZH = ['应用服务器', '前端服务器', '日志服务器', '跳板机', '备份服务器'];
export const HOST_ROLES_JA = ['アプリサーバ', 'ファイルサーバ', '監視サーバ', 'バッチサーバ'];
export const ENVS = ['prod', 'stg', 'dev', 'test'];
export const CITIES = [
  'Beijing',
  'Shanghai',
  'Shenzhen',
  'Tokyo',
  'Osaka',
  'Singapore',
  'Frankfurt',
  'LAN',
];

export const COMMENTS = [
  '',
  '',
  '',
  'Managed by the platform team',
  'Decommission after Q4',
  '核心业务，变更需审批',
  '由运维组维护',
  '本番環境のため操作注意',
  '夜間バッチ用',
];

export const LABELS: readonly [string, readonly string[]][] = [
  ['env', ['prod', 'staging', 'dev']],
  ['owner', ['platform', 'payments', 'data', '运维', 'インフラ']],
  ['tier', ['gold', 'silver', 'bronze']],
  ['region', ['cn-north', 'cn-east', 'ap-northeast']],
  ['业务线', ['电商', '支付']],
  ['用途', ['検証', '本番']],
];

export const COMMANDS = [
  'ls -la',
  'cd /var/log',
  'tail -f messages',
  'df -h',
  'free -m',
  'top -b -n 1',
  'systemctl status nginx',
  'systemctl restart nginx',
  'cat /etc/hosts',
  'ps aux | grep java',
  'vim /etc/nginx/nginx.conf',
  'docker ps',
  'kubectl get pods -A',
  'sudo su -',
  'rm -rf /tmp/cache/*',
  'rm -rf /',
  'shutdown -r now',
  'mysql -uroot -p',
  'SELECT * FROM orders LIMIT 10;',
  'git pull origin main',
];

/** Commands a command filter flags as dangerous. */
export const DANGEROUS = new Set([
  'rm -rf /',
  'shutdown -r now',
  'sudo su -',
  'rm -rf /tmp/cache/*',
]);

export const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/118.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 13_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:119.0) Gecko/20100101 Firefox/119.0',
  'koko/v3.1.0',
  'python-requests/2.28.2',
];

export const FILENAMES = [
  '/tmp/report.csv',
  '/home/deploy/app.tar.gz',
  '/etc/nginx/nginx.conf',
  '/var/log/messages',
  '/data/备份/数据.sql',
  '/opt/バックアップ/設定.yaml',
  'C:\\Users\\Administrator\\Desktop\\notes.txt',
];

export const SITE_MESSAGES: readonly { subject: string; message: string }[] = [
  {
    subject: 'Password expiring soon',
    message: '<p>Your password will expire in 5 days. Please change it in your profile.</p>',
  },
  {
    subject: 'Asset permission granted',
    message: '<p>You have been granted access to <b>web-prod-001</b>.</p>',
  },
  {
    subject: 'Ticket approved',
    message: '<p>Your ticket <b>Request asset permission</b> has been approved.</p>',
  },
  { subject: '资产授权即将过期', message: '<p>您的资产授权规则将在 3 天后过期，请及时续期。</p>' },
  { subject: '工单待审批', message: '<p>有一个新的工单需要您审批：申请资产授权。</p>' },
  {
    subject: 'ログイン通知',
    message: '<p>新しい場所からのログインがありました（Tokyo, 203.0.113.5）。</p>',
  },
  { subject: 'チケット承認のお知らせ', message: '<p>申請したチケットが承認されました。</p>' },
  {
    subject: 'Account backup finished',
    message: '<p>The scheduled account backup finished successfully.</p>',
  },
  {
    subject: 'Command alert: rm -rf /',
    message: '<p>A dangerous command was rejected on <b>db-mysql-003</b>.</p>',
  },
  { subject: '系统公告', message: '<p>本周六 02:00-04:00 进行例行维护。</p>' },
];
