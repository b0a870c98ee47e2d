/**
* | output |
* | --- |
* | "Access Denied" |
*
* @param {Messages_Access_DeniedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const messages_access_denied: ((inputs?: Messages_Access_DeniedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messages_Access_DeniedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Messages_Access_DeniedInputs = {};
