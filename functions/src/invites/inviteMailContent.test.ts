// The invitation e-mail in each language: English is the reference's text line for line; the
// others are their catalog's; the HTML part says the same, names its language and direction,
// and escapes what it quotes.
import { describe, expect, it } from 'vitest';
import { inviteMailContent } from './inviteMailContent';

const LINK = 'https://app.example.com/signup?c=Ab_9-x';

describe('the invitation e-mail', () => {
  it('in English is the reference text, unchanged', async () => {
    const mail = await inviteMailContent('en', LINK);
    expect(mail.subject).toBe('Your invitation to Menagerie');
    expect(mail.text).toBe(
      [
        "You're invited to create your own events on Menagerie.",
        '',
        'Sign up with this link to get the permission to create events:',
        LINK,
        '',
        'The link works once.',
      ].join('\n'),
    );
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.html).toContain('You&#39;re invited to create your own events on Menagerie.');
  });

  it('in German is German: subject, text and HTML', async () => {
    const mail = await inviteMailContent('de', LINK);
    expect(mail.subject).toBe('Deine Einladung zu Menagerie');
    expect(mail.text).toContain(
      'Du bist eingeladen, auf Menagerie deine eigenen Veranstaltungen zu erstellen.',
    );
    expect(mail.text).toContain(`zu erhalten:\n${LINK}\n`);
    expect(mail.text).not.toMatch(/invited|Sign up|works once/);
    expect(mail.html).toContain('<html lang="de" dir="ltr">');
    expect(mail.html).toContain('<title>Deine Einladung zu Menagerie</title>');
    expect(mail.html).toContain('<p>Der Link funktioniert nur einmal.</p>');
    expect(mail.html).toContain(`<a href="${LINK}" dir="ltr">${LINK}</a>`);
  });

  it('in Arabic reads right to left, with the link left to right', async () => {
    const mail = await inviteMailContent('ar', LINK);
    expect(mail.subject).toBe('دعوتك إلى Menagerie');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain(`dir="ltr">${LINK}</a>`);
  });

  it('escapes a link that would break out of the HTML', async () => {
    const mail = await inviteMailContent('es', 'https://x.example/"><script>');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&quot;&gt;&lt;script&gt;');
    expect(mail.subject).toBe('Tu invitación a Menagerie');
  });
});
