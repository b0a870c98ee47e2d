/**
* | output |
* | --- |
* | "This unsubscribe link is not valid." |
*
* @param {Unsubscribe_InvalidInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const unsubscribe_invalid: ((inputs?: Unsubscribe_InvalidInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Unsubscribe_InvalidInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Unsubscribe_InvalidInputs = {};
