/**
* | output |
* | --- |
* | "Nothing yet. News of your bookings will show here." |
*
* @param {Bell_EmptyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bell_empty: ((inputs?: Bell_EmptyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bell_EmptyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bell_EmptyInputs = {};
