import { readLink, signLink } from './signed-link';

const secret = Buffer.alloc(32, 7);
const now = new Date('2026-11-24T00:00:00Z');
const claims = { subject: 'file:abc.png', sessionId: 42, exp: now.getTime() / 1000 + 600 };

/** The last character spelled another way that decodes to the same bytes (its two spare bits). */
function sameBytesOtherSpelling(ticket: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const last = alphabet.indexOf(ticket.at(-1)!);
  return ticket.slice(0, -1) + alphabet[last ^ 1];
}

describe('signed links', () => {
  it('reads back the claims of its own ticket, until it expires', () => {
    const ticket = signLink(secret, claims);
    expect(readLink(secret, claims.subject, ticket, now)).toEqual(claims);
    expect(readLink(secret, claims.subject, ticket, new Date((claims.exp + 1) * 1000))).toBeNull();
  });

  it('refuses another subject, another secret and a changed session', () => {
    const ticket = signLink(secret, claims);
    expect(readLink(secret, 'file:other.png', ticket, now)).toBeNull();
    expect(readLink(Buffer.alloc(32, 8), claims.subject, ticket, now)).toBeNull();
    expect(readLink(secret, claims.subject, ticket.replace(/^42\./, '43.'), now)).toBeNull();
  });

  it('refuses a ticket whose last character is changed, even where the bytes would not change', () => {
    const ticket = signLink(secret, claims);
    const respelled = sameBytesOtherSpelling(ticket);
    expect(respelled).not.toBe(ticket);
    expect(Buffer.from(respelled.split('.')[2]!, 'base64url')).toEqual(
      Buffer.from(ticket.split('.')[2]!, 'base64url'),
    );
    expect(readLink(secret, claims.subject, respelled, now)).toBeNull();
  });
});
