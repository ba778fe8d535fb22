import { replyText } from './replyText.js';

/** `tel:` wants the number as dialled from anywhere: a 10-digit Indian mobile gets +91. */
export function telHref(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  const local =
    digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits.replace(/^0(?=\d{10}$)/, '');
  return local.length === 10 ? `tel:+91${local}` : `tel:${mobile.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/** The person's e-mail as a mailto: link and their mobile as a tel: link, as they typed them. */
export function ContactLinks({ email, mobile }: { email?: string; mobile?: string }) {
  if (!email && !mobile) return null;
  return (
    <>
      <p>{replyText.contactIntro}</p>
      <ul className="staff-contact-links">
        {email ? (
          <li>
            {replyText.emailLabel}: <a href={`mailto:${email}`}>{email}</a>
          </li>
        ) : null}
        {mobile ? (
          <li>
            {replyText.mobileLabel}: <a href={telHref(mobile)}>{mobile}</a>
          </li>
        ) : null}
      </ul>
    </>
  );
}
