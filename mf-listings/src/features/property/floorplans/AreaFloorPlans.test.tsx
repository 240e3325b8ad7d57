import { screen, waitFor } from '@testing-library/react';
import { fail, handle, render, serve } from '@manzil/api-client/testing';
import { areaData, makeProperty } from '../../../test/fixtures';
import { urlsOf } from '../../../test/api';
import { AreaFloorPlans, isPictureLink } from './AreaFloorPlans';

describe('AreaFloorPlans', () => {
  it("shows the area's floor plan pictures as viewer links and other links in a new tab", async () => {
    serve(
      handle('GET /admin/properties/:city/:area', {
        ...areaData,
        floorplan: ['/images/floorplans/a.png', ' ', 'https://drive.google.com/file/d/abc123/view'],
      }),
    );
    render(<AreaFloorPlans property={makeProperty(1)} />);
    expect(await screen.findByRole('heading', { name: 'Floor Plans' })).toBeInTheDocument();
    expect(urlsOf('GET /admin/properties/:city/:area')).toEqual(['/admin/properties/Dubai/downtown_dubai']);
    expect(screen.getByText(/Layouts of the homes in Downtown Dubai/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Floor plan 1 of 1' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /^Floor plan 2 ?\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', 'https://drive.google.com/file/d/abc123/view');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows nothing for an area without floor plans or without a record', async () => {
    serve(handle('GET /admin/properties/:city/:area', { ...areaData, floorplan: [] }));
    const { container, unmount } = render(<AreaFloorPlans property={makeProperty(1)} />);
    await waitFor(() => expect(urlsOf('GET /admin/properties/:city/:area')).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
    unmount();
    serve(handle('GET /admin/properties/:city/:area', fail(404, { msg: 'Area not found' })));
    const second = render(<AreaFloorPlans property={makeProperty(2, { areaName: 'sobha' })} />);
    await waitFor(() => expect(urlsOf('GET /admin/properties/:city/:area')).toHaveLength(2));
    expect(second.container).toBeEmptyDOMElement();
  });

  it('tells pictures from other links', () => {
    expect(isPictureLink('/images/floorplans/a-1.png')).toBe(true);
    expect(isPictureLink('https://cdn.example.com/plan.JPG?v=2')).toBe(true);
    expect(isPictureLink('/api/images/0123456789abcdef01234567')).toBe(true);
    expect(isPictureLink('https://drive.google.com/open?id=abc')).toBe(false);
    expect(isPictureLink('javascript:alert(1)//.png')).toBe(false);
  });
});
