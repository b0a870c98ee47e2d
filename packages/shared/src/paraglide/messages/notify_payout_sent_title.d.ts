/**
* | output |
* | --- |
* | "Your payout of {amount} was sent" |
*
* @param {Notify_Payout_Sent_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_payout_sent_title: ((inputs: Notify_Payout_Sent_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Payout_Sent_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Payout_Sent_TitleInputs = {
    amount: NonNullable<unknown>;
};
