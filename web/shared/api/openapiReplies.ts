// Generated from openapi.yaml by `npm run typegen` (backend/generate-contract-types.ts): do not edit.
import type { Schema } from "@cfworker/json-schema";

/** What each status of each operation may carry: a JSON body and its schema, any body, another media type, or nothing. */
export interface ReplyShape {
  json?: Schema | boolean;
  any?: true;
  other?: true;
}

export const replyShapes: Record<string, Record<string, ReplyShape>> = {
  "GET /health": {
    "2XX": { any: true },
    default: {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
  },
  "POST /api/users": {
    "200": {
      json: {
        description: "A user's profile, the sync payload's fields.",
        type: "object",
        required: ["firebase_uid", "email", "first_name", "last_name", "company_name", "phone"],
        properties: {
          firebase_uid: { type: "string", minLength: 1 },
          email: { type: "string" },
          first_name: { type: "string" },
          last_name: { type: "string" },
          company_name: { type: "string" },
          phone: { type: "string" },
        },
      },
    },
    "201": {
      json: {
        description: "A user's profile, the sync payload's fields.",
        type: "object",
        required: ["firebase_uid", "email", "first_name", "last_name", "company_name", "phone"],
        properties: {
          firebase_uid: { type: "string", minLength: 1 },
          email: { type: "string" },
          first_name: { type: "string" },
          last_name: { type: "string" },
          company_name: { type: "string" },
          phone: { type: "string" },
        },
      },
    },
    "401": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    default: {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
  },
  "GET /api/users/profile": {
    "200": {
      json: {
        description: "A user's profile, the sync payload's fields.",
        type: "object",
        required: ["firebase_uid", "email", "first_name", "last_name", "company_name", "phone"],
        properties: {
          firebase_uid: { type: "string", minLength: 1 },
          email: { type: "string" },
          first_name: { type: "string" },
          last_name: { type: "string" },
          company_name: { type: "string" },
          phone: { type: "string" },
        },
      },
    },
    "401": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    "404": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    default: {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
  },
  "PUT /api/users/profile": {
    "200": {
      json: {
        description: "A user's profile, the sync payload's fields.",
        type: "object",
        required: ["firebase_uid", "email", "first_name", "last_name", "company_name", "phone"],
        properties: {
          firebase_uid: { type: "string", minLength: 1 },
          email: { type: "string" },
          first_name: { type: "string" },
          last_name: { type: "string" },
          company_name: { type: "string" },
          phone: { type: "string" },
        },
      },
    },
    "204": {},
    "401": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    default: {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
  },
  "POST /api/contact": {
    "200": {
      json: {
        type: "object",
        required: ["received"],
        properties: { received: { type: "boolean", const: true } },
      },
      other: true,
    },
    "201": {
      json: {
        type: "object",
        required: ["received"],
        properties: { received: { type: "boolean", const: true } },
      },
    },
    "204": {},
    "400": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    default: {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
  },
  "POST /api/forms/{form_id}/submissions": {
    "201": {
      json: {
        type: "object",
        required: ["received"],
        properties: { received: { type: "boolean", const: true } },
      },
    },
    "400": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    default: {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
  },
  "GET /api/agents": {
    "200": {
      json: {
        type: "array",
        items: {
          type: "object",
          required: ["id", "agent_slug", "plan", "status", "started_at", "trial_ends_at"],
          properties: {
            id: { type: "string", minLength: 1 },
            agent_slug: {
              description: "The agent's slug, as in its Sanity document and page address (/agents/{slug}).",
              type: "string",
              pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
            },
            plan: {
              description:
                "The plan's id, as the agent's plans in the content name it (planId), the same in every language (starter, professional, enterprise).",
              type: "string",
              pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
            },
            status: {
              description:
                "`cancelled` means it has ended. A trial or subscription that is cancelled but still working keeps its status until then, with `cancel_at` set. A trial that reaches its end with no payment method on file ends too (`cancelled`, `cancel_at` its trial's end) instead of becoming `active`.\n",
              type: "string",
              enum: ["trial", "active", "paused", "cancelled"],
            },
            started_at: { type: "string", format: "date-time" },
            trial_ends_at: {
              description: "When the trial ends; null for a subscription that never was a trial.",
              type: ["string", "null"],
              format: "date-time",
            },
            current_period_end: {
              description: "The renewal date of a paid subscription, when its period ends; null on a trial.",
              type: ["string", "null"],
              format: "date-time",
            },
            cancel_at: {
              description:
                "Set when it is cancelled: it keeps working until then and does not renew. Null when it is not cancelled.\n",
              type: ["string", "null"],
              format: "date-time",
            },
            scheduled_plan: {
              description: "A downgrade waiting for the period's end; null when none waits.",
              anyOf: [
                {
                  type: "object",
                  required: ["plan", "applies_at"],
                  properties: {
                    plan: {
                      description:
                        "The plan's id, as the agent's plans in the content name it (planId), the same in every language (starter, professional, enterprise).",
                      type: "string",
                      pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
                    },
                    applies_at: {
                      description: "When the plan changes (the period's end).",
                      type: "string",
                      format: "date-time",
                    },
                  },
                },
                { type: "null" },
              ],
            },
          },
        },
      },
    },
    "401": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    default: {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
  },
  "POST /api/agents": {
    "201": {
      json: {
        type: "object",
        required: ["id", "agent_slug", "plan", "status", "started_at", "trial_ends_at"],
        properties: {
          id: { type: "string", minLength: 1 },
          agent_slug: {
            description: "The agent's slug, as in its Sanity document and page address (/agents/{slug}).",
            type: "string",
            pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
          },
          plan: {
            description:
              "The plan's id, as the agent's plans in the content name it (planId), the same in every language (starter, professional, enterprise).",
            type: "string",
            pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
          },
          status: {
            description:
              "`cancelled` means it has ended. A trial or subscription that is cancelled but still working keeps its status until then, with `cancel_at` set. A trial that reaches its end with no payment method on file ends too (`cancelled`, `cancel_at` its trial's end) instead of becoming `active`.\n",
            type: "string",
            enum: ["trial", "active", "paused", "cancelled"],
          },
          started_at: { type: "string", format: "date-time" },
          trial_ends_at: {
            description: "When the trial ends; null for a subscription that never was a trial.",
            type: ["string", "null"],
            format: "date-time",
          },
          current_period_end: {
            description: "The renewal date of a paid subscription, when its period ends; null on a trial.",
            type: ["string", "null"],
            format: "date-time",
          },
          cancel_at: {
            description:
              "Set when it is cancelled: it keeps working until then and does not renew. Null when it is not cancelled.\n",
            type: ["string", "null"],
            format: "date-time",
          },
          scheduled_plan: {
            description: "A downgrade waiting for the period's end; null when none waits.",
            anyOf: [
              {
                type: "object",
                required: ["plan", "applies_at"],
                properties: {
                  plan: {
                    description:
                      "The plan's id, as the agent's plans in the content name it (planId), the same in every language (starter, professional, enterprise).",
                    type: "string",
                    pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
                  },
                  applies_at: {
                    description: "When the plan changes (the period's end).",
                    type: "string",
                    format: "date-time",
                  },
                },
              },
              { type: "null" },
            ],
          },
        },
      },
    },
    "400": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    "401": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    "409": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    default: {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
  },
  "GET /api/workflows": {
    "200": {
      json: {
        type: "array",
        items: {
          type: "object",
          required: ["id", "name", "subscription_id", "status", "last_run_at", "runs_by_day"],
          properties: {
            id: { type: "string", minLength: 1 },
            name: { type: "string", minLength: 1 },
            subscription_id: { type: "string", minLength: 1 },
            status: {
              description:
                "`failing` when the last of its runs that succeeded or failed, failed (a stopped run does not count); `paused` whatever its runs.\n",
              type: "string",
              enum: ["running", "paused", "failing"],
            },
            last_run_at: {
              description: "The last run's time; null before the first run.",
              type: ["string", "null"],
              format: "date-time",
            },
            runs_by_day: {
              description:
                "One entry per day of the last 30 days (UTC), oldest first; days without runs count 0. Each day counts the workflow's runs that started that day and have succeeded or failed (a stopped run is neither).\n",
              type: "array",
              maxItems: 30,
              items: {
                type: "object",
                required: ["date", "succeeded", "failed"],
                properties: {
                  date: { type: "string", format: "date" },
                  succeeded: { type: "integer", minimum: 0 },
                  failed: { type: "integer", minimum: 0 },
                },
              },
            },
            last_error: {
              description: "The last failed run of a failing workflow; null when it is not failing.",
              anyOf: [
                {
                  type: "object",
                  required: ["run_id", "message", "at"],
                  properties: {
                    run_id: { type: "string", minLength: 1 },
                    message: {
                      description: "The failed run's error message (RunError.message), for the customer.",
                      type: "string",
                    },
                    at: { description: "When that run failed.", type: "string", format: "date-time" },
                  },
                },
                { type: "null" },
              ],
            },
          },
        },
      },
    },
    "401": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    default: {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
  },
  "POST /api/workflows/{workflow_id}/pause": {
    "200": {
      json: {
        type: "object",
        required: ["id", "name", "subscription_id", "status", "last_run_at", "runs_by_day"],
        properties: {
          id: { type: "string", minLength: 1 },
          name: { type: "string", minLength: 1 },
          subscription_id: { type: "string", minLength: 1 },
          status: {
            description:
              "`failing` when the last of its runs that succeeded or failed, failed (a stopped run does not count); `paused` whatever its runs.\n",
            type: "string",
            enum: ["running", "paused", "failing"],
          },
          last_run_at: {
            description: "The last run's time; null before the first run.",
            type: ["string", "null"],
            format: "date-time",
          },
          runs_by_day: {
            description:
              "One entry per day of the last 30 days (UTC), oldest first; days without runs count 0. Each day counts the workflow's runs that started that day and have succeeded or failed (a stopped run is neither).\n",
            type: "array",
            maxItems: 30,
            items: {
              type: "object",
              required: ["date", "succeeded", "failed"],
              properties: {
                date: { type: "string", format: "date" },
                succeeded: { type: "integer", minimum: 0 },
                failed: { type: "integer", minimum: 0 },
              },
            },
          },
          last_error: {
            description: "The last failed run of a failing workflow; null when it is not failing.",
            anyOf: [
              {
                type: "object",
                required: ["run_id", "message", "at"],
                properties: {
                  run_id: { type: "string", minLength: 1 },
                  message: {
                    description: "The failed run's error message (RunError.message), for the customer.",
                    type: "string",
                  },
                  at: { description: "When that run failed.", type: "string", format: "date-time" },
                },
              },
              { type: "null" },
            ],
          },
        },
      },
    },
    "401": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    "404": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    "409": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    default: {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
  },
  "POST /api/workflows/{workflow_id}/resume": {
    "200": {
      json: {
        type: "object",
        required: ["id", "name", "subscription_id", "status", "last_run_at", "runs_by_day"],
        properties: {
          id: { type: "string", minLength: 1 },
          name: { type: "string", minLength: 1 },
          subscription_id: { type: "string", minLength: 1 },
          status: {
            description:
              "`failing` when the last of its runs that succeeded or failed, failed (a stopped run does not count); `paused` whatever its runs.\n",
            type: "string",
            enum: ["running", "paused", "failing"],
          },
          last_run_at: {
            description: "The last run's time; null before the first run.",
            type: ["string", "null"],
            format: "date-time",
          },
          runs_by_day: {
            description:
              "One entry per day of the last 30 days (UTC), oldest first; days without runs count 0. Each day counts the workflow's runs that started that day and have succeeded or failed (a stopped run is neither).\n",
            type: "array",
            maxItems: 30,
            items: {
              type: "object",
              required: ["date", "succeeded", "failed"],
              properties: {
                date: { type: "string", format: "date" },
                succeeded: { type: "integer", minimum: 0 },
                failed: { type: "integer", minimum: 0 },
              },
            },
          },
          last_error: {
            description: "The last failed run of a failing workflow; null when it is not failing.",
            anyOf: [
              {
                type: "object",
                required: ["run_id", "message", "at"],
                properties: {
                  run_id: { type: "string", minLength: 1 },
                  message: {
                    description: "The failed run's error message (RunError.message), for the customer.",
                    type: "string",
                  },
                  at: { description: "When that run failed.", type: "string", format: "date-time" },
                },
              },
              { type: "null" },
            ],
          },
        },
      },
    },
    "401": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    "404": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    "409": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    "429": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    default: {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
  },
  "GET /api/runs": {
    "200": {
      json: {
        type: "object",
        required: ["runs", "next_cursor"],
        properties: {
          runs: {
            type: "array",
            items: {
              type: "object",
              required: [
                "id",
                "workflow_id",
                "workflow_name",
                "subscription_id",
                "agent_slug",
                "status",
                "trigger",
                "started_at",
                "finished_at",
                "duration_ms",
                "retry_of",
                "error",
              ],
              properties: {
                id: { type: "string", minLength: 1 },
                workflow_id: { type: "string", minLength: 1 },
                workflow_name: { type: "string", minLength: 1 },
                subscription_id: { type: "string", minLength: 1 },
                agent_slug: {
                  description:
                    "The agent's slug, as in its Sanity document and page address (/agents/{slug}).",
                  type: "string",
                  pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
                },
                status: {
                  description:
                    "`queued` and `running` are a run still going; `succeeded`, `failed` and `stopped` (the customer stopped it: POST /api/runs/{run_id}/stop) are a run that has ended.\n",
                  type: "string",
                  enum: ["queued", "running", "succeeded", "failed", "stopped"],
                },
                trigger: {
                  description: "What started the run; `retry` is POST /api/runs/{run_id}/retry.",
                  type: "string",
                  enum: ["schedule", "manual", "retry"],
                },
                started_at: {
                  description: "When the run was started (a queued run waits for its first step).",
                  type: "string",
                  format: "date-time",
                },
                finished_at: {
                  description:
                    "When it succeeded, failed or was stopped; null while it is queued or running.",
                  type: ["string", "null"],
                  format: "date-time",
                },
                duration_ms: {
                  description: "From started_at to finished_at; null while it is queued or running.",
                  type: ["integer", "null"],
                  minimum: 0,
                },
                retry_of: {
                  description: "The failed run this one retries; null unless its trigger is `retry`.",
                  type: ["string", "null"],
                },
                error: {
                  description: "The failed step's error; null unless the run failed.",
                  anyOf: [
                    {
                      description:
                        "Why a run or a step failed. Unlike Error.message, its message is written for the customer, in plain words, and the site shows it as it is.\n",
                      type: "object",
                      required: ["code", "message"],
                      properties: {
                        code: {
                          description:
                            "A stable code, e.g. connection_expired, rate_limited, source_missing, model_timeout.",
                          type: "string",
                          minLength: 1,
                        },
                        message: { type: "string", minLength: 1 },
                      },
                    },
                    { type: "null" },
                  ],
                },
              },
            },
          },
          next_cursor: {
            description: "The `cursor` of the next page; null on the last page.",
            type: ["string", "null"],
          },
        },
      },
    },
    "400": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    "401": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    default: {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
  },
  "GET /api/runs/{run_id}": {
    "200": {
      json: {
        description: "A run with its steps, in the order they run.",
        allOf: [
          {
            type: "object",
            required: [
              "id",
              "workflow_id",
              "workflow_name",
              "subscription_id",
              "agent_slug",
              "status",
              "trigger",
              "started_at",
              "finished_at",
              "duration_ms",
              "retry_of",
              "error",
            ],
            properties: {
              id: { type: "string", minLength: 1 },
              workflow_id: { type: "string", minLength: 1 },
              workflow_name: { type: "string", minLength: 1 },
              subscription_id: { type: "string", minLength: 1 },
              agent_slug: {
                description: "The agent's slug, as in its Sanity document and page address (/agents/{slug}).",
                type: "string",
                pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
              },
              status: {
                description:
                  "`queued` and `running` are a run still going; `succeeded`, `failed` and `stopped` (the customer stopped it: POST /api/runs/{run_id}/stop) are a run that has ended.\n",
                type: "string",
                enum: ["queued", "running", "succeeded", "failed", "stopped"],
              },
              trigger: {
                description: "What started the run; `retry` is POST /api/runs/{run_id}/retry.",
                type: "string",
                enum: ["schedule", "manual", "retry"],
              },
              started_at: {
                description: "When the run was started (a queued run waits for its first step).",
                type: "string",
                format: "date-time",
              },
              finished_at: {
                description: "When it succeeded, failed or was stopped; null while it is queued or running.",
                type: ["string", "null"],
                format: "date-time",
              },
              duration_ms: {
                description: "From started_at to finished_at; null while it is queued or running.",
                type: ["integer", "null"],
                minimum: 0,
              },
              retry_of: {
                description: "The failed run this one retries; null unless its trigger is `retry`.",
                type: ["string", "null"],
              },
              error: {
                description: "The failed step's error; null unless the run failed.",
                anyOf: [
                  {
                    description:
                      "Why a run or a step failed. Unlike Error.message, its message is written for the customer, in plain words, and the site shows it as it is.\n",
                    type: "object",
                    required: ["code", "message"],
                    properties: {
                      code: {
                        description:
                          "A stable code, e.g. connection_expired, rate_limited, source_missing, model_timeout.",
                        type: "string",
                        minLength: 1,
                      },
                      message: { type: "string", minLength: 1 },
                    },
                  },
                  { type: "null" },
                ],
              },
            },
          },
          {
            type: "object",
            required: ["steps"],
            properties: {
              steps: {
                type: "array",
                items: {
                  type: "object",
                  required: ["name", "status", "started_at", "duration_ms", "error"],
                  properties: {
                    name: { type: "string", minLength: 1 },
                    status: {
                      description:
                        "A step after a failed one is `skipped`, and so is every step that had not ended when its run was stopped; the steps of a run still going are `pending` until they start.\n",
                      type: "string",
                      enum: ["pending", "running", "succeeded", "failed", "skipped"],
                    },
                    started_at: {
                      description:
                        "Null until it starts; a skipped step's is null, but for one cut short by a stop (it had started).\n",
                      type: ["string", "null"],
                      format: "date-time",
                    },
                    duration_ms: {
                      description: "Null until it ends (a step cut short by a stop ends with its run).",
                      type: ["integer", "null"],
                      minimum: 0,
                    },
                    error: {
                      description: "Why it failed; null unless it failed.",
                      anyOf: [
                        {
                          description:
                            "Why a run or a step failed. Unlike Error.message, its message is written for the customer, in plain words, and the site shows it as it is.\n",
                          type: "object",
                          required: ["code", "message"],
                          properties: {
                            code: {
                              description:
                                "A stable code, e.g. connection_expired, rate_limited, source_missing, model_timeout.",
                              type: "string",
                              minLength: 1,
                            },
                            message: { type: "string", minLength: 1 },
                          },
                        },
                        { type: "null" },
                      ],
                    },
                  },
                },
              },
            },
          },
        ],
      },
    },
    "401": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    "404": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    default: {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
  },
  "POST /api/runs/{run_id}/retry": {
    "201": {
      json: {
        description: "A run with its steps, in the order they run.",
        allOf: [
          {
            type: "object",
            required: [
              "id",
              "workflow_id",
              "workflow_name",
              "subscription_id",
              "agent_slug",
              "status",
              "trigger",
              "started_at",
              "finished_at",
              "duration_ms",
              "retry_of",
              "error",
            ],
            properties: {
              id: { type: "string", minLength: 1 },
              workflow_id: { type: "string", minLength: 1 },
              workflow_name: { type: "string", minLength: 1 },
              subscription_id: { type: "string", minLength: 1 },
              agent_slug: {
                description: "The agent's slug, as in its Sanity document and page address (/agents/{slug}).",
                type: "string",
                pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
              },
              status: {
                description:
                  "`queued` and `running` are a run still going; `succeeded`, `failed` and `stopped` (the customer stopped it: POST /api/runs/{run_id}/stop) are a run that has ended.\n",
                type: "string",
                enum: ["queued", "running", "succeeded", "failed", "stopped"],
              },
              trigger: {
                description: "What started the run; `retry` is POST /api/runs/{run_id}/retry.",
                type: "string",
                enum: ["schedule", "manual", "retry"],
              },
              started_at: {
                description: "When the run was started (a queued run waits for its first step).",
                type: "string",
                format: "date-time",
              },
              finished_at: {
                description: "When it succeeded, failed or was stopped; null while it is queued or running.",
                type: ["string", "null"],
                format: "date-time",
              },
              duration_ms: {
                description: "From started_at to finished_at; null while it is queued or running.",
                type: ["integer", "null"],
                minimum: 0,
              },
              retry_of: {
                description: "The failed run this one retries; null unless its trigger is `retry`.",
                type: ["string", "null"],
              },
              error: {
                description: "The failed step's error; null unless the run failed.",
                anyOf: [
                  {
                    description:
                      "Why a run or a step failed. Unlike Error.message, its message is written for the customer, in plain words, and the site shows it as it is.\n",
                    type: "object",
                    required: ["code", "message"],
                    properties: {
                      code: {
                        description:
                          "A stable code, e.g. connection_expired, rate_limited, source_missing, model_timeout.",
                        type: "string",
                        minLength: 1,
                      },
                      message: { type: "string", minLength: 1 },
                    },
                  },
                  { type: "null" },
                ],
              },
            },
          },
          {
            type: "object",
            required: ["steps"],
            properties: {
              steps: {
                type: "array",
                items: {
                  type: "object",
                  required: ["name", "status", "started_at", "duration_ms", "error"],
                  properties: {
                    name: { type: "string", minLength: 1 },
                    status: {
                      description:
                        "A step after a failed one is `skipped`, and so is every step that had not ended when its run was stopped; the steps of a run still going are `pending` until they start.\n",
                      type: "string",
                      enum: ["pending", "running", "succeeded", "failed", "skipped"],
                    },
                    started_at: {
                      description:
                        "Null until it starts; a skipped step's is null, but for one cut short by a stop (it had started).\n",
                      type: ["string", "null"],
                      format: "date-time",
                    },
                    duration_ms: {
                      description: "Null until it ends (a step cut short by a stop ends with its run).",
                      type: ["integer", "null"],
                      minimum: 0,
                    },
                    error: {
                      description: "Why it failed; null unless it failed.",
                      anyOf: [
                        {
                          description:
                            "Why a run or a step failed. Unlike Error.message, its message is written for the customer, in plain words, and the site shows it as it is.\n",
                          type: "object",
                          required: ["code", "message"],
                          properties: {
                            code: {
                              description:
                                "A stable code, e.g. connection_expired, rate_limited, source_missing, model_timeout.",
                              type: "string",
                              minLength: 1,
                            },
                            message: { type: "string", minLength: 1 },
                          },
                        },
                        { type: "null" },
                      ],
                    },
                  },
                },
              },
            },
          },
        ],
      },
    },
    "401": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    "404": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    "409": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    "429": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    default: {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
  },
  "POST /api/runs/{run_id}/stop": {
    "200": {
      json: {
        description: "A run with its steps, in the order they run.",
        allOf: [
          {
            type: "object",
            required: [
              "id",
              "workflow_id",
              "workflow_name",
              "subscription_id",
              "agent_slug",
              "status",
              "trigger",
              "started_at",
              "finished_at",
              "duration_ms",
              "retry_of",
              "error",
            ],
            properties: {
              id: { type: "string", minLength: 1 },
              workflow_id: { type: "string", minLength: 1 },
              workflow_name: { type: "string", minLength: 1 },
              subscription_id: { type: "string", minLength: 1 },
              agent_slug: {
                description: "The agent's slug, as in its Sanity document and page address (/agents/{slug}).",
                type: "string",
                pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
              },
              status: {
                description:
                  "`queued` and `running` are a run still going; `succeeded`, `failed` and `stopped` (the customer stopped it: POST /api/runs/{run_id}/stop) are a run that has ended.\n",
                type: "string",
                enum: ["queued", "running", "succeeded", "failed", "stopped"],
              },
              trigger: {
                description: "What started the run; `retry` is POST /api/runs/{run_id}/retry.",
                type: "string",
                enum: ["schedule", "manual", "retry"],
              },
              started_at: {
                description: "When the run was started (a queued run waits for its first step).",
                type: "string",
                format: "date-time",
              },
              finished_at: {
                description: "When it succeeded, failed or was stopped; null while it is queued or running.",
                type: ["string", "null"],
                format: "date-time",
              },
              duration_ms: {
                description: "From started_at to finished_at; null while it is queued or running.",
                type: ["integer", "null"],
                minimum: 0,
              },
              retry_of: {
                description: "The failed run this one retries; null unless its trigger is `retry`.",
                type: ["string", "null"],
              },
              error: {
                description: "The failed step's error; null unless the run failed.",
                anyOf: [
                  {
                    description:
                      "Why a run or a step failed. Unlike Error.message, its message is written for the customer, in plain words, and the site shows it as it is.\n",
                    type: "object",
                    required: ["code", "message"],
                    properties: {
                      code: {
                        description:
                          "A stable code, e.g. connection_expired, rate_limited, source_missing, model_timeout.",
                        type: "string",
                        minLength: 1,
                      },
                      message: { type: "string", minLength: 1 },
                    },
                  },
                  { type: "null" },
                ],
              },
            },
          },
          {
            type: "object",
            required: ["steps"],
            properties: {
              steps: {
                type: "array",
                items: {
                  type: "object",
                  required: ["name", "status", "started_at", "duration_ms", "error"],
                  properties: {
                    name: { type: "string", minLength: 1 },
                    status: {
                      description:
                        "A step after a failed one is `skipped`, and so is every step that had not ended when its run was stopped; the steps of a run still going are `pending` until they start.\n",
                      type: "string",
                      enum: ["pending", "running", "succeeded", "failed", "skipped"],
                    },
                    started_at: {
                      description:
                        "Null until it starts; a skipped step's is null, but for one cut short by a stop (it had started).\n",
                      type: ["string", "null"],
                      format: "date-time",
                    },
                    duration_ms: {
                      description: "Null until it ends (a step cut short by a stop ends with its run).",
                      type: ["integer", "null"],
                      minimum: 0,
                    },
                    error: {
                      description: "Why it failed; null unless it failed.",
                      anyOf: [
                        {
                          description:
                            "Why a run or a step failed. Unlike Error.message, its message is written for the customer, in plain words, and the site shows it as it is.\n",
                          type: "object",
                          required: ["code", "message"],
                          properties: {
                            code: {
                              description:
                                "A stable code, e.g. connection_expired, rate_limited, source_missing, model_timeout.",
                              type: "string",
                              minLength: 1,
                            },
                            message: { type: "string", minLength: 1 },
                          },
                        },
                        { type: "null" },
                      ],
                    },
                  },
                },
              },
            },
          },
        ],
      },
    },
    "401": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    "404": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    "409": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    default: {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
  },
  "GET /api/usage": {
    "200": {
      json: {
        type: "array",
        items: {
          type: "object",
          required: ["subscription_id", "used", "period_start", "period_end", "limit"],
          properties: {
            subscription_id: { type: "string", minLength: 1 },
            used: {
              description: "Units of the plan's quota used this period: one succeeded run is one unit.\n",
              type: "integer",
              minimum: 0,
            },
            period_start: {
              description: "When this period began: the subscription's billing month, or a trial's start.\n",
              type: "string",
              format: "date-time",
            },
            period_end: {
              description: "When the count resets (a trial's end, or the renewal date).",
              type: "string",
              format: "date-time",
            },
            limit: {
              description:
                "The units a period the backend allows the subscription's plan (it refuses runs past it with 429 quota_reached); null when it sets no limit. The site shows this limit, with the content's unit; a content quota that differs is reported (POST /api/client-reports).\n",
              type: ["integer", "null"],
              minimum: 0,
            },
          },
        },
      },
    },
    "401": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    default: {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
  },
  "GET /api/usage/daily": {
    "200": {
      json: {
        type: "object",
        required: ["period", "subscriptions"],
        properties: {
          period: { type: "string", enum: ["current", "previous"] },
          subscriptions: {
            type: "array",
            items: {
              type: "object",
              required: [
                "subscription_id",
                "agent_slug",
                "plan",
                "limit",
                "period_start",
                "period_end",
                "days",
              ],
              properties: {
                subscription_id: { type: "string", minLength: 1 },
                agent_slug: { type: "string", minLength: 1 },
                plan: {
                  description:
                    "The plan's id, as the agent's plans in the content name it (planId), the same in every language (starter, professional, enterprise).",
                  type: "string",
                  pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
                },
                limit: {
                  description:
                    "The units a period the backend allows the subscription's plan (it refuses runs past it with 429 quota_reached); null when it sets no limit. The site shows this limit, with the content's unit; a content quota that differs is reported (POST /api/client-reports).\n",
                  type: ["integer", "null"],
                  minimum: 0,
                },
                period_start: { type: "string", format: "date-time" },
                period_end: {
                  description: "When the period ends (the count resets).",
                  type: "string",
                  format: "date-time",
                },
                days: {
                  description: "Each UTC day of the period, oldest first, none missing.",
                  type: "array",
                  items: {
                    type: "object",
                    required: ["date", "used"],
                    properties: {
                      date: { description: "The UTC day (yyyy-mm-dd).", type: "string", format: "date" },
                      used: { type: "integer", minimum: 0 },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    "400": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    "401": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    default: {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
  },
  "POST /api/client-reports": {
    "202": { json: { type: "object", required: ["received"], properties: { received: { const: true } } } },
    "400": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    default: {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
  },
  "POST /api/agents/{subscription_id}/plan": {
    "200": {
      json: {
        type: "object",
        required: ["id", "agent_slug", "plan", "status", "started_at", "trial_ends_at"],
        properties: {
          id: { type: "string", minLength: 1 },
          agent_slug: {
            description: "The agent's slug, as in its Sanity document and page address (/agents/{slug}).",
            type: "string",
            pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
          },
          plan: {
            description:
              "The plan's id, as the agent's plans in the content name it (planId), the same in every language (starter, professional, enterprise).",
            type: "string",
            pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
          },
          status: {
            description:
              "`cancelled` means it has ended. A trial or subscription that is cancelled but still working keeps its status until then, with `cancel_at` set. A trial that reaches its end with no payment method on file ends too (`cancelled`, `cancel_at` its trial's end) instead of becoming `active`.\n",
            type: "string",
            enum: ["trial", "active", "paused", "cancelled"],
          },
          started_at: { type: "string", format: "date-time" },
          trial_ends_at: {
            description: "When the trial ends; null for a subscription that never was a trial.",
            type: ["string", "null"],
            format: "date-time",
          },
          current_period_end: {
            description: "The renewal date of a paid subscription, when its period ends; null on a trial.",
            type: ["string", "null"],
            format: "date-time",
          },
          cancel_at: {
            description:
              "Set when it is cancelled: it keeps working until then and does not renew. Null when it is not cancelled.\n",
            type: ["string", "null"],
            format: "date-time",
          },
          scheduled_plan: {
            description: "A downgrade waiting for the period's end; null when none waits.",
            anyOf: [
              {
                type: "object",
                required: ["plan", "applies_at"],
                properties: {
                  plan: {
                    description:
                      "The plan's id, as the agent's plans in the content name it (planId), the same in every language (starter, professional, enterprise).",
                    type: "string",
                    pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
                  },
                  applies_at: {
                    description: "When the plan changes (the period's end).",
                    type: "string",
                    format: "date-time",
                  },
                },
              },
              { type: "null" },
            ],
          },
        },
      },
    },
    "400": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    "401": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    "404": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    "409": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    default: {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
  },
  "POST /api/agents/{subscription_id}/cancel": {
    "200": {
      json: {
        type: "object",
        required: ["id", "agent_slug", "plan", "status", "started_at", "trial_ends_at"],
        properties: {
          id: { type: "string", minLength: 1 },
          agent_slug: {
            description: "The agent's slug, as in its Sanity document and page address (/agents/{slug}).",
            type: "string",
            pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
          },
          plan: {
            description:
              "The plan's id, as the agent's plans in the content name it (planId), the same in every language (starter, professional, enterprise).",
            type: "string",
            pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
          },
          status: {
            description:
              "`cancelled` means it has ended. A trial or subscription that is cancelled but still working keeps its status until then, with `cancel_at` set. A trial that reaches its end with no payment method on file ends too (`cancelled`, `cancel_at` its trial's end) instead of becoming `active`.\n",
            type: "string",
            enum: ["trial", "active", "paused", "cancelled"],
          },
          started_at: { type: "string", format: "date-time" },
          trial_ends_at: {
            description: "When the trial ends; null for a subscription that never was a trial.",
            type: ["string", "null"],
            format: "date-time",
          },
          current_period_end: {
            description: "The renewal date of a paid subscription, when its period ends; null on a trial.",
            type: ["string", "null"],
            format: "date-time",
          },
          cancel_at: {
            description:
              "Set when it is cancelled: it keeps working until then and does not renew. Null when it is not cancelled.\n",
            type: ["string", "null"],
            format: "date-time",
          },
          scheduled_plan: {
            description: "A downgrade waiting for the period's end; null when none waits.",
            anyOf: [
              {
                type: "object",
                required: ["plan", "applies_at"],
                properties: {
                  plan: {
                    description:
                      "The plan's id, as the agent's plans in the content name it (planId), the same in every language (starter, professional, enterprise).",
                    type: "string",
                    pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
                  },
                  applies_at: {
                    description: "When the plan changes (the period's end).",
                    type: "string",
                    format: "date-time",
                  },
                },
              },
              { type: "null" },
            ],
          },
        },
      },
    },
    "401": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    "404": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    "409": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    default: {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
  },
  "POST /api/agents/{subscription_id}/resume": {
    "200": {
      json: {
        type: "object",
        required: ["id", "agent_slug", "plan", "status", "started_at", "trial_ends_at"],
        properties: {
          id: { type: "string", minLength: 1 },
          agent_slug: {
            description: "The agent's slug, as in its Sanity document and page address (/agents/{slug}).",
            type: "string",
            pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
          },
          plan: {
            description:
              "The plan's id, as the agent's plans in the content name it (planId), the same in every language (starter, professional, enterprise).",
            type: "string",
            pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
          },
          status: {
            description:
              "`cancelled` means it has ended. A trial or subscription that is cancelled but still working keeps its status until then, with `cancel_at` set. A trial that reaches its end with no payment method on file ends too (`cancelled`, `cancel_at` its trial's end) instead of becoming `active`.\n",
            type: "string",
            enum: ["trial", "active", "paused", "cancelled"],
          },
          started_at: { type: "string", format: "date-time" },
          trial_ends_at: {
            description: "When the trial ends; null for a subscription that never was a trial.",
            type: ["string", "null"],
            format: "date-time",
          },
          current_period_end: {
            description: "The renewal date of a paid subscription, when its period ends; null on a trial.",
            type: ["string", "null"],
            format: "date-time",
          },
          cancel_at: {
            description:
              "Set when it is cancelled: it keeps working until then and does not renew. Null when it is not cancelled.\n",
            type: ["string", "null"],
            format: "date-time",
          },
          scheduled_plan: {
            description: "A downgrade waiting for the period's end; null when none waits.",
            anyOf: [
              {
                type: "object",
                required: ["plan", "applies_at"],
                properties: {
                  plan: {
                    description:
                      "The plan's id, as the agent's plans in the content name it (planId), the same in every language (starter, professional, enterprise).",
                    type: "string",
                    pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
                  },
                  applies_at: {
                    description: "When the plan changes (the period's end).",
                    type: "string",
                    format: "date-time",
                  },
                },
              },
              { type: "null" },
            ],
          },
        },
      },
    },
    "401": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    "404": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    "409": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    default: {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
  },
  "GET /api/billing/invoices": {
    "200": {
      json: {
        type: "array",
        items: {
          type: "object",
          required: [
            "id",
            "number",
            "period_start",
            "period_end",
            "amount",
            "currency",
            "status",
            "issued_at",
            "paid_at",
            "lines",
          ],
          properties: {
            id: { type: "string", minLength: 1 },
            number: {
              description: "The invoice's number as printed, e.g. INV-2026-0012.",
              type: "string",
              minLength: 1,
            },
            period_start: {
              description: "The start of the period it bills.",
              type: "string",
              format: "date-time",
            },
            period_end: {
              description: "The end of the period it bills.",
              type: "string",
              format: "date-time",
            },
            amount: {
              description: "An amount in the currency's minor units (cents for USD), as an integer.",
              type: "integer",
            },
            currency: {
              description: "The ISO 4217 code of the currency, upper case.",
              type: "string",
              pattern: "^[A-Z]{3}$",
            },
            status: {
              description:
                "`open`: issued, not paid yet (it is charged when a card is on file); `paid`; `void`: cancelled by the agency, nothing is owed.\n",
              type: "string",
              enum: ["paid", "open", "void"],
            },
            issued_at: { type: "string", format: "date-time" },
            paid_at: {
              description: "When it was paid; null unless `paid`.",
              type: ["string", "null"],
              format: "date-time",
            },
            lines: {
              type: "array",
              minItems: 1,
              items: {
                type: "object",
                required: ["description", "subscription_id", "amount"],
                properties: {
                  description: {
                    description: "What is billed, as the backend words it on the invoice (shown as it is).",
                    type: "string",
                    minLength: 1,
                  },
                  subscription_id: {
                    description: "The agent subscription it bills.",
                    type: "string",
                    minLength: 1,
                  },
                  amount: {
                    description: "An amount in the currency's minor units (cents for USD), as an integer.",
                    type: "integer",
                  },
                },
              },
            },
          },
        },
      },
    },
    "401": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    default: {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
  },
  "GET /api/billing/invoices/{invoice_id}": {
    "200": {
      json: {
        type: "object",
        required: [
          "id",
          "number",
          "period_start",
          "period_end",
          "amount",
          "currency",
          "status",
          "issued_at",
          "paid_at",
          "lines",
        ],
        properties: {
          id: { type: "string", minLength: 1 },
          number: {
            description: "The invoice's number as printed, e.g. INV-2026-0012.",
            type: "string",
            minLength: 1,
          },
          period_start: {
            description: "The start of the period it bills.",
            type: "string",
            format: "date-time",
          },
          period_end: { description: "The end of the period it bills.", type: "string", format: "date-time" },
          amount: {
            description: "An amount in the currency's minor units (cents for USD), as an integer.",
            type: "integer",
          },
          currency: {
            description: "The ISO 4217 code of the currency, upper case.",
            type: "string",
            pattern: "^[A-Z]{3}$",
          },
          status: {
            description:
              "`open`: issued, not paid yet (it is charged when a card is on file); `paid`; `void`: cancelled by the agency, nothing is owed.\n",
            type: "string",
            enum: ["paid", "open", "void"],
          },
          issued_at: { type: "string", format: "date-time" },
          paid_at: {
            description: "When it was paid; null unless `paid`.",
            type: ["string", "null"],
            format: "date-time",
          },
          lines: {
            type: "array",
            minItems: 1,
            items: {
              type: "object",
              required: ["description", "subscription_id", "amount"],
              properties: {
                description: {
                  description: "What is billed, as the backend words it on the invoice (shown as it is).",
                  type: "string",
                  minLength: 1,
                },
                subscription_id: {
                  description: "The agent subscription it bills.",
                  type: "string",
                  minLength: 1,
                },
                amount: {
                  description: "An amount in the currency's minor units (cents for USD), as an integer.",
                  type: "integer",
                },
              },
            },
          },
        },
      },
    },
    "401": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    "404": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    default: {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
  },
  "GET /api/billing/payment-method": {
    "200": {
      json: {
        type: "object",
        required: ["payment_method"],
        properties: {
          payment_method: {
            anyOf: [
              {
                type: "object",
                required: ["brand", "last4", "exp_month", "exp_year"],
                properties: {
                  brand: {
                    description:
                      "The card's brand: visa, mastercard, amex, discover, or another name (the site names those it knows, and any other as a card).\n",
                    type: "string",
                    minLength: 1,
                  },
                  last4: {
                    description: "The card number's last four digits.",
                    type: "string",
                    pattern: "^[0-9]{4}$",
                  },
                  exp_month: { type: "integer", minimum: 1, maximum: 12 },
                  exp_year: {
                    description: "The expiry's year, four digits.",
                    type: "integer",
                    minimum: 2000,
                    maximum: 2200,
                  },
                },
              },
              { type: "null" },
            ],
          },
        },
      },
    },
    "401": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    default: {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
  },
  "POST /api/billing/portal-sessions": {
    "201": {
      json: {
        type: "object",
        required: ["url", "expires_at"],
        properties: {
          url: {
            description: "The hosted billing page of this session, to send the customer's window to.",
            type: "string",
            format: "uri",
          },
          expires_at: {
            description: "Until when the page takes the card or the details.",
            type: "string",
            format: "date-time",
          },
        },
      },
    },
    "400": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    "401": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    default: {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
  },
  "GET /api/notifications": {
    "200": {
      json: {
        type: "object",
        required: ["items", "unread_count", "next_cursor"],
        properties: {
          items: {
            type: "array",
            items: {
              description:
                "One thing the customer is told in the client area. Besides its subject, it carries what its text needs: `workflow_name` (a run that failed, a failing workflow), `agent_slug` (every kind but an invoice), `ends_at` (a trial's end). The text itself is the site's, from the content, in the page's language.\n",
              type: "object",
              required: ["id", "kind", "created_at", "read_at", "subject"],
              properties: {
                id: { type: "string", minLength: 1 },
                kind: {
                  description:
                    "What happened: a run failed (`run_failed`), a workflow became failing (`workflow_failing`), a subscription used 80 % or all of its plan's quota this period (`quota_80`, `quota_100`), a trial ends within 3 days (`trial_ending`), an invoice was issued (`invoice`).\n",
                  type: "string",
                  enum: [
                    "run_failed",
                    "workflow_failing",
                    "quota_80",
                    "quota_100",
                    "trial_ending",
                    "invoice",
                  ],
                },
                created_at: {
                  description: "When what it tells happened (a run's failure, the quota's crossing).",
                  type: "string",
                  format: "date-time",
                },
                read_at: {
                  description: "When the customer read it; null while unread.",
                  type: ["string", "null"],
                  format: "date-time",
                },
                subject: {
                  description:
                    "What the notification is about, which the client area links to: a run (`run_failed`), a workflow (`workflow_failing`), a subscription (the quotas, a trial) or an invoice.\n",
                  type: "object",
                  required: ["type", "id"],
                  properties: {
                    type: { type: "string", enum: ["run", "workflow", "subscription", "invoice"] },
                    id: { type: "string", minLength: 1 },
                  },
                },
                workflow_name: { type: "string", minLength: 1 },
                agent_slug: {
                  description:
                    "The agent's slug, as in its Sanity document and page address (/agents/{slug}).",
                  type: "string",
                  pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
                },
                ends_at: {
                  description: "A trial's end (`trial_ending`).",
                  type: "string",
                  format: "date-time",
                },
              },
            },
          },
          unread_count: {
            description: "Every unread notification of the customer's, not only this page's.",
            type: "integer",
            minimum: 0,
          },
          next_cursor: {
            description: "The `cursor` of the next page; null on the last page.",
            type: ["string", "null"],
          },
        },
      },
    },
    "400": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    "401": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    default: {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
  },
  "POST /api/notifications/{notification_id}/read": {
    "200": {
      json: {
        description:
          "One thing the customer is told in the client area. Besides its subject, it carries what its text needs: `workflow_name` (a run that failed, a failing workflow), `agent_slug` (every kind but an invoice), `ends_at` (a trial's end). The text itself is the site's, from the content, in the page's language.\n",
        type: "object",
        required: ["id", "kind", "created_at", "read_at", "subject"],
        properties: {
          id: { type: "string", minLength: 1 },
          kind: {
            description:
              "What happened: a run failed (`run_failed`), a workflow became failing (`workflow_failing`), a subscription used 80 % or all of its plan's quota this period (`quota_80`, `quota_100`), a trial ends within 3 days (`trial_ending`), an invoice was issued (`invoice`).\n",
            type: "string",
            enum: ["run_failed", "workflow_failing", "quota_80", "quota_100", "trial_ending", "invoice"],
          },
          created_at: {
            description: "When what it tells happened (a run's failure, the quota's crossing).",
            type: "string",
            format: "date-time",
          },
          read_at: {
            description: "When the customer read it; null while unread.",
            type: ["string", "null"],
            format: "date-time",
          },
          subject: {
            description:
              "What the notification is about, which the client area links to: a run (`run_failed`), a workflow (`workflow_failing`), a subscription (the quotas, a trial) or an invoice.\n",
            type: "object",
            required: ["type", "id"],
            properties: {
              type: { type: "string", enum: ["run", "workflow", "subscription", "invoice"] },
              id: { type: "string", minLength: 1 },
            },
          },
          workflow_name: { type: "string", minLength: 1 },
          agent_slug: {
            description: "The agent's slug, as in its Sanity document and page address (/agents/{slug}).",
            type: "string",
            pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
          },
          ends_at: { description: "A trial's end (`trial_ending`).", type: "string", format: "date-time" },
        },
      },
    },
    "401": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    "404": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    default: {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
  },
  "POST /api/notifications/read-all": {
    "200": {
      json: {
        type: "object",
        required: ["unread_count"],
        properties: { unread_count: { type: "integer", minimum: 0 } },
      },
    },
    "401": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    default: {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
  },
  "GET /api/notification-preferences": {
    "200": {
      json: {
        description: "Each kind of notification, with its channels.",
        type: "object",
        additionalProperties: false,
        required: ["run_failed", "workflow_failing", "quota_80", "quota_100", "trial_ending", "invoice"],
        properties: {
          run_failed: {
            description: "Whether a kind is told by e-mail (the backend sends it) and in the client area.",
            type: "object",
            additionalProperties: false,
            required: ["email", "in_app"],
            properties: { email: { type: "boolean" }, in_app: { type: "boolean" } },
          },
          workflow_failing: {
            description: "Whether a kind is told by e-mail (the backend sends it) and in the client area.",
            type: "object",
            additionalProperties: false,
            required: ["email", "in_app"],
            properties: { email: { type: "boolean" }, in_app: { type: "boolean" } },
          },
          quota_80: {
            description: "Whether a kind is told by e-mail (the backend sends it) and in the client area.",
            type: "object",
            additionalProperties: false,
            required: ["email", "in_app"],
            properties: { email: { type: "boolean" }, in_app: { type: "boolean" } },
          },
          quota_100: {
            description: "Whether a kind is told by e-mail (the backend sends it) and in the client area.",
            type: "object",
            additionalProperties: false,
            required: ["email", "in_app"],
            properties: { email: { type: "boolean" }, in_app: { type: "boolean" } },
          },
          trial_ending: {
            description: "Whether a kind is told by e-mail (the backend sends it) and in the client area.",
            type: "object",
            additionalProperties: false,
            required: ["email", "in_app"],
            properties: { email: { type: "boolean" }, in_app: { type: "boolean" } },
          },
          invoice: {
            description: "Whether a kind is told by e-mail (the backend sends it) and in the client area.",
            type: "object",
            additionalProperties: false,
            required: ["email", "in_app"],
            properties: { email: { type: "boolean" }, in_app: { type: "boolean" } },
          },
        },
      },
    },
    "401": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    default: {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
  },
  "PUT /api/notification-preferences": {
    "200": {
      json: {
        description: "Each kind of notification, with its channels.",
        type: "object",
        additionalProperties: false,
        required: ["run_failed", "workflow_failing", "quota_80", "quota_100", "trial_ending", "invoice"],
        properties: {
          run_failed: {
            description: "Whether a kind is told by e-mail (the backend sends it) and in the client area.",
            type: "object",
            additionalProperties: false,
            required: ["email", "in_app"],
            properties: { email: { type: "boolean" }, in_app: { type: "boolean" } },
          },
          workflow_failing: {
            description: "Whether a kind is told by e-mail (the backend sends it) and in the client area.",
            type: "object",
            additionalProperties: false,
            required: ["email", "in_app"],
            properties: { email: { type: "boolean" }, in_app: { type: "boolean" } },
          },
          quota_80: {
            description: "Whether a kind is told by e-mail (the backend sends it) and in the client area.",
            type: "object",
            additionalProperties: false,
            required: ["email", "in_app"],
            properties: { email: { type: "boolean" }, in_app: { type: "boolean" } },
          },
          quota_100: {
            description: "Whether a kind is told by e-mail (the backend sends it) and in the client area.",
            type: "object",
            additionalProperties: false,
            required: ["email", "in_app"],
            properties: { email: { type: "boolean" }, in_app: { type: "boolean" } },
          },
          trial_ending: {
            description: "Whether a kind is told by e-mail (the backend sends it) and in the client area.",
            type: "object",
            additionalProperties: false,
            required: ["email", "in_app"],
            properties: { email: { type: "boolean" }, in_app: { type: "boolean" } },
          },
          invoice: {
            description: "Whether a kind is told by e-mail (the backend sends it) and in the client area.",
            type: "object",
            additionalProperties: false,
            required: ["email", "in_app"],
            properties: { email: { type: "boolean" }, in_app: { type: "boolean" } },
          },
        },
      },
    },
    "400": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    "401": {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
    default: {
      json: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: {
                description:
                  "A stable code: unauthorized (401), invalid_request (400), not_found (404), conflict (409: the operation does not apply in the current state), trial_exists (409: a second subscription of the same agent), quota_reached (429: the plan's quota is used up for this period). The site shows its own text for each code.\n",
                type: "string",
              },
              message: { description: "For people; the site does not show it as is.", type: "string" },
            },
          },
        },
      },
    },
  },
};
