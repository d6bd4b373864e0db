import { z } from 'zod';
import { LANGUAGES } from './languages';

/**
 * A language we ship, as callables take it (the invitation e-mail's language). Apart from
 * languages.ts so that the client's language code carries no zod.
 */
export const languageSchema = z.enum(LANGUAGES);
