import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { SiteSettingsContent as Settings } from "#content/contentTypes.ts";

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

export function ContactDetails({
  settings,
  withAddress = false,
}: {
  settings: Settings;
  withAddress?: boolean;
}) {
  const email = settings?.contactEmail;
  const phone = settings?.contactPhone;
  const hours = settings?.phoneHours;
  const address = withAddress ? settings?.address : null;
  return (
    <ul className="contact-details">
      {email ? (
        <li>
          <Mail size={20} aria-hidden="true" focusable="false" />
          <a href={`mailto:${email}`}>{email}</a>
        </li>
      ) : null}
      {phone ? (
        <li>
          <Phone size={20} aria-hidden="true" focusable="false" />
          <a href={telHref(phone)}>{phone}</a>
        </li>
      ) : null}
      {hours ? (
        <li>
          <Clock size={20} aria-hidden="true" focusable="false" />
          <span>{hours}</span>
        </li>
      ) : null}
      {address ? (
        <li>
          <MapPin size={20} aria-hidden="true" focusable="false" />
          <address>{address}</address>
        </li>
      ) : null}
    </ul>
  );
}
