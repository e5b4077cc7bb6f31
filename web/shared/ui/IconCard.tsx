import type { ReactNode } from "react";

type IconCardProps = {
  /** The icon in the badge: `<Icon name={…} />` for CMS icons, or a lucide icon. */
  icon: ReactNode;
  title: ReactNode;
  description?: string | null;
  /** What follows the description: a list, a price, a button. */
  children?: ReactNode;
  /** The card's element: `li` inside a list, otherwise `article`. */
  as?: "article" | "li";
  className?: string;
  headingLevel?: 2 | 3;
  titleClassName?: string;
  /** Puts the badge in a row with something else (a step number, years of experience). */
  badgeRow?: (badge: ReactNode) => ReactNode;
};

export function IconCard({
  icon,
  title,
  description,
  children,
  as: Tag = "article",
  className,
  headingLevel = 3,
  titleClassName,
  badgeRow,
}: IconCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const badge = <span className="icon-badge">{icon}</span>;
  return (
    <Tag className={className ? `card ${className}` : "card"}>
      {badgeRow ? badgeRow(badge) : badge}
      <Heading className={titleClassName}>{title}</Heading>
      {description ? <p>{description}</p> : null}
      {children}
    </Tag>
  );
}
