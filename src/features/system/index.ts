/** The system area: applets and hosts, Celery task history, organisation members. */
export { AppletUpload } from './AppletUpload';
export { HostDeployments } from './HostDeployments';
export { TaskHistory } from './TaskHistory';
export { OrgMembers } from './OrgMembers';
