import { describe, expect, it } from 'vitest';
import { ACTIONS, may, needsSecondFactor, type Action } from './policy';

const admin = { role: 'admin' as const, agentId: null };
const sofie = { role: 'agent' as const, agentId: '101' };
const unlinked = { role: 'agent' as const, agentId: null };

describe('who may do what at the desk', () => {
  it('lets an administrator do everything, on anyone’s slots', () => {
    for (const action of ACTIONS) expect(may(admin, action), action).toBe(true);
    expect(may(admin, 'visits.cancel', '102')).toBe(true);
  });

  it('keeps an agent to visits and leads, and to slots of their own', () => {
    const allowed: Action[] = ['visits.view', 'visits.publish', 'visits.cancel', 'leads.view', 'leads.retry', 'leads.handle'];
    for (const action of ACTIONS) expect(may(sofie, action), action).toBe(allowed.includes(action));
    expect(may(sofie, 'visits.publish', '101')).toBe(true);
    expect(may(sofie, 'visits.cancel', '101')).toBe(true);
    expect(may(sofie, 'visits.publish', '102')).toBe(false);
    expect(may(sofie, 'visits.cancel', '102')).toBe(false);
    // A slot with no agent is the office's, not an agent's.
    expect(may(sofie, 'visits.cancel', null)).toBe(false);
  });

  it('gives an agent the catalogue does not know no slots at all', () => {
    expect(may(unlinked, 'visits.publish', '101')).toBe(false);
    expect(may(unlinked, 'visits.cancel', null)).toBe(false);
    expect(may(unlinked, 'leads.view')).toBe(true);
  });

  it('asks administrators for a second factor, not agents', () => {
    expect(needsSecondFactor('admin')).toBe(true);
    expect(needsSecondFactor('agent')).toBe(false);
  });
});
