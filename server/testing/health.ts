/** The HEALTH_TOKEN the test API and the test servers start with, and the header that presents it. */
export const testHealthToken = "health-token-for-the-tests-0123456789";

export const healthFiguresHeaders = { Authorization: `Bearer ${testHealthToken}` };
