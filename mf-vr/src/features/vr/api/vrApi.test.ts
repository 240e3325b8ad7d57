import { fail, handle, networkFailure, requestsTo, serve } from '@manzil/api-client/testing';
import type { VrCard } from '@manzil/contract';
import { makeCards, serveCards } from '../testing/vrCards';
import { postEnquiry } from '@manzil/api-client';
import { fetchVrCards, vrAccessEnquiry } from './vrApi';

describe('fetchVrCards', () => {
  it('reads the cards of GET /damac360/card', async () => {
    const cards = makeCards(2);
    serveCards(cards);
    await expect(fetchVrCards()).resolves.toEqual(cards);
    expect(requestsTo('GET /damac360/card')).toHaveLength(1);
  });

  it("gives 'Failed to fetch data' when success is false", async () => {
    serve(handle('GET /damac360/card', { success: false, data: [] }));
    await expect(fetchVrCards()).rejects.toThrow('Failed to fetch data');
  });

  it("gives 'Failed to fetch data' for an error status carrying success false", async () => {
    serve(handle('GET /damac360/card', fail(500, { success: false, data: [] })));
    await expect(fetchVrCards()).rejects.toThrow('Failed to fetch data');
  });

  it("gives 'Error connecting to server' on a network failure", async () => {
    serve(handle('GET /damac360/card', networkFailure()));
    await expect(fetchVrCards()).rejects.toThrow('Error connecting to server');
  });

  it('drops links that are not non-empty strings', async () => {
    const [card] = makeCards(1);
    // A body the contract does not allow: what a faulty server could send.
    const links360 = ['https://a.example/1', '', 7, null] as unknown as string[];
    serveCards([{ ...card, links360 } as VrCard]);
    const [read] = await fetchVrCards();
    expect(read?.links360).toEqual(['https://a.example/1']);
  });
});

describe('vrAccessEnquiry', () => {
  it("posts a 'vr-access' enquiry about the card", async () => {
    const [card] = makeCards(1);
    serve(handle('POST /enquiries', { data: { _id: 'e1' } }));
    await postEnquiry(
      vrAccessEnquiry(card!, { name: 'Aisha', email: 'aisha@example.com', phone: '+971 50 123 4567' }),
    );
    expect(requestsTo('POST /enquiries').map((r) => r.body)).toEqual([
      {
        kind: 'vr-access',
        name: 'Aisha',
        email: 'aisha@example.com',
        phone: '+971 50 123 4567',
        about: { type: 'vr', ref: card!._id, name: card!.name },
      },
    ]);
  });
});
