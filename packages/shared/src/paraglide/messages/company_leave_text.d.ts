/**
* | output |
* | --- |
* | "You will no longer book on its account or see its bookings, including the ones you made on it: they stay the company's." |
*
* @param {Company_Leave_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_leave_text: ((inputs?: Company_Leave_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Leave_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Leave_TextInputs = {};
