import { z } from 'zod';

// C0 controls but tab and line breaks, and DEL; then a surrogate half without its pair (not Unicode text at all).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True for text a person can type: no control characters but tabs and line breaks, and well-formed Unicode. */
export const isPlainText = (value: string) => !CONTROL.test(value) && !LONE_SURROGATE.test(value);

/**
 * Free text that is stored: trimmed, at most `max` characters, refused when it holds what no database
 * stores as given (PostgreSQL refuses NUL; a lone surrogate cannot be written as UTF-8).
 */
export const plainText = (max: number) => z.string().trim().max(max).refine(isPlainText, 'text without control characters');
