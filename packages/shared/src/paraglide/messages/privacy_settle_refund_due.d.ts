/**
* | countPlural | output |
* | --- | --- |
* | "one" | "A refund to you is still on its way: wait until it is sent." |
* | "other" | "{count} refunds to you are still on their way: wait until they are sent." |
*
* @param {Privacy_Settle_Refund_DueInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_settle_refund_due: ((inputs: Privacy_Settle_Refund_DueInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Settle_Refund_DueInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Settle_Refund_DueInputs = {
    count: NonNullable<unknown>;
};
