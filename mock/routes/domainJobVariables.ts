/**
 * `GET /api/v1/ops/variables/help/` (docs/domain.md §8.8): the built-in variables a job's
 * command may use, each with its localised help, in the backend's order. It asks for no
 * authentication and no permission.
 */
import { json, type Ctx } from '../http';
import type { Lang } from '../i18n';
import type { Route } from '../router';

/** Variable -> [en, zh, ja], as `apps/ops/variables.py` and the backend's catalogues say. */
const HELP: readonly [string, string, string, string][] = [
  [
    'jms_username',
    'The current user`s username of JumpServer',
    'JumpServer 当前用户的用户名',
    'JumpServerの現在のユーザーのユーザー名',
  ],
  [
    'jms_asset.id',
    'The id of the asset in the JumpServer',
    'JumpServer 中资产的 id',
    'JumpServerのアセットのID',
  ],
  [
    'jms_asset.type',
    'The type of the asset in the JumpServer',
    'JumpServer 中资产的类型',
    'JumpServerのアセットのタイプ',
  ],
  [
    'jms_asset.category',
    'The category of the asset in the JumpServer',
    'JumpServer 中资产的类别',
    'JumpServerのアセットのカテゴリ',
  ],
  [
    'jms_asset.name',
    'The name of the asset in the JumpServer',
    'JumpServer 中资产的名称',
    'JumpServerのアセットの名前',
  ],
  [
    'jms_asset.address',
    'Address used to connect this asset in JumpServer',
    '在 JumpServer 中用于连接此资产的地址',
    'JumpServerでこのアセットに接続するために使用されるアドレス',
  ],
  [
    'jms_asset.port',
    'Port used to connect this asset in JumpServer',
    '在 JumpServer 中用于连接此资产的端口',
    'JumpServerでこのアセットに接続するために使用されるポート',
  ],
  ['jms_job_id', 'ID of the job', 'Job ID', 'ジョブのID'],
  ['jms_job_name', 'Name of the job', 'Job 名称', 'ジョブの名前'],
];

const COLUMN: Record<Lang, 1 | 2 | 3> = { en: 1, zh: 2, ja: 3 };

function help(ctx: Ctx): Response {
  return json(Object.fromEntries(HELP.map((row) => [row[0], row[COLUMN[ctx.lang]]])));
}

export const jobVariableRoutes: Route[] = [
  { method: 'GET', pattern: /^\/api\/v1\/ops\/variables\/help\/$/, public: true, handle: help },
];
