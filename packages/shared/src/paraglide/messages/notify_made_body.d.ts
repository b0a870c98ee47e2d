/**
* | output |
* | --- |
* | "{when} · pay {amount} by M-Pesa to confirm it." |
*
* @param {Notify_Made_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_made_body: ((inputs: Notify_Made_BodyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Made_BodyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Made_BodyInputs = {
    when: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
