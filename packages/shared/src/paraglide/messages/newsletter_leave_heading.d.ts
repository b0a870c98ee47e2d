/**
* | output |
* | --- |
* | "Stop the newsletter" |
*
* @param {Newsletter_Leave_HeadingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const newsletter_leave_heading: ((inputs?: Newsletter_Leave_HeadingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletter_Leave_HeadingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletter_Leave_HeadingInputs = {};
