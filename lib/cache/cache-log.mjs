// @ts-check
/**
 * One JSON line per cache event on the server's output, in the shape of the request error lines
 * (lib/observability/request-log.ts), so one log query finds both.
 * @param {'info' | 'warn' | 'error'} level
 * @param {string} event
 * @param {Record<string, unknown>} fields
 */
export function logCacheEvent(level, event, fields) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  if (level === 'info') console.log(line);
  else console.error(line);
}
