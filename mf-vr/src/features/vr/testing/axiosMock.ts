/**
 * The axios instance every test sees: `axios.create()` returns this object, so a test decides what
 * each GET and POST answers. In a test file:
 *   vi.mock('axios', async (original) => (await import('../testing/axiosMock')).mockAxiosModule(original));
 * (Only type imports of axios here: this module is loaded while axios itself is being mocked.)
 */
import type { VrCard } from '@manzil/contract';
import type { AxiosStatic } from 'axios';

export const axiosInstance = {
  get: vi.fn(),
  post: vi.fn(),
};

export async function mockAxiosModule(importOriginal: () => Promise<{ default: AxiosStatic }>) {
  const actual = await importOriginal();
  const create = () => axiosInstance;
  return {
    ...actual,
    default: Object.assign(Object.create(actual.default) as AxiosStatic, { create }),
    create,
  };
}

export function ok<T>(data: T, status = 200) {
  return { data, status, statusText: 'OK', headers: {}, config: {} };
}

/** What axios throws for a request that never reached a server: no response. */
export function networkError(): Error {
  return Object.assign(new Error('Network Error'), {
    isAxiosError: true,
    code: 'ERR_NETWORK',
    response: undefined,
  });
}

/** What axios throws when the server answered with an error status. */
export function httpError(status: number, data: unknown): Error {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    code: 'ERR_BAD_RESPONSE',
    response: { ...ok(data, status), statusText: 'Error' },
  });
}

export function makeCards(count: number, links = 2): VrCard[] {
  return Array.from({ length: count }, (_, i) => ({
    _id: `card${String(i + 1).padStart(20, '0')}`,
    name: `Project ${i + 1}`,
    image: `/images/vr/vr-${String(i + 1).padStart(2, '0')}.jpg`,
    links360: Array.from({ length: links }, (_, j) => `https://tours.example.com/p${i + 1}/t${j + 1}`),
  }));
}
