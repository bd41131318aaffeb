/** Public reads: no one is signed in yet. */
export const authKeys = {
  invitation: (companyId: string, token: string) => ["invitation", companyId, token] as const,
};
