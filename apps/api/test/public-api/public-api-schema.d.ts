// Generated from the developer API's OpenAPI document by document.test.ts (UPDATE_PUBLIC_API_TYPES=1 writes it).
export interface paths {
    "/v1/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        grant_type?: string;
                        scope?: string;
                        client_id?: string;
                        client_secret?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            access_token: string;
                            /** @enum {string} */
                            token_type: "Bearer";
                            expires_in: number;
                            scope: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            error: "invalid_request" | "invalid_client" | "unsupported_grant_type" | "invalid_scope";
                            error_description: string;
                        } | {
                            message: string;
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            error: "invalid_request" | "invalid_client" | "unsupported_grant_type" | "invalid_scope";
                            error_description: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            client_id: string;
                            company_id: number;
                            scopes: string[];
                            expires_at: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            error: "invalid_token";
                            error_description: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List leads, oldest first (by campaign, since a time) */
        get: {
            parameters: {
                query?: {
                    /** @description The next_cursor of the previous page; leave it out for the first page. */
                    cursor?: string & (unknown & unknown);
                    /** @description Items per page, 1 to 100. */
                    limit?: number;
                    /** @description Only items created at or after this time (ISO 8601, e.g. 2026-11-30T00:00:00Z). */
                    since?: string;
                    /** @description Only this campaign's leads. */
                    campaign_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Lead"][];
                            next_cursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/leads/{leadId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one lead with its journey and score */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    leadId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LeadDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List campaigns, oldest first */
        get: {
            parameters: {
                query?: {
                    /** @description The next_cursor of the previous page; leave it out for the first page. */
                    cursor?: string & (unknown & unknown);
                    /** @description Items per page, 1 to 100. */
                    limit?: number;
                    /** @description Only items created at or after this time (ISO 8601, e.g. 2026-11-30T00:00:00Z). */
                    since?: string;
                    status?: "draft" | "active" | "paused" | "stopped" | "archived";
                    client_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Campaign"][];
                            next_cursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Create a draft campaign for a client, priced as on the web */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CampaignCreateInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Campaign"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/campaigns/{campaignId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one campaign with its embed code */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    campaignId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Campaign"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/campaigns/{campaignId}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pause a running campaign */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    campaignId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Campaign"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/campaigns/{campaignId}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resume a paused campaign */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    campaignId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Campaign"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the agency's clients, oldest first */
        get: {
            parameters: {
                query?: {
                    /** @description The next_cursor of the previous page; leave it out for the first page. */
                    cursor?: string & (unknown & unknown);
                    /** @description Items per page, 1 to 100. */
                    limit?: number;
                    /** @description Only items created at or after this time (ISO 8601, e.g. 2026-11-30T00:00:00Z). */
                    since?: string;
                    /** @description Only clients whose name or owner's e-mail contains this text. */
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Client"][];
                            next_cursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Add a client; its owner gets the invitation e-mail */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ClientCreateInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Client"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sso-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A one-time sign-in link for a user of one of the agency's clients */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SsoTokenRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SsoToken"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        ProblemInput: {
            /** @description A URI naming the kind of problem; about:blank when the status says it all. */
            type: string;
            title: string;
            status: number;
            detail?: string;
            instance?: string;
            errors?: {
                [key: string]: string;
            };
        };
        LeadInput: {
            id: number;
            /** @description The id of the campaign that found the lead. */
            campaign_id: string;
            /** @enum {string} */
            module: "site" | "search" | "enhance" | "b2b";
            created_at: string;
            first_name: string | null;
            last_name: string | null;
            email: string | null;
            phone: string | null;
            address: string | null;
            city: string | null;
            state: string | null;
            zip: string | null;
            company_name: string | null;
            job_title: string | null;
            business_email: string | null;
            /** @description The search term of a Search ID lead. */
            keyword: string | null;
            /** @description What the lead costs the client, in cents. */
            price_cents: number;
            /** @description Null for a lead of a campaign without scoring. */
            score: {
                /** @description From 0 to 100: how ready the visitor looks, by the campaign's scoring rules. */
                value: number;
                /** @description "hot" at or above the campaign's hot score, "returning" after a second visit, and the tags of the pages read. */
                tags: string[];
                /** @description One line for each part of the score, such as +30 "Viewed /pricing". */
                reasons: {
                    points: number;
                    text: string;
                }[];
            } | null;
            /** @description What the visitor did on the site; null without page views. */
            journey: {
                /** @description The first page view (ISO 8601, UTC). */
                first_seen_at: string;
                /** @description The latest page view (ISO 8601, UTC). */
                last_seen_at: string;
                /** @description Visits to the site: a new one after 30 minutes without a page view, or a new browser session. */
                visits: number;
                /** @description Pages viewed, all visits together. */
                page_views: number;
                /** @description From the first to the last page view of each visit, summed (a one-page visit counts 0). */
                time_on_site_seconds: number;
                /** @description Where the first visit came from (the landing page's referrer). */
                referrer: string | null;
                /** @description The first page viewed. */
                landing_page: string | null;
                /** @description utm_source of the landing page. */
                utm_source: string | null;
                /** @description utm_medium of the landing page. */
                utm_medium: string | null;
                /** @description utm_campaign of the landing page. */
                utm_campaign: string | null;
                /** @description utm_term of the landing page. */
                utm_term: string | null;
                /** @description utm_content of the landing page. */
                utm_content: string | null;
            } | null;
        };
        LeadDetailInput: {
            id: number;
            /** @description The id of the campaign that found the lead. */
            campaign_id: string;
            /** @enum {string} */
            module: "site" | "search" | "enhance" | "b2b";
            created_at: string;
            first_name: string | null;
            last_name: string | null;
            email: string | null;
            phone: string | null;
            address: string | null;
            city: string | null;
            state: string | null;
            zip: string | null;
            company_name: string | null;
            job_title: string | null;
            business_email: string | null;
            /** @description The search term of a Search ID lead. */
            keyword: string | null;
            /** @description What the lead costs the client, in cents. */
            price_cents: number;
            /** @description Null for a lead of a campaign without scoring. */
            score: {
                /** @description From 0 to 100: how ready the visitor looks, by the campaign's scoring rules. */
                value: number;
                /** @description "hot" at or above the campaign's hot score, "returning" after a second visit, and the tags of the pages read. */
                tags: string[];
                /** @description One line for each part of the score, such as +30 "Viewed /pricing". */
                reasons: {
                    points: number;
                    text: string;
                }[];
            } | null;
            /** @description What the visitor did on the site; null without page views. */
            journey: {
                /** @description The first page view (ISO 8601, UTC). */
                first_seen_at: string;
                /** @description The latest page view (ISO 8601, UTC). */
                last_seen_at: string;
                /** @description Visits to the site: a new one after 30 minutes without a page view, or a new browser session. */
                visits: number;
                /** @description Pages viewed, all visits together. */
                page_views: number;
                /** @description From the first to the last page view of each visit, summed (a one-page visit counts 0). */
                time_on_site_seconds: number;
                /** @description Where the first visit came from (the landing page's referrer). */
                referrer: string | null;
                /** @description The first page viewed. */
                landing_page: string | null;
                /** @description utm_source of the landing page. */
                utm_source: string | null;
                /** @description utm_medium of the landing page. */
                utm_medium: string | null;
                /** @description utm_campaign of the landing page. */
                utm_campaign: string | null;
                /** @description utm_term of the landing page. */
                utm_term: string | null;
                /** @description utm_content of the landing page. */
                utm_content: string | null;
            } | null;
            source_url: string | null;
            /** @description The newest page views of the visitor's journey, oldest first. */
            pages: {
                url: string;
                title: string | null;
                at: string;
                new_visit: boolean;
                referrer: string | null;
            }[];
            earlier_page_views: number;
        };
        CampaignInput: {
            /** @description The campaign id the pixel and the leads carry. */
            id: string;
            name: string;
            /** @enum {string} */
            module: "site" | "search" | "enhance" | "b2b";
            /** @enum {string} */
            status: "draft" | "active" | "paused" | "stopped" | "archived";
            /** @description The client company that runs it. */
            client_id: number;
            client_name: string;
            /** @description The client's site the pixel runs on (Site ID). */
            site_url: string | null;
            /** @description Site ID: the tag to paste into the site's pages; null otherwise. */
            embed_code: string | null;
            created_at: string;
        };
        CampaignCreateInput: {
            /** @description The client company that runs it (GET /v1/clients). */
            client_id: number;
            name: string;
            /** @enum {string} */
            module: "site" | "search" | "enhance" | "b2b";
            /**
             * @description Left out: the agency's default term. The price is the agency's for this term.
             * @enum {string}
             */
            payment_term?: "Weekly" | "Monthly" | "One Time" | "Prepaid";
            /** @description Site ID (required): the page of the site the pixel runs on. */
            site_url?: string | null;
            /** @description Site ID. */
            thank_you_url?: string | null;
            /** @description Search ID (required): the search terms. */
            keywords?: string[];
            /** @description Search ID: the whole country, or else states, cities or zip codes. */
            national_targeting?: boolean;
            /** @description Search ID: two-letter US state codes. */
            states?: (string & (unknown & unknown))[];
            /** @description Search ID. */
            cities?: string[];
            /** @description Search ID: 5-digit zip codes. */
            zip_codes?: (string & (unknown & unknown))[];
            /** @description Enhance ID (at least one): what each lead returns. */
            attributes?: ("age" | "gender" | "income" | "net_worth" | "home_owner" | "marital_status" | "children" | "education" | "occupation")[];
            /** @description B2B ID: industries or job titles. */
            industries?: string[];
            /** @description B2B ID. */
            job_titles?: string[];
            /** @description B2B ID. */
            company_sizes?: ("1-10" | "11-50" | "51-200" | "201-500" | "501-1000" | "1001-5000" | "5001+")[];
        };
        ClientInput: {
            /** @description The client company; campaigns take it as client_id. */
            id: number;
            /** @description The client's company name. */
            name: string;
            owner_name: string | null;
            /** @description The e-mail of the client's owner account. */
            email: string | null;
            phone: string | null;
            /**
             * @description inactive: its owner account was deactivated and cannot sign in.
             * @enum {string}
             */
            status: "active" | "inactive";
            created_at: string;
        };
        ClientCreateInput: {
            /** @description Left out: the owner's name. */
            company_name?: string;
            owner_name: string;
            /** @description The owner account signs in with it; it gets the invitation e-mail. */
            email: string;
            phone?: string;
            /** @description The two-letter country of the phone number (ISO 3166-1), e.g. US. */
            phone_country?: string;
        };
        SsoTokenRequestInput: {
            user_id?: number;
            email?: string;
        };
        SsoTokenInput: {
            /** @description Single use; it signs the user in once. Shown once: null when the call is repeated. */
            token: string | null;
            /** @description The sign-in link on the user's own host; null when the call is repeated. */
            url: string | null;
            expires_at: string;
        };
        Problem: {
            /** @description A URI naming the kind of problem; about:blank when the status says it all. */
            type: string;
            title: string;
            status: number;
            detail?: string;
            instance?: string;
            errors?: {
                [key: string]: string;
            };
        };
        Lead: {
            id: number;
            /** @description The id of the campaign that found the lead. */
            campaign_id: string;
            /** @enum {string} */
            module: "site" | "search" | "enhance" | "b2b";
            created_at: string;
            first_name: string | null;
            last_name: string | null;
            email: string | null;
            phone: string | null;
            address: string | null;
            city: string | null;
            state: string | null;
            zip: string | null;
            company_name: string | null;
            job_title: string | null;
            business_email: string | null;
            /** @description The search term of a Search ID lead. */
            keyword: string | null;
            /** @description What the lead costs the client, in cents. */
            price_cents: number;
            /** @description Null for a lead of a campaign without scoring. */
            score: {
                /** @description From 0 to 100: how ready the visitor looks, by the campaign's scoring rules. */
                value: number;
                /** @description "hot" at or above the campaign's hot score, "returning" after a second visit, and the tags of the pages read. */
                tags: string[];
                /** @description One line for each part of the score, such as +30 "Viewed /pricing". */
                reasons: {
                    points: number;
                    text: string;
                }[];
            } | null;
            /** @description What the visitor did on the site; null without page views. */
            journey: {
                /** @description The first page view (ISO 8601, UTC). */
                first_seen_at: string;
                /** @description The latest page view (ISO 8601, UTC). */
                last_seen_at: string;
                /** @description Visits to the site: a new one after 30 minutes without a page view, or a new browser session. */
                visits: number;
                /** @description Pages viewed, all visits together. */
                page_views: number;
                /** @description From the first to the last page view of each visit, summed (a one-page visit counts 0). */
                time_on_site_seconds: number;
                /** @description Where the first visit came from (the landing page's referrer). */
                referrer: string | null;
                /** @description The first page viewed. */
                landing_page: string | null;
                /** @description utm_source of the landing page. */
                utm_source: string | null;
                /** @description utm_medium of the landing page. */
                utm_medium: string | null;
                /** @description utm_campaign of the landing page. */
                utm_campaign: string | null;
                /** @description utm_term of the landing page. */
                utm_term: string | null;
                /** @description utm_content of the landing page. */
                utm_content: string | null;
            } | null;
        };
        LeadDetail: {
            id: number;
            /** @description The id of the campaign that found the lead. */
            campaign_id: string;
            /** @enum {string} */
            module: "site" | "search" | "enhance" | "b2b";
            created_at: string;
            first_name: string | null;
            last_name: string | null;
            email: string | null;
            phone: string | null;
            address: string | null;
            city: string | null;
            state: string | null;
            zip: string | null;
            company_name: string | null;
            job_title: string | null;
            business_email: string | null;
            /** @description The search term of a Search ID lead. */
            keyword: string | null;
            /** @description What the lead costs the client, in cents. */
            price_cents: number;
            /** @description Null for a lead of a campaign without scoring. */
            score: {
                /** @description From 0 to 100: how ready the visitor looks, by the campaign's scoring rules. */
                value: number;
                /** @description "hot" at or above the campaign's hot score, "returning" after a second visit, and the tags of the pages read. */
                tags: string[];
                /** @description One line for each part of the score, such as +30 "Viewed /pricing". */
                reasons: {
                    points: number;
                    text: string;
                }[];
            } | null;
            /** @description What the visitor did on the site; null without page views. */
            journey: {
                /** @description The first page view (ISO 8601, UTC). */
                first_seen_at: string;
                /** @description The latest page view (ISO 8601, UTC). */
                last_seen_at: string;
                /** @description Visits to the site: a new one after 30 minutes without a page view, or a new browser session. */
                visits: number;
                /** @description Pages viewed, all visits together. */
                page_views: number;
                /** @description From the first to the last page view of each visit, summed (a one-page visit counts 0). */
                time_on_site_seconds: number;
                /** @description Where the first visit came from (the landing page's referrer). */
                referrer: string | null;
                /** @description The first page viewed. */
                landing_page: string | null;
                /** @description utm_source of the landing page. */
                utm_source: string | null;
                /** @description utm_medium of the landing page. */
                utm_medium: string | null;
                /** @description utm_campaign of the landing page. */
                utm_campaign: string | null;
                /** @description utm_term of the landing page. */
                utm_term: string | null;
                /** @description utm_content of the landing page. */
                utm_content: string | null;
            } | null;
            source_url: string | null;
            /** @description The newest page views of the visitor's journey, oldest first. */
            pages: {
                url: string;
                title: string | null;
                at: string;
                new_visit: boolean;
                referrer: string | null;
            }[];
            earlier_page_views: number;
        };
        Campaign: {
            /** @description The campaign id the pixel and the leads carry. */
            id: string;
            name: string;
            /** @enum {string} */
            module: "site" | "search" | "enhance" | "b2b";
            /** @enum {string} */
            status: "draft" | "active" | "paused" | "stopped" | "archived";
            /** @description The client company that runs it. */
            client_id: number;
            client_name: string;
            /** @description The client's site the pixel runs on (Site ID). */
            site_url: string | null;
            /** @description Site ID: the tag to paste into the site's pages; null otherwise. */
            embed_code: string | null;
            created_at: string;
        };
        CampaignCreate: {
            /** @description The client company that runs it (GET /v1/clients). */
            client_id: number;
            name: string;
            /** @enum {string} */
            module: "site" | "search" | "enhance" | "b2b";
            /**
             * @description Left out: the agency's default term. The price is the agency's for this term.
             * @enum {string}
             */
            payment_term?: "Weekly" | "Monthly" | "One Time" | "Prepaid";
            /** @description Site ID (required): the page of the site the pixel runs on. */
            site_url?: string | null;
            /** @description Site ID. */
            thank_you_url?: string | null;
            /** @description Search ID (required): the search terms. */
            keywords?: unknown;
            /** @description Search ID: the whole country, or else states, cities or zip codes. */
            national_targeting?: boolean;
            /** @description Search ID: two-letter US state codes. */
            states?: (string & (unknown & unknown))[];
            /** @description Search ID. */
            cities?: string[];
            /** @description Search ID: 5-digit zip codes. */
            zip_codes?: (string & (unknown & unknown))[];
            /** @description Enhance ID (at least one): what each lead returns. */
            attributes?: ("age" | "gender" | "income" | "net_worth" | "home_owner" | "marital_status" | "children" | "education" | "occupation")[];
            /** @description B2B ID: industries or job titles. */
            industries?: string[];
            /** @description B2B ID. */
            job_titles?: string[];
            /** @description B2B ID. */
            company_sizes?: ("1-10" | "11-50" | "51-200" | "201-500" | "501-1000" | "1001-5000" | "5001+")[];
        };
        Client: {
            /** @description The client company; campaigns take it as client_id. */
            id: number;
            /** @description The client's company name. */
            name: string;
            owner_name: string | null;
            /** @description The e-mail of the client's owner account. */
            email: string | null;
            phone: string | null;
            /**
             * @description inactive: its owner account was deactivated and cannot sign in.
             * @enum {string}
             */
            status: "active" | "inactive";
            created_at: string;
        };
        ClientCreate: {
            /** @description Left out: the owner's name. */
            company_name?: string;
            owner_name: string;
            /** @description The owner account signs in with it; it gets the invitation e-mail. */
            email: string;
            phone?: string;
            /** @description The two-letter country of the phone number (ISO 3166-1), e.g. US. */
            phone_country?: string;
        };
        SsoTokenRequest: {
            user_id?: number;
            email?: string;
        };
        SsoToken: {
            /** @description Single use; it signs the user in once. Shown once: null when the call is repeated. */
            token: string | null;
            /** @description The sign-in link on the user's own host; null when the call is repeated. */
            url: string | null;
            expires_at: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
