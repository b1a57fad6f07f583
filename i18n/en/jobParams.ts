/** Job parameters: their definition in the job form and the values asked before a run. */
export const jobParams = {
  useDefine: 'Use parameters',
  define: 'Parameters',
  name: 'Name',
  label: 'Label',
  type: 'Type',
  typeText: 'Text',
  typeSelect: 'Choice',
  options: 'Options (comma-separated)',
  default: 'Default',
  add: 'Add parameter',
  remove: 'Remove parameter',
  none: 'No parameters yet.',
  runTitle: 'Run with parameters',
  run: 'Run',
};
