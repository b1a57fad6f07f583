/** Sessions and audit logs: replay, recordings, session columns, log row actions. */
export const sessions = {
  actions: {
    replay: 'Replay',
    replay_web: 'Replay',
    download: 'Download',
    view_diff: 'Details',
    go_to_session: 'Go to session',
  },
  tabs: {
    commands: 'Commands',
    join_records: 'Join records',
  },
  titles: {
    join_records: 'Session join records',
  },
  tree: {
    storages: 'Command storages',
  },
  fields: {
    command_amount: 'Commands',
    duration: 'Duration',
    index: 'No.',
  },
  replay: {
    unavailable: 'No replay for this session',
    title: 'Replay: %{user} → %{asset}',
    preparing: 'Preparing the replay…',
    missing: 'No replay: %{error}',
    retry: 'Check again',
    web_only: 'This recording (%{type}) plays in the web terminal.',
    open_web: 'Open in the web terminal',
    download: 'Download',
    speed: 'Speed',
    position: 'Position',
    player: 'Session recording',
    commands: 'Commands',
    no_commands: 'This session recorded no commands',
    jump: 'Play from %{time}:',
  },
  diff: {
    title: 'Details of the change',
  },
};
