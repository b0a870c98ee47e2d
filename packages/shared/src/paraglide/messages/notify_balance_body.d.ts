/**
* | output |
* | --- |
* | "{amount} is due by {due}, or the booking is released and your deposit refunded." |
*
* @param {Notify_Balance_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_balance_body: ((inputs: Notify_Balance_BodyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Balance_BodyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Balance_BodyInputs = {
    amount: NonNullable<unknown>;
    due: NonNullable<unknown>;
};
