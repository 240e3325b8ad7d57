import { fetchHomepageCities } from '../endpoints';
import { handle, serve } from './index';

describe('handle', () => {
  it('answers with the body the API types', async () => {
    serve(handle('GET /homepage/cities', [{ _id: 'c1', name: 'Dubai', image: '/d.jpg', text: 'City' }]));
    await expect(fetchHomepageCities()).resolves.toEqual([
      { _id: 'c1', name: 'Dubai', image: '/d.jpg', text: 'City' },
    ]);
  });

  // No runtime assertion: `npm run typecheck` fails when one of these lines stops being an error.
  it('refuses, at type-check time, a body that does not match what the API answers', () => {
    // A renamed or missing field breaks every fake of the route (checked by `npm run typecheck`).
    // @ts-expect-error 'txt' is not a field of HomepageCity (it is 'text')
    handle('GET /homepage/cities', [{ _id: 'c1', name: 'Dubai', image: '/d.jpg', txt: 'City' }]);
    // @ts-expect-error the API has no such route
    handle('GET /homepage/towns', []);
    // @ts-expect-error a VR card's links are 'links360'
    handle('GET /damac360/card', { success: true, data: [{ _id: 'v', name: 'n', image: 'i', links: [] }] });
  });
});
