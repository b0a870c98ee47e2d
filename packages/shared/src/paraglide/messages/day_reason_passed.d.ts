/**
* | output |
* | --- |
* | "This day has passed" |
*
* @param {Day_Reason_PassedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const day_reason_passed: ((inputs?: Day_Reason_PassedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Day_Reason_PassedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Day_Reason_PassedInputs = {};
