/**
* | output |
* | --- |
* | "Payouts to you" |
*
* @param {Archive_Section_PayoutsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_payouts: ((inputs?: Archive_Section_PayoutsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Archive_Section_PayoutsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Archive_Section_PayoutsInputs = {};
