export {
  ActionButton,
  ActionMenuItem,
  DetailDomainActions,
  HeaderActions,
  ListActionRunner,
  TaskLogReopen,
  useListRunner,
  usePlacedActions,
  type PlacedAction,
} from './ActionControls';
export { hasActionsAt } from './actionRules';
export { useActionRunner } from './useActionRunner';
