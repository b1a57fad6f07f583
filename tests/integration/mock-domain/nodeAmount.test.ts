// @vitest-environment node
/** `POST nodes/check_assets_amount_task/` (docs/domain.md §2.5): 200 with a task id. */
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend } from '../../../mock/backend';
import { ORG_DEFAULT } from '../../../mock/rbac';
import { as } from './client';

const backend = createBackend({ now: new Date('2026-11-01T08:00:00Z') });
afterEach(() => backend.reset());

const URL = '/api/v1/assets/nodes/check_assets_amount_task/';
const ORG = { 'X-JMS-ORG': ORG_DEFAULT };

describe('POST nodes/check_assets_amount_task/', () => {
  it('answers 200 with a task id only (not 201)', async () => {
    const admin = await as(backend, 'admin');
    const res = await admin.call(URL, { method: 'POST', headers: ORG });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { task: string };
    expect(Object.keys(body)).toEqual(['task']);
    expect(body.task).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('needs assets.change_node', async () => {
    const auditor = await as(backend, 'auditor');
    const res = await auditor.call(URL, { method: 'POST', headers: ORG });
    expect(res.status).toBe(403);
  });
});
