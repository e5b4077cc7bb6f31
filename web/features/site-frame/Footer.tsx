import { stegaClean } from "@sanity/client/stega";
import { useId, type CSSProperties, type ReactNode } from "react";
import { Link } from "react-router";
import { Clock, Mail, Phone } from "lucide-react";
import { CtaLink } from "#web/shared/ui/CtaLink.tsx";
import { Logo } from "./Logo";
import { SocialIcon } from "./SocialIcon";
import { useRootData } from "#web/shared/sanity/useRootData.ts";
import { safeHref } from "#schemas/lib/links.ts";
import { paths } from "#content/paths.ts";
import { BelowTheFold } from "#web/shared/ui/BelowTheFold.tsx";
import { shownItems } from "./menuItems";
import { CookieSettingsButton } from "#web/shared/analytics/CookieSettingsButton.tsx";

/** "+1 (555) 123-4567" -> "tel:+15551234567" */
const telHref = (phone: string) => `tel:${phone.replace(/(?!^\+)\D/g, "")}`;

const columnCount = (count: number) => ({ "--footer-columns": Math.max(count, 1) }) as CSSProperties;

type FooterColumnProps = { title: string | null; children: ReactNode };

function FooterColumn({ title, children }: FooterColumnProps) {
  const headingId = useId();
  return (
    <nav aria-labelledby={title ? headingId : undefined}>
      {title ? <h2 id={headingId}>{title}</h2> : null}
      <ul>{children}</ul>
    </nav>
  );
}

export function Footer() {
  const { settings, agents } = useRootData();
  const columns = settings?.footerColumns ?? [];
  const ctaTitleId = useId();
  // Below the fold: on a navigation into another layout it renders after the page is shown.
  return (
    <BelowTheFold>
      <footer className="site-footer">
        <div className="container site-footer__grid" style={columnCount(columns.length)}>
          <div className="site-footer__brand">
            <Logo siteName={settings?.siteName} />
            {settings?.footerBlurb ? <p>{settings.footerBlurb}</p> : null}
            <ul className="site-footer__contact">
              {settings?.contactEmail ? (
                <li>
                  <Mail size={18} aria-hidden="true" />
                  <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
                </li>
              ) : null}
              {settings?.contactPhone ? (
                <li>
                  <Phone size={18} aria-hidden="true" />
                  <a href={telHref(settings.contactPhone)}>{settings.contactPhone}</a>
                </li>
              ) : null}
              {settings?.phoneHours ? (
                <li>
                  <Clock size={18} aria-hidden="true" />
                  {settings.phoneHours}
                </li>
              ) : null}
            </ul>
            <ul className="site-footer__social">
              {(settings?.socialLinks ?? []).map((link) => {
                const href = safeHref(stegaClean(link.url));
                return href ? (
                  <li key={link._key}>
                    <a
                      href={href}
                      aria-label={link.label ?? link.network ?? undefined}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      <SocialIcon network={stegaClean(link.network)} />
                    </a>
                  </li>
                ) : null;
              })}
            </ul>
          </div>
          {columns.map((column) => (
            <FooterColumn key={column._key} title={column.title}>
              {column._type === "agentsColumn"
                ? agents.map((agent) => (
                    <li key={agent._id}>
                      <Link to={paths.agent(stegaClean(agent.slug), agent.language)}>{agent.name}</Link>
                    </li>
                  ))
                : shownItems(column.links).map((link) => (
                    <li key={link._key}>
                      <CtaLink href={link.href}>{link.label}</CtaLink>
                    </li>
                  ))}
            </FooterColumn>
          ))}
          {settings?.footerCtaTitle || settings?.footerCta?.label ? (
            <section className="site-footer__cta" aria-labelledby={ctaTitleId}>
              {settings?.footerCtaTitle ? <h2 id={ctaTitleId}>{settings.footerCtaTitle}</h2> : null}
              {settings?.footerCtaText ? <p>{settings.footerCtaText}</p> : null}
              <CtaLink href={settings?.footerCta?.href} variant="primary">
                {settings?.footerCta?.label}
              </CtaLink>
            </section>
          ) : null}
        </div>
        {settings?.copyright || APP_CONFIG.analyticsUrl ? (
          <div className="container site-footer__bottom">
            <div>
              {settings?.copyright ? <p>{settings.copyright}</p> : null}
              {/* Only a build that measures has the button, and its code. */}
              {APP_CONFIG.analyticsUrl ? (
                <CookieSettingsButton texts={settings?.consent} className="site-footer__consent" />
              ) : null}
            </div>
          </div>
        ) : null}
      </footer>
    </BelowTheFold>
  );
}
