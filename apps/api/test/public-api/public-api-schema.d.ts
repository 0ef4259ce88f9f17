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
                        /** @example client_credentials */
                        grant_type?: string;
                        /** @example leads:read */
                        scope?: string;
                        /** @example YOUR_CLIENT_ID */
                        client_id?: string;
                        /** @example YOUR_CLIENT_SECRET */
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
                            /** @example 3600 */
                            expires_in: number;
                            /** @example leads:read */
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
                            /** @example 0 */
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
    "/v1/exclusions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a client's exclusion entries, oldest first */
        get: {
            parameters: {
                query: {
                    /** @description The next_cursor of the previous page; leave it out for the first page. */
                    cursor?: string & (unknown & unknown);
                    /** @description Items per page, 1 to 100. */
                    limit?: number;
                    /** @description Only items created at or after this time (ISO 8601, e.g. 2026-11-30T00:00:00Z). */
                    since?: string;
                    /** @description The client company whose list it is: a client's token names its own company, an agency's one of its clients. */
                    client_id: number;
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
                            data: components["schemas"]["ExclusionEntry"][];
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
        /** Add an e-mail (or its MD5) to a client's exclusion list; an entry already there is answered as it is */
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
                        /** @description The client company whose list it is: a client's token names its own company, an agency's one of its clients. */
                        client_id: number;
                        /**
                         * @description An e-mail address, or the MD5 hash of the trimmed, lower-cased address.
                         * @example string
                         */
                        email: string;
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
                        "application/json": components["schemas"]["ExclusionEntry"];
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
    "/v1/exclusions/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add up to 1000 entries at once: counts added and already there, refused entries by index */
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
                        /** @description The client company whose list it is: a client's token names its own company, an agency's one of its clients. */
                        client_id: number;
                        /** @description 1 to 1000 entries. */
                        entries: {
                            /**
                             * @description An e-mail address, or the MD5 hash of the trimmed, lower-cased address.
                             * @example string
                             */
                            email: string;
                        }[];
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
                        "application/json": components["schemas"]["ExclusionBulkResult"];
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
    "/v1/exclusions/{entryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one exclusion entry */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entryId: number;
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
                        "application/json": components["schemas"]["ExclusionEntryDeleted"];
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
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the webhook endpoints, oldest first (never their secrets) */
        get: {
            parameters: {
                query?: {
                    /** @description The next_cursor of the previous page; leave it out for the first page. */
                    cursor?: string & (unknown & unknown);
                    /** @description Items per page, 1 to 100. */
                    limit?: number;
                    /** @description Only items created at or after this time (ISO 8601, e.g. 2026-11-30T00:00:00Z). */
                    since?: string;
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
                            data: components["schemas"]["Webhook"][];
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
        /** Create a webhook endpoint for every new lead (a Zapier-style subscribe); its signing secret is answered once */
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
                        /**
                         * @description An absolute https:// (or http://) URL on a public address.
                         * @example string
                         */
                        url: string;
                        /**
                         * @description Only this campaign's leads; leave it out for all the company's campaigns.
                         * @example string
                         */
                        campaign_id?: string;
                        /** @description An agency's token: the client whose campaigns it serves; leave it out for the agency's own. */
                        client_id?: number;
                        /** @example string */
                        description?: string;
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
                        "application/json": components["schemas"]["WebhookWithSecret"];
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
    "/v1/webhooks/{webhookId}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make a new signing secret, answered once; the old one stops signing at once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    webhookId: number;
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
                        "application/json": components["schemas"]["WebhookSecret"];
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
    "/v1/webhooks/{webhookId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a webhook endpoint (a Zapier-style unsubscribe); no lead is sent to it after this */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    webhookId: number;
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
                        "application/json": components["schemas"]["WebhookDeleted"];
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
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        CampaignCreateInput: {
            /** @description The client company that runs it (GET /v1/clients). */
            client_id: number;
            /** @example string */
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
        ClientCreateInput: {
            /**
             * @description Left out: the owner's name.
             * @example string
             */
            company_name?: string;
            /** @example string */
            owner_name: string;
            /**
             * @description The owner account signs in with it; it gets the invitation e-mail.
             * @example string
             */
            email: string;
            /** @example string */
            phone?: string;
            /**
             * @description The two-letter country of the phone number (ISO 3166-1), e.g. US.
             * @example string
             */
            phone_country?: string;
        };
        SsoTokenRequestInput: {
            user_id?: number;
            /** @example string */
            email?: string;
        };
        Problem: {
            /** @description A URI naming the kind of problem; about:blank when the status says it all. */
            type: string;
            title: string;
            /** @example 0 */
            status: number;
            detail?: string;
            instance?: string;
            errors?: {
                [key: string]: string;
            };
        };
        Lead: {
            /** @example 0 */
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
            /**
             * @description What the lead costs the client, in cents.
             * @example 0
             */
            price_cents: number;
            /** @description Null for a lead of a campaign without scoring. */
            score: {
                /**
                 * @description From 0 to 100: how ready the visitor looks, by the campaign's scoring rules.
                 * @example 0
                 */
                value: number;
                /** @description "hot" at or above the campaign's hot score, "returning" after a second visit, and the tags of the pages read. */
                tags: string[];
                /** @description One line for each part of the score, such as +30 "Viewed /pricing". */
                reasons: {
                    /** @example 0 */
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
                /**
                 * @description Visits to the site: a new one after 30 minutes without a page view, or a new browser session.
                 * @example 0
                 */
                visits: number;
                /**
                 * @description Pages viewed, all visits together.
                 * @example 0
                 */
                page_views: number;
                /**
                 * @description From the first to the last page view of each visit, summed (a one-page visit counts 0).
                 * @example 0
                 */
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
            /** @example 0 */
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
            /**
             * @description What the lead costs the client, in cents.
             * @example 0
             */
            price_cents: number;
            /** @description Null for a lead of a campaign without scoring. */
            score: {
                /**
                 * @description From 0 to 100: how ready the visitor looks, by the campaign's scoring rules.
                 * @example 0
                 */
                value: number;
                /** @description "hot" at or above the campaign's hot score, "returning" after a second visit, and the tags of the pages read. */
                tags: string[];
                /** @description One line for each part of the score, such as +30 "Viewed /pricing". */
                reasons: {
                    /** @example 0 */
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
                /**
                 * @description Visits to the site: a new one after 30 minutes without a page view, or a new browser session.
                 * @example 0
                 */
                visits: number;
                /**
                 * @description Pages viewed, all visits together.
                 * @example 0
                 */
                page_views: number;
                /**
                 * @description From the first to the last page view of each visit, summed (a one-page visit counts 0).
                 * @example 0
                 */
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
            /** @example 0 */
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
            /**
             * @description The client company that runs it.
             * @example 0
             */
            client_id: number;
            client_name: string;
            /** @description The client's site the pixel runs on (Site ID). */
            site_url: string | null;
            /** @description Site ID: the tag to paste into the site's pages; null otherwise. */
            embed_code: string | null;
            created_at: string;
        };
        Client: {
            /**
             * @description The client company; campaigns take it as client_id.
             * @example 0
             */
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
        SsoToken: {
            /** @description Single use; it signs the user in once. Shown once: null when the call is repeated. */
            token: string | null;
            /** @description The sign-in link on the user's own host; null when the call is repeated. */
            url: string | null;
            expires_at: string;
        };
        ExclusionEntry: {
            /** @example 0 */
            id: number;
            /**
             * @description The client company whose list holds the entry.
             * @example 0
             */
            client_id: number;
            /** @description MD5 of the trimmed, lower-cased e-mail address: all the list keeps of an entry. */
            email_md5: string;
            created_at: string;
        };
        ExclusionBulkResult: {
            /**
             * @description Entries put on the list by this call.
             * @example 0
             */
            added: number;
            /**
             * @description Entries the list held already (or named twice in the call).
             * @example 0
             */
            already_there: number;
            /** @description Entries not added, by their index in `entries`, with why. */
            refused: {
                /** @example 0 */
                index: number;
                reason: string;
            }[];
        };
        ExclusionEntryDeleted: {
            /** @example 0 */
            id: number;
            /** @constant */
            deleted: true;
        };
        Webhook: {
            /** @example 0 */
            id: number;
            url: string;
            /**
             * @description The company whose leads it receives (an agency: its clients).
             * @example 0
             */
            company_id: number;
            /** @description The one campaign whose leads it receives; null for all the company's campaigns. */
            campaign_id: string | null;
            description: string | null;
            /**
             * @description failing: its last deliveries were refused.
             * @enum {string}
             */
            status: "active" | "failing";
            /** @description The last characters of the signing secret. */
            secret_hint: string | null;
            created_at: string;
        };
        WebhookWithSecret: {
            /** @example 0 */
            id: number;
            url: string;
            /**
             * @description The company whose leads it receives (an agency: its clients).
             * @example 0
             */
            company_id: number;
            /** @description The one campaign whose leads it receives; null for all the company's campaigns. */
            campaign_id: string | null;
            description: string | null;
            /**
             * @description failing: its last deliveries were refused.
             * @enum {string}
             */
            status: "active" | "failing";
            /** @description The last characters of the signing secret. */
            secret_hint: string | null;
            created_at: string;
            /** @description The signing secret, answered only now (null to a repeat of the call with the same Idempotency-Key): every delivery carries webhook-id, webhook-timestamp and webhook-signature "v1,<base64 HMAC-SHA256 of id.timestamp.body>" (Standard Webhooks) made with it. */
            secret: string | null;
        };
        WebhookSecret: {
            /** @example 0 */
            id: number;
            /** @description The signing secret, answered only now (null to a repeat of the call with the same Idempotency-Key): every delivery carries webhook-id, webhook-timestamp and webhook-signature "v1,<base64 HMAC-SHA256 of id.timestamp.body>" (Standard Webhooks) made with it. */
            secret: string | null;
        };
        WebhookDeleted: {
            /** @example 0 */
            id: number;
            /** @constant */
            deleted: true;
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
