/** The shell's one HTTP client, configured as every app's client is (ARCHITECTURE section 1). */
import axios from 'axios';
import { API_CLIENT_CONFIG } from '@manzil/contract';

export const apiClient = axios.create(API_CLIENT_CONFIG);
