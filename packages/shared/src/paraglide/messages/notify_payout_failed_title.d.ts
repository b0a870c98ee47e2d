/**
* | output |
* | --- |
* | "Your payout of {amount} could not be sent" |
*
* @param {Notify_Payout_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_payout_failed_title: ((inputs: Notify_Payout_Failed_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Payout_Failed_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Payout_Failed_TitleInputs = {
    amount: NonNullable<unknown>;
};
