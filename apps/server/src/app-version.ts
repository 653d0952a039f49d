// The API's version, as the OpenAPI document and every backup's `app_version` state it
// (docs/api.md "Backup format").
export const APP_VERSION = "1.0.0";
