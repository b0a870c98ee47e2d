/**
* | output |
* | --- |
* | "You do not have permission to do that." |
*
* @param {Auth_ForbiddenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_forbidden: ((inputs?: Auth_ForbiddenInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_ForbiddenInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_ForbiddenInputs = {};
