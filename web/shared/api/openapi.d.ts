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
    /** @description A lead: the sending form's fields (all text, as typed) and its source. The home banner sends name, email, company, goals; the home contact section name, email, project; the contact page firstName, lastName, email, company, service, budget, timeline, message. Every lead also carries how the visit that sent it began: its landing page, the UTM tags of its first address (those it had) and the other site that linked to it (if one did). */
    ContactRequest: {
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
    ContactReceipt: {
      /** @constant */
      received: true;
    };
    /** @description The agent's slug, as in its Sanity document and page address (/agents/{slug}). */
    AgentSlug: string;
    /** @description The plan's id, as the agent's plans in the content name it (planId), the same in every language (starter, professional, enterprise). */
    Plan: string;
    /** @enum {string} */
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
    };
    StartTrial: {
      agent_slug: components["schemas"]["AgentSlug"];
      plan: components["schemas"]["Plan"];
    };
    /** @enum {string} */
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
      /** @description One entry per day of the last 30 days (UTC), oldest first; days without runs count 0. */
      runs_by_day: components["schemas"]["RunsOnDay"][];
    };
    Error: {
      error: {
        /** @description A stable code, e.g. unauthorized, trial_exists, invalid_request, not_found. */
        code: string;
        /** @description For people; the site does not show it as is. */
        message: string;
      };
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
  parameters: never;
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
}
