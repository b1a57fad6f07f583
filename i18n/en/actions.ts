/** Domain actions declared by descriptors and the task log dialog. */
export const actions = {
  reason: {
    root_org: 'Not available in the global organization; switch to an organization first',
    select_rows: 'Select rows first',
    test_unsupported: 'The platform of this asset does not support testing connectivity',
    refresh_unsupported: 'The platform of this asset does not support gathering hardware info',
    cannot_terminate: 'This session cannot be terminated',
    inactive: 'This automation is not active',
  },
  notify: {
    done: 'Done',
    task_started: 'Task started',
    terminate_sent: 'Terminate task sent, please wait',
  },
  task_log: {
    title: 'Task log',
    running: 'Running',
    finished: 'Finished',
    failed: 'Failed',
    view: 'View task log',
    socket_closed:
      'The live log was cut off (the server closed it with code %{code}) before the task ended; the log is now read from the server.',
    socket_failed: 'The live log connection failed; the log is now read from the server.',
  },
  labels: {
    job_run: 'Run',
    job_output: 'Output',
    playbook_upload: 'Upload',
    schedule_enable: 'Enable schedule',
    schedule_disable: 'Disable schedule',
    test_connectivity: 'Test connectivity',
    refresh_hardware: 'Refresh hardware info',
    test_selected: 'Test connectivity of selected',
    refresh_selected: 'Refresh hardware info of selected',
    terminate: 'Terminate',
    terminate_selected: 'Terminate selected',
    monitor: 'Monitor',
    execute: 'Execute',
    test_connection: 'Test connection',
  },
  confirm: {
    terminate: 'Terminate session "%{name}"?',
    terminate_selected: 'Terminate the %{smart_count} selected sessions?',
  },
  form: {
    port: 'Port',
  },
};
