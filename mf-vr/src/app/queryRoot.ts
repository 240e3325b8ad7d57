/** This remote's own QueryClient, rendered at each exposed root (see createQueryRoot). */
import { createQueryRoot } from '@manzil/api-client';

export const { AppQueryProvider, withQueryClient } = createQueryRoot('mf-vr');
