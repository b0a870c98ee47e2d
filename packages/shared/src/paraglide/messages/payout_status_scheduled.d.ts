/**
* | output |
* | --- |
* | "Scheduled" |
*
* @param {Payout_Status_ScheduledInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_status_scheduled: ((inputs?: Payout_Status_ScheduledInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payout_Status_ScheduledInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payout_Status_ScheduledInputs = {};
