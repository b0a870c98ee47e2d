/**
* | output |
* | --- |
* | "An unexpected error occurred" |
*
* @param {Error_UnexpectedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const error_unexpected: ((inputs?: Error_UnexpectedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_UnexpectedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_UnexpectedInputs = {};
