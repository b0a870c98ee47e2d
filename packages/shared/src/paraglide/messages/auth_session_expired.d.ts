/**
* | output |
* | --- |
* | "Your session has expired. Please sign in again." |
*
* @param {Auth_Session_ExpiredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_session_expired: ((inputs?: Auth_Session_ExpiredInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Session_ExpiredInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Session_ExpiredInputs = {};
