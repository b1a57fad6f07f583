/** Terminal management and the network tools (settings › terminal, settings › tools). */
export const terminal = {
  tools: {
    tool: 'Tool',
    ping: 'Ping',
    telnet: 'Telnet',
    host: 'Host',
    port: 'Port',
    bad_port: 'A port from 1 to 65535',
    run: 'Run',
    stop: 'Stop',
    output: 'Output',
    stopped: 'Stopped',
    failed: 'The connection to the server failed',
    no_output: 'No answer: the host name could not be resolved',
  },
};
