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
                description: "A stable code, e.g. unauthorized, trial_exists, invalid_request, not_found.",
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
                description: "A stable code, e.g. unauthorized, trial_exists, invalid_request, not_found.",
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
                description: "A stable code, e.g. unauthorized, trial_exists, invalid_request, not_found.",
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
                description: "A stable code, e.g. unauthorized, trial_exists, invalid_request, not_found.",
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
                description: "A stable code, e.g. unauthorized, trial_exists, invalid_request, not_found.",
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
                description: "A stable code, e.g. unauthorized, trial_exists, invalid_request, not_found.",
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
                description: "A stable code, e.g. unauthorized, trial_exists, invalid_request, not_found.",
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
                description: "A stable code, e.g. unauthorized, trial_exists, invalid_request, not_found.",
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
                description: "A stable code, e.g. unauthorized, trial_exists, invalid_request, not_found.",
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
                description: "A stable code, e.g. unauthorized, trial_exists, invalid_request, not_found.",
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
            status: { type: "string", enum: ["trial", "active", "paused", "cancelled"] },
            started_at: { type: "string", format: "date-time" },
            trial_ends_at: {
              description: "When the trial ends; null for a subscription that never was a trial.",
              type: ["string", "null"],
              format: "date-time",
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
                description: "A stable code, e.g. unauthorized, trial_exists, invalid_request, not_found.",
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
                description: "A stable code, e.g. unauthorized, trial_exists, invalid_request, not_found.",
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
          status: { type: "string", enum: ["trial", "active", "paused", "cancelled"] },
          started_at: { type: "string", format: "date-time" },
          trial_ends_at: {
            description: "When the trial ends; null for a subscription that never was a trial.",
            type: ["string", "null"],
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
                description: "A stable code, e.g. unauthorized, trial_exists, invalid_request, not_found.",
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
                description: "A stable code, e.g. unauthorized, trial_exists, invalid_request, not_found.",
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
                description: "A stable code, e.g. unauthorized, trial_exists, invalid_request, not_found.",
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
                description: "A stable code, e.g. unauthorized, trial_exists, invalid_request, not_found.",
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
            status: { type: "string", enum: ["running", "paused", "failing"] },
            last_run_at: {
              description: "The last run's time; null before the first run.",
              type: ["string", "null"],
              format: "date-time",
            },
            runs_by_day: {
              description:
                "One entry per day of the last 30 days (UTC), oldest first; days without runs count 0.",
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
                description: "A stable code, e.g. unauthorized, trial_exists, invalid_request, not_found.",
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
                description: "A stable code, e.g. unauthorized, trial_exists, invalid_request, not_found.",
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
