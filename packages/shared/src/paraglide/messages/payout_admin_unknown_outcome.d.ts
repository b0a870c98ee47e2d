/**
* | output |
* | --- |
* | "M-Pesa never said whether an earlier attempt went: check the M-Pesa statement before sending it again." |
*
* @param {Payout_Admin_Unknown_OutcomeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_admin_unknown_outcome: ((inputs?: Payout_Admin_Unknown_OutcomeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payout_Admin_Unknown_OutcomeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payout_Admin_Unknown_OutcomeInputs = {};
