/**
* | output |
* | --- |
* | "attempts" |
*
* @param {Limited_AttemptsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const limited_attempts: ((inputs?: Limited_AttemptsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Limited_AttemptsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Limited_AttemptsInputs = {};
