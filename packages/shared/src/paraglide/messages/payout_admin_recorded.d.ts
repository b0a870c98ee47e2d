/**
* | output |
* | --- |
* | "Payout recorded as sent by hand." |
*
* @param {Payout_Admin_RecordedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_admin_recorded: ((inputs?: Payout_Admin_RecordedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payout_Admin_RecordedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payout_Admin_RecordedInputs = {};
