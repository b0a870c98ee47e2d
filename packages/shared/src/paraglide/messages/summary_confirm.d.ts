/**
* | output |
* | --- |
* | "Confirm Booking" |
*
* @param {Summary_ConfirmInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const summary_confirm: ((inputs?: Summary_ConfirmInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Summary_ConfirmInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Summary_ConfirmInputs = {};
