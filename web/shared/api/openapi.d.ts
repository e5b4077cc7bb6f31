// Generated from openapi.yaml by `npm run typegen` (backend/generate-contract-types.ts): do not edit.
export interface paths {
  "/health": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the backend is up; the site calls it before user creation. */
    get: operations["health"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/users": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Creates or updates the signed-in user's record (the sync on every sign-in).
     * @description A known user's record keeps the fields it holds and takes the sync's values only for the empty ones: what the customer saved with PUT /api/users/profile stays after a later sign-in.
     */
    post: operations["createUser"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/users/profile": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's profile. */
    get: operations["getProfile"];
    /** Changes the fields given; the others stay. */
    put: operations["updateProfile"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/contact": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Records a lead from one of the site's forms. No sign-in. */
    post: operations["submitContact"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/forms/{form_id}/submissions": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The form's id (FormId). */
        form_id: components["parameters"]["FormId"];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Records what a visitor sent with a form made in the content. No sign-in. */
    post: operations["submitForm"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/agents": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's agent subscriptions, trials included. */
    get: operations["getAgents"];
    put?: never;
    /** Starts a free trial of an agent (14 days) with the agent's typical workflows. */
    post: operations["startTrial"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workflows": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's workflows, with their runs per day over the last 30 days. */
    get: operations["getWorkflows"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workflows/{workflow_id}/pause": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The workflow's id. */
        workflow_id: components["parameters"]["WorkflowId"];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Pauses a workflow; it makes no runs until resumed.
     * @description Pausing a paused workflow changes nothing and answers the same.
     */
    post: operations["pauseWorkflow"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workflows/{workflow_id}/resume": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The workflow's id. */
        workflow_id: components["parameters"]["WorkflowId"];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Resumes a paused workflow.
     * @description Resuming a workflow that is not paused changes nothing and answers the same. A workflow whose last run failed is `failing` again once resumed, until one of its runs succeeds.
     */
    post: operations["resumeWorkflow"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/runs": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The runs of the signed-in user's workflows, newest first, a page at a time.
     * @description Filters combine (all must hold). A page holds at most `limit` runs; `next_cursor`, given back as `cursor`, asks for the next one, and is null on the last page. A cursor is opaque: the site only hands back what it was given, with the same filters. A malformed value (a date that is not one, an unknown status, an empty `q`) or a range that ends before it starts is refused with 400 `invalid_request`.
     */
    get: operations["listRuns"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/runs/{run_id}": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The run's id. */
        run_id: components["parameters"]["RunId"];
      };
      cookie?: never;
    };
    /** A run with its steps. */
    get: operations["getRun"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/runs/{run_id}/retry": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The run's id. */
        run_id: components["parameters"]["RunId"];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Runs a failed run's workflow again, with the same input.
     * @description The new run starts `queued`, names the failed one in `retry_of` and has the trigger `retry`; follow it with GET /api/runs/{run_id}. Once it succeeds, its workflow is no longer `failing`. It uses one unit of the subscription's quota when it succeeds.
     */
    post: operations["retryRun"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/runs/{run_id}/stop": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The run's id. */
        run_id: components["parameters"]["RunId"];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Stops a run that is queued or running, at once.
     * @description The run ends `stopped`: its `finished_at` is when it was stopped, and its steps that had not ended are `skipped` (one cut short keeps its `started_at`, and lasted until the stop). A stopped run uses none of the plan's quota and does not count in `runs_by_day`; it does not make its workflow `failing`, nor stop it being so.
     */
    post: operations["stopRun"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/usage": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What each subscription that has not ended has used of its quota this period.
     * @description One entry per subscription whose status is not `cancelled`. The backend counts; the site sets the count against the plan's quota, which is content (plan.quota).
     */
    get: operations["getUsage"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/usage/daily": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Each subscription's units used per UTC day of its current or previous period.
     * @description Usage over time. One entry per subscription that has not ended and has that period (a trial's first 14 days have no previous period): its period's bounds, the limit the backend enforces, and the units used on each UTC day of the period, from the day the period began to the day it ends (the current period: to today). A day's units are the succeeded runs that started on it within the period; the days of the current period add up to `used` of GET /api/usage.
     */
    get: operations["getDailyUsage"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/client-reports": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The site tells the backend's team something it should know. No sign-in needed.
     * @description Sent by the site, never shown to the customer: a reply that does not match this document (contract_mismatch, `operation` the one whose reply it was), or content that disagrees with the backend (content_disagreement: a plan's quota in the content that is not the limit GET /api/usage gives). It carries no ID token: it is about the site and the backend, not the customer, and is sent even when the sign-in is what failed. The site sends each distinct report once a visit, and never one about this operation's own reply.
     */
    post: operations["reportFromClient"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/agents/{subscription_id}/plan": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The agent subscription's id. */
        subscription_id: components["parameters"]["SubscriptionId"];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Changes a subscription's plan.
     * @description A trial's plan changes at once. An active subscription's upgrade applies at once; a downgrade waits for the end of the period (`scheduled_plan`, applied at `current_period_end`). Asking for the current plan while a downgrade waits takes the downgrade back.
     */
    post: operations["changePlan"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/agents/{subscription_id}/cancel": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The agent subscription's id. */
        subscription_id: components["parameters"]["SubscriptionId"];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancels a trial or subscription at the end of its trial or period.
     * @description It keeps working until `cancel_at` (the trial's end, or the period's end) and does not renew; then its status is `cancelled`. A downgrade waiting for the period's end is dropped.
     */
    post: operations["cancelSubscription"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/agents/{subscription_id}/resume": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The agent subscription's id. */
        subscription_id: components["parameters"]["SubscriptionId"];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Takes a cancellation back before it takes effect. */
    post: operations["resumeSubscription"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/billing/invoices": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The customer's invoices, newest first.
     * @description An invoice is issued at the start of each billing period of a paid subscription (the first one when a trial ends with a payment method on file). It is `paid` once the card on file is charged, `open` until then, and `void` when the agency has cancelled it.
     */
    get: operations["listInvoices"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/billing/invoices/{invoice_id}": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The invoice's id. */
        invoice_id: components["parameters"]["InvoiceId"];
      };
      cookie?: never;
    };
    /** One of the customer's invoices. */
    get: operations["getInvoice"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/billing/payment-method": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The payment method on file, or none.
     * @description The card the agency charges: its brand, last four digits and expiry, never its number. A trial that ends with no payment method on file ends (`cancelled`) instead of becoming paid.
     */
    get: operations["getPaymentMethod"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/billing/portal-sessions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A session of the backend's hosted billing page, to update the card or the billing details.
     * @description The site sends the customer's window to `url`; the hosted page takes the card (or the billing details) and sends the customer back to `return_url`. The session can be used until `expires_at`.
     */
    post: operations["createPortalSession"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/notifications": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in user's notifications in the client area, newest first, a page at a time.
     * @description What the customer was told in the client area (a kind whose `in_app` preference is off makes none), newest first (then by id). `unread_count` counts every unread one, not only this page's. A page holds at most `limit`; `next_cursor`, given back as `cursor`, asks for the next one, and is null on the last page. A malformed `limit` or a cursor this backend did not give is refused with 400 `invalid_request`.
     */
    get: operations["listNotifications"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/notifications/{notification_id}/read": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The notification's id. */
        notification_id: components["parameters"]["NotificationId"];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Marks a notification read.
     * @description Marking a read notification read changes nothing (its `read_at` stays) and answers the same.
     */
    post: operations["markNotificationRead"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/notifications/read-all": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Marks every notification of the signed-in user read. */
    post: operations["markAllNotificationsRead"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/notification-preferences": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Which kinds of notification the signed-in user gets, on which channel.
     * @description Every kind and channel is on until the customer turns it off.
     */
    get: operations["getNotificationPreferences"];
    /**
     * Replaces the signed-in user's notification preferences.
     * @description Every kind with every channel: a kind or a channel missing, or one this document does not name, is refused with 400 `invalid_request`. What is already in the client area stays; the preferences decide what comes next.
     */
    put: operations["putNotificationPreferences"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description The spec's user-sync payload; missing names and extras are "". */
    UserSync: {
      firebase_uid: string;
      email: string;
      first_name: string;
      last_name: string;
      company_name: string;
      phone: string;
    };
    /** @description A user's profile, the sync payload's fields. */
    Profile: {
      firebase_uid: string;
      email: string;
      first_name: string;
      last_name: string;
      company_name: string;
      phone: string;
    };
    /** @description The fields to change. display_name is the name shown by the sign-in provider. */
    ProfileUpdate: {
      display_name?: string;
      first_name?: string;
      last_name?: string;
      company_name?: string;
      phone?: string;
    };
    /**
     * @description The form that sent the lead.
     * @enum {string}
     */
    LeadSource: "home-banner" | "home-contact" | "contact-page";
    /** @description How the visit that sent a lead began: its landing page, the UTM tags of its first address (those it had) and the other site that linked to it (if one did). */
    VisitStart: {
      /** @description The path of the visit's first page, e.g. /pricing. */
      landing_page?: string;
      utm_source?: string;
      utm_medium?: string;
      utm_campaign?: string;
      utm_term?: string;
      utm_content?: string;
      /** @description The address of the page on another site that linked to the visit's first page, as the browser gives it (most browsers give only that site's origin). */
      referrer?: string;
    };
    /** @description A lead: the sending form's fields (all text, as typed) and its source. The home banner sends name, email, company, goals; the home contact section name, email, project; the contact page firstName, lastName, email, company, service, budget, timeline, message. Every lead also carries how the visit that sent it began: its landing page, the UTM tags of its first address (those it had) and the other site that linked to it (if one did). */
    ContactRequest: components["schemas"]["VisitStart"] & {
      source: components["schemas"]["LeadSource"];
      email?: string;
      name?: string;
      firstName?: string;
      lastName?: string;
      company?: string;
      goals?: string;
      project?: string;
      service?: string;
      budget?: string;
      timeline?: string;
      message?: string;
    };
    ContactReceipt: {
      /** @constant */
      received: true;
    };
    /** @description The form's id, as its Sanity document names it (formId), e.g. webinar-sign-up. */
    FormId: string;
    /** @description What a visitor sent with a form made in the content: its fields by their names (text as typed, a checkbox or consent true or false), the page's language, and how the visit began. */
    FormSubmission: components["schemas"]["VisitStart"] & {
      fields: {
        [key: string]: string | boolean;
      };
      /** @description The page's language, e.g. en or es. */
      language: string;
    };
    FormReceipt: {
      /** @constant */
      received: true;
    };
    /** @description The agent's slug, as in its Sanity document and page address (/agents/{slug}). */
    AgentSlug: string;
    /** @description The plan's id, as the agent's plans in the content name it (planId), the same in every language (starter, professional, enterprise). */
    Plan: string;
    /**
     * @description `cancelled` means it has ended. A trial or subscription that is cancelled but still working keeps its status until then, with `cancel_at` set. A trial that reaches its end with no payment method on file ends too (`cancelled`, `cancel_at` its trial's end) instead of becoming `active`.
     * @enum {string}
     */
    SubscriptionStatus: "trial" | "active" | "paused" | "cancelled";
    AgentSubscription: {
      id: string;
      agent_slug: components["schemas"]["AgentSlug"];
      plan: components["schemas"]["Plan"];
      status: components["schemas"]["SubscriptionStatus"];
      /** Format: date-time */
      started_at: string;
      /**
       * Format: date-time
       * @description When the trial ends; null for a subscription that never was a trial.
       */
      trial_ends_at: string | null;
      /**
       * Format: date-time
       * @description The renewal date of a paid subscription, when its period ends; null on a trial.
       */
      current_period_end?: string | null;
      /**
       * Format: date-time
       * @description Set when it is cancelled: it keeps working until then and does not renew. Null when it is not cancelled.
       */
      cancel_at?: string | null;
      /** @description A downgrade waiting for the period's end; null when none waits. */
      scheduled_plan?: components["schemas"]["ScheduledPlan"] | null;
    };
    ScheduledPlan: {
      plan: components["schemas"]["Plan"];
      /**
       * Format: date-time
       * @description When the plan changes (the period's end).
       */
      applies_at: string;
    };
    ChangePlan: {
      plan: components["schemas"]["Plan"];
    };
    StartTrial: {
      agent_slug: components["schemas"]["AgentSlug"];
      plan: components["schemas"]["Plan"];
    };
    /**
     * @description `failing` when the last of its runs that succeeded or failed, failed (a stopped run does not count); `paused` whatever its runs.
     * @enum {string}
     */
    WorkflowStatus: "running" | "paused" | "failing";
    RunsOnDay: {
      /** Format: date */
      date: string;
      succeeded: number;
      failed: number;
    };
    Workflow: {
      id: string;
      name: string;
      subscription_id: string;
      status: components["schemas"]["WorkflowStatus"];
      /**
       * Format: date-time
       * @description The last run's time; null before the first run.
       */
      last_run_at: string | null;
      /** @description One entry per day of the last 30 days (UTC), oldest first; days without runs count 0. Each day counts the workflow's runs that started that day and have succeeded or failed (a stopped run is neither). */
      runs_by_day: components["schemas"]["RunsOnDay"][];
      /** @description The last failed run of a failing workflow; null when it is not failing. */
      last_error?: components["schemas"]["WorkflowError"] | null;
    };
    WorkflowError: {
      run_id: string;
      /** @description The failed run's error message (RunError.message), for the customer. */
      message: string;
      /**
       * Format: date-time
       * @description When that run failed.
       */
      at: string;
    };
    /**
     * @description `queued` and `running` are a run still going; `succeeded`, `failed` and `stopped` (the customer stopped it: POST /api/runs/{run_id}/stop) are a run that has ended.
     * @enum {string}
     */
    RunStatus: "queued" | "running" | "succeeded" | "failed" | "stopped";
    /**
     * @description What started the run; `retry` is POST /api/runs/{run_id}/retry.
     * @enum {string}
     */
    RunTrigger: "schedule" | "manual" | "retry";
    /** @description Why a run or a step failed. Unlike Error.message, its message is written for the customer, in plain words, and the site shows it as it is. */
    RunError: {
      /** @description A stable code, e.g. connection_expired, rate_limited, source_missing, model_timeout. */
      code: string;
      message: string;
    };
    /**
     * @description A step after a failed one is `skipped`, and so is every step that had not ended when its run was stopped; the steps of a run still going are `pending` until they start.
     * @enum {string}
     */
    StepStatus: "pending" | "running" | "succeeded" | "failed" | "skipped";
    RunStep: {
      name: string;
      status: components["schemas"]["StepStatus"];
      /**
       * Format: date-time
       * @description Null until it starts; a skipped step's is null, but for one cut short by a stop (it had started).
       */
      started_at: string | null;
      /** @description Null until it ends (a step cut short by a stop ends with its run). */
      duration_ms: number | null;
      /** @description Why it failed; null unless it failed. */
      error: components["schemas"]["RunError"] | null;
    };
    RunSummary: {
      id: string;
      workflow_id: string;
      workflow_name: string;
      subscription_id: string;
      agent_slug: components["schemas"]["AgentSlug"];
      status: components["schemas"]["RunStatus"];
      trigger: components["schemas"]["RunTrigger"];
      /**
       * Format: date-time
       * @description When the run was started (a queued run waits for its first step).
       */
      started_at: string;
      /**
       * Format: date-time
       * @description When it succeeded, failed or was stopped; null while it is queued or running.
       */
      finished_at: string | null;
      /** @description From started_at to finished_at; null while it is queued or running. */
      duration_ms: number | null;
      /** @description The failed run this one retries; null unless its trigger is `retry`. */
      retry_of: string | null;
      /** @description The failed step's error; null unless the run failed. */
      error: components["schemas"]["RunError"] | null;
    };
    /** @description A run with its steps, in the order they run. */
    Run: components["schemas"]["RunSummary"] & {
      steps: components["schemas"]["RunStep"][];
    };
    RunPage: {
      runs: components["schemas"]["RunSummary"][];
      /** @description The `cursor` of the next page; null on the last page. */
      next_cursor: string | null;
    };
    Usage: {
      subscription_id: string;
      /** @description Units of the plan's quota used this period: one succeeded run is one unit. */
      used: number;
      /**
       * Format: date-time
       * @description When this period began: the subscription's billing month, or a trial's start.
       */
      period_start: string;
      /**
       * Format: date-time
       * @description When the count resets (a trial's end, or the renewal date).
       */
      period_end: string;
      limit: components["schemas"]["UsageLimit"];
    };
    /** @description The units a period the backend allows the subscription's plan (it refuses runs past it with 429 quota_reached); null when it sets no limit. The site shows this limit, with the content's unit; a content quota that differs is reported (POST /api/client-reports). */
    UsageLimit: number | null;
    DailyUsage: {
      /** @enum {string} */
      period: "current" | "previous";
      subscriptions: components["schemas"]["SubscriptionDailyUsage"][];
    };
    SubscriptionDailyUsage: {
      subscription_id: string;
      agent_slug: string;
      plan: components["schemas"]["Plan"];
      limit: components["schemas"]["UsageLimit"];
      /** Format: date-time */
      period_start: string;
      /**
       * Format: date-time
       * @description When the period ends (the count resets).
       */
      period_end: string;
      /** @description Each UTC day of the period, oldest first, none missing. */
      days: components["schemas"]["UsageDay"][];
    };
    UsageDay: {
      /**
       * Format: date
       * @description The UTC day (yyyy-mm-dd).
       */
      date: string;
      used: number;
    };
    ClientReport: {
      /** @enum {string} */
      kind: "contract_mismatch" | "content_disagreement";
      /** @description The operation it is about, as this document writes it ("GET /api/usage"). */
      operation: string;
      /** @description What did not match, or what disagrees, in words for the backend's team. */
      detail: string;
      /** @description The site's path where it happened ("/es/dashboard/plan"). */
      page: string;
    };
    ClientReportReceipt: {
      /** @constant */
      received: true;
    };
    /**
     * @description What happened: a run failed (`run_failed`), a workflow became failing (`workflow_failing`), a subscription used 80 % or all of its plan's quota this period (`quota_80`, `quota_100`), a trial ends within 3 days (`trial_ending`), an invoice was issued (`invoice`).
     * @enum {string}
     */
    NotificationKind:
      "run_failed" | "workflow_failing" | "quota_80" | "quota_100" | "trial_ending" | "invoice";
    /** @description What the notification is about, which the client area links to: a run (`run_failed`), a workflow (`workflow_failing`), a subscription (the quotas, a trial) or an invoice. */
    NotificationSubject: {
      /** @enum {string} */
      type: "run" | "workflow" | "subscription" | "invoice";
      id: string;
    };
    /** @description One thing the customer is told in the client area. Besides its subject, it carries what its text needs: `workflow_name` (a run that failed, a failing workflow), `agent_slug` (every kind but an invoice), `ends_at` (a trial's end). The text itself is the site's, from the content, in the page's language. */
    Notification: {
      id: string;
      kind: components["schemas"]["NotificationKind"];
      /**
       * Format: date-time
       * @description When what it tells happened (a run's failure, the quota's crossing).
       */
      created_at: string;
      /**
       * Format: date-time
       * @description When the customer read it; null while unread.
       */
      read_at: string | null;
      subject: components["schemas"]["NotificationSubject"];
      workflow_name?: string;
      agent_slug?: components["schemas"]["AgentSlug"];
      /**
       * Format: date-time
       * @description A trial's end (`trial_ending`).
       */
      ends_at?: string;
    };
    NotificationPage: {
      items: components["schemas"]["Notification"][];
      /** @description Every unread notification of the customer's, not only this page's. */
      unread_count: number;
      /** @description The `cursor` of the next page; null on the last page. */
      next_cursor: string | null;
    };
    NotificationsRead: {
      unread_count: number;
    };
    /** @description Whether a kind is told by e-mail (the backend sends it) and in the client area. */
    NotificationChannels: {
      email: boolean;
      in_app: boolean;
    };
    /** @description Each kind of notification, with its channels. */
    NotificationPreferences: {
      run_failed: components["schemas"]["NotificationChannels"];
      workflow_failing: components["schemas"]["NotificationChannels"];
      quota_80: components["schemas"]["NotificationChannels"];
      quota_100: components["schemas"]["NotificationChannels"];
      trial_ending: components["schemas"]["NotificationChannels"];
      invoice: components["schemas"]["NotificationChannels"];
    };
    Error: {
      error: {
        /** @description A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code. */
        code: string;
        /** @description For people; the site does not show it as is. */
        message: string;
      };
    };
    /** @description An amount in the currency's minor units (cents for USD), as an integer. */
    Money: number;
    /** @description The ISO 4217 code of the currency, upper case. */
    Currency: string;
    /**
     * @description `open`: issued, not paid yet (it is charged when a card is on file); `paid`; `void`: cancelled by the agency, nothing is owed.
     * @enum {string}
     */
    InvoiceStatus: "paid" | "open" | "void";
    InvoiceLine: {
      /** @description What is billed, as the backend words it on the invoice (shown as it is). */
      description: string;
      /** @description The agent subscription it bills. */
      subscription_id: string;
      amount: components["schemas"]["Money"];
    };
    Invoice: {
      id: string;
      /** @description The invoice's number as printed, e.g. INV-2026-0012. */
      number: string;
      /**
       * Format: date-time
       * @description The start of the period it bills.
       */
      period_start: string;
      /**
       * Format: date-time
       * @description The end of the period it bills.
       */
      period_end: string;
      /** @description The total, the sum of its lines. */
      amount: components["schemas"]["Money"];
      currency: components["schemas"]["Currency"];
      status: components["schemas"]["InvoiceStatus"];
      /** Format: date-time */
      issued_at: string;
      /**
       * Format: date-time
       * @description When it was paid; null unless `paid`.
       */
      paid_at: string | null;
      lines: components["schemas"]["InvoiceLine"][];
    };
    PaymentMethod: {
      /** @description The card's brand: visa, mastercard, amex, discover, or another name (the site names those it knows, and any other as a card). */
      brand: string;
      /** @description The card number's last four digits. */
      last4: string;
      exp_month: number;
      /** @description The expiry's year, four digits. */
      exp_year: number;
    };
    PaymentMethodOnFile: {
      payment_method: components["schemas"]["PaymentMethod"] | null;
    };
    /**
     * @description What the hosted page is for: the card on file, or the billing details (name, address, tax id).
     * @enum {string}
     */
    PortalSessionPurpose: "payment_method" | "billing_details";
    PortalSessionRequest: {
      purpose: components["schemas"]["PortalSessionPurpose"];
      /** @description Where the hosted page sends the customer back: a path of the site (one leading /, not // or /\\), or an address of the site's origin. */
      return_url: string;
    };
    PortalSession: {
      /**
       * Format: uri
       * @description The hosted billing page of this session, to send the customer's window to.
       */
      url: string;
      /**
       * Format: date-time
       * @description Until when the page takes the card or the details.
       */
      expires_at: string;
    };
  };
  responses: {
    /** @description No bearer token, or one that is not a valid, unexpired ID token of the project. */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description The request does not match this document (code invalid_request). */
    InvalidRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description No such id among the signed-in user's (code not_found); another customer's id is not found either. */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description The subscription's plan quota is used up for this period (code quota_reached); it resets at the period's end (GET /api/usage). */
    QuotaReached: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description Any other failure. */
    Error: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
  };
  parameters: {
    /** @description The run's id. */
    RunId: string;
    /** @description The workflow's id. */
    WorkflowId: string;
    /** @description The agent subscription's id. */
    SubscriptionId: string;
    /** @description The form's id (FormId). */
    FormId: components["schemas"]["FormId"];
    /** @description The invoice's id. */
    InvoiceId: string;
    /** @description The notification's id. */
    NotificationId: string;
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  health: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Up. The site reads only the status; any body is accepted. */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "*/*": unknown;
        };
      };
      default: components["responses"]["Error"];
    };
  };
  createUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["UserSync"];
      };
    };
    responses: {
      /** @description The user's profile (already known). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Profile"];
        };
      };
      /** @description The user's profile (created). */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Profile"];
        };
      };
      401: components["responses"]["Unauthorized"];
      default: components["responses"]["Error"];
    };
  };
  getProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The profile. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Profile"];
        };
      };
      401: components["responses"]["Unauthorized"];
      /** @description No profile yet (the user was never synced). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  updateProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ProfileUpdate"];
      };
    };
    responses: {
      /** @description The profile after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Profile"];
        };
      };
      /** @description Changed, no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components["responses"]["Unauthorized"];
      default: components["responses"]["Error"];
    };
  };
  submitContact: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ContactRequest"];
      };
    };
    responses: {
      /** @description Recorded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ContactReceipt"];
          "text/plain": string;
        };
      };
      /** @description Recorded. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ContactReceipt"];
        };
      };
      /** @description Recorded, no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request does not match ContactRequest. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  submitForm: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The form's id (FormId). */
        form_id: components["parameters"]["FormId"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["FormSubmission"];
      };
    };
    responses: {
      /** @description Recorded. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FormReceipt"];
        };
      };
      /** @description The form id or the request does not match the document. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  getAgents: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The subscriptions, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AgentSubscription"][];
        };
      };
      401: components["responses"]["Unauthorized"];
      default: components["responses"]["Error"];
    };
  };
  startTrial: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["StartTrial"];
      };
    };
    responses: {
      /** @description The trial started. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AgentSubscription"];
        };
      };
      /** @description The request does not match StartTrial. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      401: components["responses"]["Unauthorized"];
      /** @description The user already has a subscription of this agent (code trial_exists). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  getWorkflows: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The workflows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Workflow"][];
        };
      };
      401: components["responses"]["Unauthorized"];
      default: components["responses"]["Error"];
    };
  };
  pauseWorkflow: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The workflow's id. */
        workflow_id: components["parameters"]["WorkflowId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The workflow, paused. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Workflow"];
        };
      };
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      /** @description Its subscription has ended (code conflict). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  resumeWorkflow: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The workflow's id. */
        workflow_id: components["parameters"]["WorkflowId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The workflow, running (or failing). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Workflow"];
        };
      };
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      /** @description Its subscription has ended (code conflict). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      429: components["responses"]["QuotaReached"];
      default: components["responses"]["Error"];
    };
  };
  listRuns: {
    parameters: {
      query?: {
        /** @description Only runs in this status. */
        status?: components["schemas"]["RunStatus"];
        /** @description Only this workflow's runs (another customer's workflow has none). */
        workflow_id?: string;
        /** @description Only the runs of this agent's workflows. */
        agent_slug?: components["schemas"]["AgentSlug"];
        /** @description Only runs started on this day or later: a date (yyyy-mm-dd), a whole day in UTC, from its 00:00:00.000Z. */
        started_from?: string;
        /** @description Only runs started on this day or earlier: a date (yyyy-mm-dd), a whole day in UTC, up to its 23:59:59.999Z. Before `started_from` is refused with 400. */
        started_to?: string;
        /** @description Only failed runs whose error message (`error.message`) contains this text, compared without regard to case; as given, spaces included. */
        q?: string;
        /** @description The `next_cursor` of the previous page. */
        cursor?: string;
        /** @description The most runs a page holds. */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of runs. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RunPage"];
        };
      };
      400: components["responses"]["InvalidRequest"];
      401: components["responses"]["Unauthorized"];
      default: components["responses"]["Error"];
    };
  };
  getRun: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The run's id. */
        run_id: components["parameters"]["RunId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The run. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Run"];
        };
      };
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      default: components["responses"]["Error"];
    };
  };
  retryRun: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The run's id. */
        run_id: components["parameters"]["RunId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The new run. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Run"];
        };
      };
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      /** @description The run did not fail, or its workflow is paused, or its subscription has ended (code conflict). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      429: components["responses"]["QuotaReached"];
      default: components["responses"]["Error"];
    };
  };
  stopRun: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The run's id. */
        run_id: components["parameters"]["RunId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The run, stopped. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Run"];
        };
      };
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      /** @description The run has already ended: it succeeded, failed or was stopped (code run_finished). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  getUsage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The usage of each subscription. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Usage"][];
        };
      };
      401: components["responses"]["Unauthorized"];
      default: components["responses"]["Error"];
    };
  };
  getDailyUsage: {
    parameters: {
      query?: {
        /** @description The period asked for; the current one when absent. */
        period?: "current" | "previous";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Each subscription's days of that period. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DailyUsage"];
        };
      };
      400: components["responses"]["InvalidRequest"];
      401: components["responses"]["Unauthorized"];
      default: components["responses"]["Error"];
    };
  };
  reportFromClient: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ClientReport"];
      };
    };
    responses: {
      /** @description Recorded. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ClientReportReceipt"];
        };
      };
      /** @description The report does not match ClientReport (code invalid_request). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  changePlan: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The agent subscription's id. */
        subscription_id: components["parameters"]["SubscriptionId"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ChangePlan"];
      };
    };
    responses: {
      /** @description The subscription after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AgentSubscription"];
        };
      };
      400: components["responses"]["InvalidRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      /** @description It is already on this plan, or it has ended (code conflict). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  cancelSubscription: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The agent subscription's id. */
        subscription_id: components["parameters"]["SubscriptionId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The subscription, with `cancel_at`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AgentSubscription"];
        };
      };
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      /** @description It is already cancelled, or it has ended (code conflict). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  resumeSubscription: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The agent subscription's id. */
        subscription_id: components["parameters"]["SubscriptionId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The subscription, `cancel_at` null. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AgentSubscription"];
        };
      };
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      /** @description It is not cancelled, or it has ended (code conflict). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      default: components["responses"]["Error"];
    };
  };
  listInvoices: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every invoice of the customer, newest first (an empty list for none yet). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Invoice"][];
        };
      };
      401: components["responses"]["Unauthorized"];
      default: components["responses"]["Error"];
    };
  };
  getInvoice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The invoice's id. */
        invoice_id: components["parameters"]["InvoiceId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The invoice. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Invoice"];
        };
      };
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      default: components["responses"]["Error"];
    };
  };
  getPaymentMethod: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The payment method on file; `payment_method` is null when there is none. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PaymentMethodOnFile"];
        };
      };
      401: components["responses"]["Unauthorized"];
      default: components["responses"]["Error"];
    };
  };
  createPortalSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["PortalSessionRequest"];
      };
    };
    responses: {
      /** @description The session, with the hosted page's address. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PortalSession"];
        };
      };
      /** @description The body does not match this document, or `return_url` is neither a path nor an address of the site's origin (code invalid_request). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      401: components["responses"]["Unauthorized"];
      default: components["responses"]["Error"];
    };
  };
  listNotifications: {
    parameters: {
      query?: {
        /** @description The `next_cursor` of the previous page. */
        cursor?: string;
        /** @description The most notifications a page holds. */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of notifications, and how many are unread. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotificationPage"];
        };
      };
      400: components["responses"]["InvalidRequest"];
      401: components["responses"]["Unauthorized"];
      default: components["responses"]["Error"];
    };
  };
  markNotificationRead: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The notification's id. */
        notification_id: components["parameters"]["NotificationId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The notification, read. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Notification"];
        };
      };
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      default: components["responses"]["Error"];
    };
  };
  markAllNotificationsRead: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; none is unread. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotificationsRead"];
        };
      };
      401: components["responses"]["Unauthorized"];
      default: components["responses"]["Error"];
    };
  };
  getNotificationPreferences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The preferences, every kind with every channel. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotificationPreferences"];
        };
      };
      401: components["responses"]["Unauthorized"];
      default: components["responses"]["Error"];
    };
  };
  putNotificationPreferences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["NotificationPreferences"];
      };
    };
    responses: {
      /** @description The preferences, as saved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NotificationPreferences"];
        };
      };
      400: components["responses"]["InvalidRequest"];
      401: components["responses"]["Unauthorized"];
      default: components["responses"]["Error"];
    };
  };
}
