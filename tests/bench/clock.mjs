/**
 * The admin's clock advance as the bench drives it: POST /api/admin/clock/advance answers 202
 * with a job; this waits for the job to end (polling its status) and answers the day it reached.
 */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Advances `days` game days through `url` and waits for the job; { dayIndex, job }. Throws unless it
 * ends done. `token`: the admin's access token, or a function answering the current one (a day at
 * 1M estates outlives an access token: the bench renews it, and each poll takes the newest).
 */
export async function advanceDays(url, token, days = 1) {
  const headers = () => ({
    'content-type': 'application/json',
    authorization: `Bearer ${typeof token === 'function' ? token() : token}`,
  });
  const res = await fetch(`${url}/api/admin/clock/advance`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ days }),
  });
  const body = await res.json().catch(() => null);
  if (res.status !== 202) throw new Error(`advancing ${days} days answered ${res.status}: ${JSON.stringify(body)}`);
  for (;;) {
    const poll = await fetch(`${url}${res.headers.get('location')}`, { headers: headers() });
    const answer = await poll.json().catch(() => null);
    if (poll.status !== 200)
      throw new Error(`polling the clock job answered ${poll.status}: ${JSON.stringify(answer)}`);
    const { job } = answer.data;
    if (job.state === 'done') return { dayIndex: job.toDay, job };
    if (job.state === 'failed') throw new Error(`the clock job failed: ${JSON.stringify(job.errors)}`);
    await sleep(50);
  }
}
