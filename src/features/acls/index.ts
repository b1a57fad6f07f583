/** The ACL rule editors, loaded with the ACL forms. */
export { LoginRulesInput } from './LoginRulesInput';
export { LoginRuleDetail } from './LoginRuleDetail';
