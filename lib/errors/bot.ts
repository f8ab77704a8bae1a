/** Search-engine and preview bots: they get the status code, not the interactive error screen. */
const BOT_USER_AGENT = /bot|lighthouse|facebookexternalhit|google/i;

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return !!userAgent && BOT_USER_AGENT.test(userAgent);
}
