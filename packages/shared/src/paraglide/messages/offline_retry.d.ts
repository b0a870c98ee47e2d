/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Offline_RetryInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const offline_retry: ((inputs?: Offline_RetryInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offline_RetryInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Offline_RetryInputs = {};
