// A booked visit's cancellation or move as the lead Omnicasa takes (./visit-leads.ts): pure, so the
// parameters are checked here one by one; their delivery through the outbox is lib/visitor/visits/crm.test.ts's.
import { describe, expect, it } from 'vitest';
import type { VisitChange } from '../adapter';
import { leadCall } from './leads';
import { omnicasaVisitLead } from './visit-leads';

const FIRST = '11111111-2222-4333-8444-555555555555';
const MOVED = '66666666-7777-4888-8999-aaaaaaaaaaaa';
const change = (extra: Partial<VisitChange> = {}): VisitChange => ({
  kind: 'cancelled',
  by: 'visitor',
  bookingId: MOVED,
  originBookingId: FIRST,
  lang: 'fr',
  propertyId: 4101,
  projectId: null,
  visitor: { name: 'Els Peeters', email: 'els@example.test', phone: '+3292251234' },
  was: 'donderdag 3 december 2026 om 14:00',
  wasAppointmentId: null,
  ...extra,
});
const call = (c: VisitChange) => leadCall(omnicasaVisitLead(c));

describe('omnicasaVisitLead', () => {
  it('tells of a cancellation by the visitor as ContactOnMe about the property, with the visit and its own reference', () => {
    const { endpoint, params } = call(change());
    expect(endpoint).toBe('ContactOnMe');
    expect(params).toEqual({
      ObjectID: 4101,
      Name: 'Els Peeters',
      Email: 'els@example.test',
      PhoneNumber: '+3292251234',
      LanguageId: 2,
      Subject: 'Website: visit cancelled',
      Content: `Cancelled visit: donderdag 3 december 2026 om 14:00\nCancelled by the visitor\nVisit: vitrine:visit:${FIRST}\nReference: vitrine:visit-cancelled:${MOVED}`,
      CustomStr1: `vitrine:visit-cancelled:${MOVED}`,
    });
  });

  it('says which CRM appointment the visitor was on, and that the agency cancelled the slot', () => {
    const { params } = call(
      change({ by: 'agency', wasAppointmentId: 12345, visitor: { name: 'Els Peeters', email: 'els@example.test', phone: null } }),
    );
    expect(params.Subject).toBe('Website: visit cancelled (the slot was cancelled)');
    expect(params.Content).toContain('Cancelled by the agency (the slot), the visitor was told by mail\nWas on CRM appointment: 12345\n');
    // Never attached to the appointment it left, and no phone when none was given.
    expect(params).not.toHaveProperty('AppointmentID');
    expect(params).not.toHaveProperty('AgendaComment');
    expect(params).not.toHaveProperty('GSM');
    expect(params).not.toHaveProperty('PhoneNumber');
  });

  it("tells of a move with both times, attached to the new slot's CRM appointment when it has one", () => {
    const to = { when: 'vrijdag 4 december 2026 om 10:00', appointmentId: 67890 };
    const { params } = call(change({ kind: 'moved', wasAppointmentId: 12345, to }));
    expect(params).toMatchObject({
      Subject: 'Website: visit moved',
      AppointmentID: 67890,
      AgendaComment: `Moved on the website by Els Peeters from donderdag 3 december 2026 om 14:00 to vrijdag 4 december 2026 om 10:00. Reference: vitrine:visit-moved:${MOVED}`,
      CustomStr1: `vitrine:visit-moved:${MOVED}`,
    });
    expect(params.Content).toBe(
      `Moved from: donderdag 3 december 2026 om 14:00\nMoved to: vrijdag 4 december 2026 om 10:00\nWas on CRM appointment: 12345\nVisit: vitrine:visit:${FIRST}\nReference: vitrine:visit-moved:${MOVED}`,
    );
    const unlinked = call(change({ kind: 'moved', to: { ...to, appointmentId: null } })).params;
    expect(unlinked).not.toHaveProperty('AppointmentID');
    expect(unlinked).not.toHaveProperty('AgendaComment');
  });

  it("never sends the newsletter consent (the CRM keeps what it holds), and a project's slot goes to the project", () => {
    expect(call(change()).params).not.toHaveProperty('IsReceivedEmail');
    const project = call(change({ propertyId: null, projectId: 901 }));
    expect(project.endpoint).toBe('ContactOnMeProject');
    expect(project.params).toMatchObject({ ProjectIDs: [901] });
    expect(project.params).not.toHaveProperty('ObjectID');
  });
});
