/** The shell's own QueryClient (each remote renders its own at its exposed roots). */
import { createQueryRoot } from '@manzil/api-client';

export const { AppQueryProvider } = createQueryRoot('shell');
