/**
* | output |
* | --- |
* | "This M-Pesa code is already recorded for another payout." |
*
* @param {Payout_Admin_Code_RecordedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_admin_code_recorded: ((inputs?: Payout_Admin_Code_RecordedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payout_Admin_Code_RecordedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payout_Admin_Code_RecordedInputs = {};
