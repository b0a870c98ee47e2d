/**
* | output |
* | --- |
* | "Stop the newsletter" |
*
* @param {Newsletter_Leave_ButtonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const newsletter_leave_button: ((inputs?: Newsletter_Leave_ButtonInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletter_Leave_ButtonInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletter_Leave_ButtonInputs = {};
