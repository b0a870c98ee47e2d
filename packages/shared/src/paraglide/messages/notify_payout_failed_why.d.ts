/**
* | output |
* | --- |
* | "M-Pesa said: {why}" |
*
* @param {Notify_Payout_Failed_WhyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_payout_failed_why: ((inputs: Notify_Payout_Failed_WhyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Payout_Failed_WhyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Payout_Failed_WhyInputs = {
    why: NonNullable<unknown>;
};
