import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

// The admin GraphQL API for setting up, checking and cleaning up what the admin specs change, with
// the worker's shared session (the `adminToken` fixture), which no test logs out.

export type AdminApi = { gql: <T = any>(query: string, variables?: object) => Promise<T> };

export function adminApi(request: APIRequestContext, token: string): AdminApi {
  return {
    async gql(query, variables) {
      const response = await request.post('/graphql', {
        data: { query, variables },
        headers: { authorization: `Bearer ${token}` },
      });
      const body = await response.json();
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data;
    },
  };
}

type JobRow = { id: number; status: string; createdBy: string | null };
const ACTIVE = ['queued', 'running'];

export async function jobs(api: AdminApi, kind: string): Promise<JobRow[]> {
  const data = await api.gql<{ jobs: JobRow[] }>(
    'query E2EJobs($kind: String) { jobs(kind: $kind, first: 50) { id status createdBy } }',
    { kind },
  );
  return data.jobs;
}

/**
 * Both browser projects share one server and one job queue, and a second migration (or sync) is
 * refused while one is queued or running: waits until none is.
 */
export async function waitUntilIdle(api: AdminApi, kind: string, timeout = 120_000) {
  await expect(async () => {
    const active = (await jobs(api, kind)).filter((j) => ACTIVE.includes(j.status));
    expect(active.map((j) => j.id)).toEqual([]);
  }).toPass({ timeout, intervals: [500, 1000] });
}

/** Cancels the migrations a sync queued (three, long ones) so they do not hold up the other specs. */
export async function cancelSyncMigrations(api: AdminApi) {
  const queued = (await jobs(api, 'image-migration')).filter(
    (j) => j.createdBy === 'airtable-sync' && ACTIVE.includes(j.status),
  );
  for (const job of queued) {
    await api.gql('mutation E2ECancel($id: Int!) { cancelJob(id: $id) { __typename } }', { id: job.id });
  }
}
