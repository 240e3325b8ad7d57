/** VR cards shaped like the API's answers, for component tests (HTTP is faked with the MSW server). */
import type { VrCard } from '@manzil/contract';
import { handle, serve } from '@manzil/api-client/testing';

export function makeCards(count: number, links = 2): VrCard[] {
  return Array.from({ length: count }, (_, i) => ({
    _id: `card${String(i + 1).padStart(20, '0')}`,
    name: `Project ${i + 1}`,
    image: `/images/vr/vr-${String(i + 1).padStart(2, '0')}.jpg`,
    links360: Array.from({ length: links }, (_, j) => `https://tours.example.com/p${i + 1}/t${j + 1}`),
  }));
}

/** GET /api/damac360/card answers these cards. */
export const serveCards = (cards: VrCard[]): void =>
  serve(handle('GET /damac360/card', { success: true, data: cards }));
