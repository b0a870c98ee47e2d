/**
* | output |
* | --- |
* | "The link works once, within 24 hours. No e-mail after a few minutes? Look in your spam folder, or sign in and ask for a new link from your dashboard." |
*
* @param {Auth_Link_OnceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_link_once: ((inputs?: Auth_Link_OnceInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Link_OnceInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Link_OnceInputs = {};
