import { useId, type ReactNode } from "react";

/** A section of an area (the Overview's Analytics) under its CMS heading and text. */
export function DashboardSection({
  title,
  description,
  className,
  children,
}: {
  title: string | null | undefined;
  description?: string | null;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      className={className ? `dashboard-section ${className}` : "dashboard-section"}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} tabIndex={-1}>
        {title}
      </h2>
      {description ? <p className="dashboard-section__description">{description}</p> : null}
      {children}
    </section>
  );
}
