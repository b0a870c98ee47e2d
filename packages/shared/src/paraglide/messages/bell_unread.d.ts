/**
* | output |
* | --- |
* | "Unread:" |
*
* @param {Bell_UnreadInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bell_unread: ((inputs?: Bell_UnreadInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bell_UnreadInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bell_UnreadInputs = {};
