import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH, messageErrors } from './event-messages.cjs';

describe('messageErrors', () => {
  it('takes a message to each audience', () => {
    for (const audience of ['confirmed', 'waiting', 'all'])
      expect(messageErrors({ audience, body: 'We verzamelen om 19:00 bij de ingang.' })).toEqual({});
  });

  it('asks for an audience of the three and a message, in Dutch', () => {
    expect(messageErrors({ audience: 'everyone', body: '  ' })).toEqual({
      audience: 'Kies wie het bericht krijgt: wie een plek heeft, de wachtlijst of allebei.',
      body: 'Schrijf het bericht.',
    });
    expect(messageErrors({ body: 42 })).toMatchObject({ body: 'Schrijf het bericht.' });
  });

  it('measures the message trimmed, as it is saved, and says how long it is', () => {
    expect(messageErrors({ audience: 'all', body: ` ${'a'.repeat(MESSAGE_MAX_LENGTH)} ` })).toEqual({});
    expect(messageErrors({ audience: 'all', body: 'a'.repeat(MESSAGE_MAX_LENGTH + 1) })).toEqual({
      body: `Een bericht heeft hooguit ${MESSAGE_MAX_LENGTH} tekens; dit heeft er ${MESSAGE_MAX_LENGTH + 1}.`,
    });
  });
});
