/** The ACL rule editors, loaded with the ACL forms. */
export { LoginRulesInput } from './LoginRulesInput';
