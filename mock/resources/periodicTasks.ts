/** PeriodTaskSerializerMixin: a five-field crontab and an interval of 1–65535 hours. */
import { Invalid, msg } from '../writes/coerce';
import { isCrontab } from '../writes/rules';
import type { ResourceBehaviour } from './types';

export const periodicTask: ResourceBehaviour = {
  validateField: {
    crontab(value, w) {
      if (value && !isCrontab(String(value))) throw new Invalid([msg(w, 'invalidCrontab')]);
      return value;
    },
    interval(value, w) {
      if (typeof value === 'number' && value !== 0 && (value < 1 || value > 65535)) {
        throw new Invalid([
          msg(w, value < 1 ? 'minValue' : 'maxValue', { min_value: 1, max_value: 65535 }),
        ]);
      }
      return value;
    },
  },
};
