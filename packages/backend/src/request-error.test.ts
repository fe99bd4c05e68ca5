import PocketBase, { ClientResponseError } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { freePort } from './pocketbase-process.ts';
import { describeRequestError } from './request-error.ts';

describe('describeRequestError', () => {
  it("gives PocketBase's message and status", () => {
    const refused = new ClientResponseError({ status: 400, data: { message: 'Missing or invalid backup file.' } });
    expect(describeRequestError(refused)).toBe('Missing or invalid backup file. (HTTP 400)');
  });

  it('says the site did not answer, and why, where the SDK only says "Something went wrong."', async () => {
    // A port nobody listens on any more (PocketBase between its old process and its new one).
    const error = await new PocketBase(`http://127.0.0.1:${await freePort()}`).health
      .check()
      .catch((caught: unknown) => caught);
    expect((error as ClientResponseError).message).toBe('Something went wrong.');
    expect(describeRequestError(error)).toBe(
      'de site gaf geen antwoord: verbinding geweigerd: draait de site, en klopt PB_URL? (ECONNREFUSED)',
    );
  });

  it('says a request that was broken off was broken off, not that the site did not answer', () => {
    const aborted = new ClientResponseError({ isAbort: true });
    expect(aborted.status).toBe(0);
    expect(describeRequestError(aborted)).toBe('het verzoek aan de site is afgebroken');
  });

  it('passes any other error on by its message', () => {
    expect(describeRequestError(new Error('backup niet gevonden'))).toBe('backup niet gevonden');
  });
});
