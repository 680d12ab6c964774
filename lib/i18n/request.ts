import { getRequestConfig } from 'next-intl/server';
import en from '@/lib/i18n/generated/en.json';

/**
 * next-intl's plugin requires a request config. The app has no server rendering per request (static
 * export, locale chosen on the device), so prerendering uses English; the client swaps locales.
 */
export default getRequestConfig(async () => ({ locale: 'en', messages: en }));
