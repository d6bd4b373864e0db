import { PRODUCT_NAME } from '../../../src/domain/constants';
import { directionOf, type Language } from '../../../src/domain/languages';
import { mailTexts } from '../mail/catalogs';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * The invitation e-mail in the language staff chose for it (issue 34): subject, plain text and
 * HTML say the same. The English text is the reference's, line for line. The HTML names its
 * language and direction (Arabic reads right to left); the link stays left to right inside it.
 */
export async function inviteMailContent(language: Language, link: string): Promise<MailContent> {
  const t = await mailTexts(language);
  const product = { product: PRODUCT_NAME };
  const invited = t('mail.invite.invited', product);
  const signUp = t('mail.invite.signUp');
  const once = t('mail.invite.once');
  const subject = t('mail.invite.subject', product);
  const text = [invited, '', signUp, link, '', once].join('\n');
  const href = escapeHtml(link);
  const html = [
    '<!doctype html>',
    `<html lang="${language}" dir="${directionOf(language)}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body>',
    `<p>${escapeHtml(invited)}</p>`,
    `<p>${escapeHtml(signUp)}<br><a href="${href}" dir="ltr">${href}</a></p>`,
    `<p>${escapeHtml(once)}</p>`,
    '</body>',
    '</html>',
  ].join('\n');
  return { subject, text, html };
}
