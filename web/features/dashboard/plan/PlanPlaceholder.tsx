import type { LoadTexts } from "../SectionBody";

/** While the subscriptions load: a card's outline where the first one will be, so nothing moves. */
export function PlanPlaceholder({ loadTexts }: { loadTexts: LoadTexts }) {
  return (
    <div className="plan-area">
      <p className="visually-hidden">{loadTexts?.loadingText}</p>
      <div
        className="dashboard-list dashboard-item plan-card"
        aria-hidden="true"
        data-testid="plan-placeholder"
      >
        <span className="placeholder placeholder--heading" />
        <span className="placeholder placeholder--line" />
        <div className="usage">
          <span className="placeholder placeholder--line" />
          <div className="usage__body">
            <span className="placeholder placeholder--count" />
            <span className="placeholder placeholder--meter" />
            <span className="placeholder placeholder--line" />
          </div>
        </div>
        <span className="placeholder placeholder--button" />
      </div>
    </div>
  );
}
