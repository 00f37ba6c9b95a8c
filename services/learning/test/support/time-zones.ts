/**
 * A learner's time zone in which it is not near midnight now. Minutes count toward the day their
 * session started in the learner's zone, so a test that moves a session's start minutes back
 * would see it fall on yesterday if it ran just after midnight there. Tokyo and New York are 13
 * or 14 hours apart: at any moment at least one of them is between 01:00 and 23:00.
 */
export function zoneAwayFromMidnight(now = new Date(), candidates: readonly string[] = ['Asia/Tokyo', 'America/New_York']): string {
  const hourIn = (timeZone: string) => Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(now));
  const zone = candidates.find((candidate) => {
    const hour = hourIn(candidate);
    return hour >= 1 && hour < 23;
  });
  if (!zone) throw new Error(`every candidate zone is near midnight at ${now.toISOString()}`);
  return zone;
}
