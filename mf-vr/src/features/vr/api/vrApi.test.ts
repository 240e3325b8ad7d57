import { axiosInstance, httpError, makeCards, networkError, ok } from '../testing/axiosMock';
import { fetchVrCards, sendVrAccessRequest } from './vrApi';

vi.mock('axios', async (original) => (await import('../testing/axiosMock')).mockAxiosModule(original));

describe('fetchVrCards', () => {
  beforeEach(() => vi.resetAllMocks());

  it('reads the cards of GET /damac360/card', async () => {
    const cards = makeCards(2);
    axiosInstance.get.mockResolvedValue(ok({ success: true, data: cards }));
    await expect(fetchVrCards()).resolves.toEqual(cards);
    expect(axiosInstance.get).toHaveBeenCalledWith('/damac360/card', expect.anything());
  });

  it("gives 'Failed to fetch data' when success is false", async () => {
    axiosInstance.get.mockResolvedValue(ok({ success: false, data: [] }));
    await expect(fetchVrCards()).rejects.toThrow('Failed to fetch data');
  });

  it("gives 'Failed to fetch data' for an error status carrying success false", async () => {
    axiosInstance.get.mockRejectedValue(httpError(500, { success: false, data: [] }));
    await expect(fetchVrCards()).rejects.toThrow('Failed to fetch data');
  });

  it("gives 'Error connecting to server' on a network failure", async () => {
    axiosInstance.get.mockRejectedValue(networkError());
    await expect(fetchVrCards()).rejects.toThrow('Error connecting to server');
  });

  it('drops links that are not non-empty strings', async () => {
    const [card] = makeCards(1);
    axiosInstance.get.mockResolvedValue(
      ok({ success: true, data: [{ ...card, links360: ['https://a.example/1', '', 7, null] }] }),
    );
    const [read] = await fetchVrCards();
    expect(read?.links360).toEqual(['https://a.example/1']);
  });
});

describe('sendVrAccessRequest', () => {
  beforeEach(() => vi.resetAllMocks());

  it("posts a 'vr-access' enquiry about the card", async () => {
    const [card] = makeCards(1);
    axiosInstance.post.mockResolvedValue(ok({ ok: true }, 201));
    await sendVrAccessRequest(card!, {
      name: 'Aisha',
      email: 'aisha@example.com',
      phone: '+971 50 123 4567',
    });
    expect(axiosInstance.post).toHaveBeenCalledWith('/enquiries', {
      kind: 'vr-access',
      name: 'Aisha',
      email: 'aisha@example.com',
      phone: '+971 50 123 4567',
      about: { type: 'vr', ref: card!._id, name: card!.name },
    });
  });
});
