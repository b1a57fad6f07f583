import type { Catalogue } from '../types';
import type { system as en } from '../en/system';

export const system: Catalogue<typeof en> = {
  upload: {
    title: '上传应用',
    hint: '.zip 包，顶层目录与文件同名，包含 manifest.yml、icon.png、i18n.yml 和 setup.yml。',
    choose: '选择应用包',
    update: '应用已存在时更新',
    submit: '上传',
    progress: '上传中… %{percent}%',
    done: '应用已上传',
  },
  actions: {
    upload: '上传',
    deploy: '部署',
    deployConfirm: '部署应用发布机 %{name}？将安装远程应用服务和已启用的应用。',
  },
  tabs: {
    publications: '发布记录',
    deployments: '部署记录',
    history: '执行历史',
    members: '成员',
    announcement: '公告',
  },
  columns: {
    host: '主机',
    applet: '应用',
    status: '状态',
    comment: '备注',
    dateUpdated: '更新日期',
    dateStart: '开始日期',
    dateFinished: '结束日期',
    datePublished: '发布日期',
    timeCost: '耗时',
    result: '结果',
    user: '用户',
    roles: '组织角色',
    actions: '动作',
  },
  state: {
    running: '运行中',
    success: '成功',
    failed: '失败',
  },
  log: '日志',
  rerun: '重新执行',
  seconds: '%{value} 秒',
  empty: '暂无数据',
};
