/** The accounts from before the age gate that e2e/support/accounts-before-the-gate.ts makes: one per browser project. */
export const ACCOUNT_BEFORE_THE_GATE = { projects: ['phone', 'desktop'], password: 'before-the-gate-123' } as const;

export function accountBeforeTheGate(project: string) {
  return { username: `e2e_before_gate_${project}`, displayName: `Early member ${project}`, password: ACCOUNT_BEFORE_THE_GATE.password };
}
