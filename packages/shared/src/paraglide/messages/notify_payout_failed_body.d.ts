/**
* | output |
* | --- |
* | "M-Pesa refused it for {to}. Check where you are paid in Earnings: saving it again sends the payout again." |
*
* @param {Notify_Payout_Failed_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_payout_failed_body: ((inputs: Notify_Payout_Failed_BodyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Payout_Failed_BodyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Payout_Failed_BodyInputs = {
    to: NonNullable<unknown>;
};
