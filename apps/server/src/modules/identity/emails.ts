import type { MailMessage } from '../../lib/mailer';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function message(to: string, subject: string, lines: string[], link: string): MailMessage {
  const text = [...lines, '', link, ''].join('\n');
  const html = `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`;
  return { to, subject, text, html };
}

export function resetPasswordEmail(to: string, link: string): MailMessage {
  return message(
    to,
    'Reset your SiteWatch password',
    [
      'Someone (hopefully you) asked to reset the password of your SiteWatch account.',
      'Open this link within one hour to choose a new password. If you did not ask, ignore this email.',
    ],
    link,
  );
}

export function inviteEmail(
  to: string,
  link: string,
  inviterName: string,
  organizationTitle: string,
): MailMessage {
  return message(
    to,
    `${inviterName} invited you to SiteWatch`,
    [
      `${inviterName} invited you to join ${organizationTitle} on SiteWatch.`,
      'Open this link within seven days to choose your password and sign in.',
    ],
    link,
  );
}

/** An existing account of another organisation was given access to `organizationTitle`. */
export function membershipEmail(
  to: string,
  link: string,
  inviterName: string,
  organizationTitle: string,
  organizationId: number,
): MailMessage {
  return message(
    to,
    `${inviterName} invited you to SiteWatch`,
    [
      `${inviterName} invited you to join ${organizationTitle} on SiteWatch.`,
      `Your existing SiteWatch account now has access to it: sign in as usual and switch to organisation ${organizationId} with this link.`,
    ],
    link,
  );
}
