/**
* | output |
* | --- |
* | "Something went wrong on our side. Please try again." |
*
* @param {Api_InternalInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const api_internal: ((inputs?: Api_InternalInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_InternalInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_InternalInputs = {};
