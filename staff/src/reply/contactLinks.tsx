import { groupedPhone, telHref } from '../mobile.js';
import { replyText } from './replyText.js';

/** The person's e-mail as a mailto: link and their mobile as a tel: link, the number grouped. */
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
            {replyText.mobileLabel}: <a href={telHref(mobile)}>{groupedPhone(mobile)}</a>
          </li>
        ) : null}
      </ul>
    </>
  );
}
