/** System pages: applet upload and publications, applet host deployments, task history, org members. */
export const system = {
  upload: {
    title: 'Upload applet',
    hint: 'A .zip package whose top folder is named like the file and holds manifest.yml, icon.png, i18n.yml and setup.yml.',
    choose: 'Choose a package',
    update: 'Update the applet if it already exists',
    submit: 'Upload',
    progress: 'Uploading… %{percent}%',
    done: 'Applet uploaded',
  },
  actions: {
    upload: 'Upload',
    deploy: 'Deploy',
    deployConfirm:
      'Deploy the applet host %{name}? Its RemoteApp services and the active applets are installed.',
  },
  tabs: {
    publications: 'Publications',
    deployments: 'Deployments',
    history: 'Execution history',
    members: 'Members',
    announcement: 'Announcement',
  },
  columns: {
    host: 'Host',
    applet: 'Applet',
    status: 'Status',
    comment: 'Comment',
    dateUpdated: 'Date updated',
    dateStart: 'Date started',
    dateFinished: 'Date finished',
    datePublished: 'Date published',
    timeCost: 'Time cost',
    result: 'Result',
    user: 'User',
    roles: 'Org roles',
    actions: 'Actions',
  },
  state: {
    running: 'Running',
    success: 'Success',
    failed: 'Failed',
  },
  log: 'Log',
  rerun: 'Run again',
  seconds: '%{value} s',
  empty: 'Nothing here yet.',
};
