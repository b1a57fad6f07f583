/**
 * Access-control rules and command groups. Priorities are 1–100 (model validators, so OPTIONS
 * shows them as min/max); login rules and endpoint rules check every IP group item.
 */
import type { Ctx } from '../http';
import type { FieldSpec } from '../types';
import { Invalid, msg } from '../writes/coerce';
import { isIpGroupItem } from '../writes/rules';
import type { ResourceBehaviour, WriteContext } from './types';

/** DRF copies MinValueValidator(1)/MaxValueValidator(100) onto the serializer field. */
function withPriorityBounds(fields: readonly FieldSpec[]): readonly FieldSpec[] {
  return fields.map((f) => (f.name === 'priority' ? { ...f, min_value: 1, max_value: 100 } : f));
}

/** ListField(child=CharField(validators=[ip_group_child_validator])): errors keyed by index. */
export function checkIpGroup(list: unknown, w: WriteContext): void {
  if (!Array.isArray(list)) return;
  const errors: Record<string, string[]> = {};
  list.forEach((item, i) => {
    if (!isIpGroupItem(String(item).trim()))
      errors[String(i)] = [msg(w, 'invalidIp', { value: item })];
  });
  if (Object.keys(errors).length) throw new Invalid(errors);
}

const priority: ResourceBehaviour = { fields: withPriorityBounds };

/** LoginACLSerializer drops the "review" action when the licence is not valid. */
function withoutReviewUnlicensed(fields: readonly FieldSpec[], ctx: Ctx): readonly FieldSpec[] {
  const bounded = withPriorityBounds(fields);
  if (ctx.state.settings.XPACK_LICENSE_IS_VALID) return bounded;
  return bounded.map((f) =>
    f.name === 'action' && f.choices
      ? { ...f, choices: f.choices.filter((c) => c.value !== 'review') }
      : f,
  );
}

export const loginAcls: ResourceBehaviour = {
  fields: withoutReviewUnlicensed,
  validateField: {
    rules(value, w) {
      const rules = (value ?? {}) as Record<string, unknown>;
      try {
        checkIpGroup(rules.ip_group, w);
      } catch (e) {
        if (e instanceof Invalid) throw new Invalid({ ip_group: e.detail });
        throw e;
      }
      return { ip_group: ['*'], time_period: [], ...rules };
    },
  },
};

export const commandFilterAcls = priority;
export const loginAssetAcls = priority;

export const endpointRules: ResourceBehaviour = {
  ...priority,
  validateField: {
    ip_group(value, w) {
      checkIpGroup(value, w);
      return value;
    },
  },
};
